/// The rule by which a verb or adjective typed in its dictionary form finds its forms
/// (`먹다` finds 먹었다, 먹고, 먹어요): the stem (the word without its final 다) at the start
/// of a word, followed by a syllable that begins an ending. A one-syllable stem is held to
/// the same rule, so `가다` finds 가고 and 가는 but not 여가 or 가방; `다` alone has no stem.
/// Not caught (docs/search.md): forms where the stem's last vowel merges with the ending
/// (가다 → 갔다, 하다 → 했다, 보다 → 봐요) and irregular stems (듣다 → 들어, 돕다 → 도와,
/// 살다 → 사는); nouns that look like a stem and an ending (가게) are found too.
enum KoreanStem {
    /// The first syllables of the endings after a stem: 다 고 어 아 었 았 여 였 지 게 는 은
    /// 을 음 으 니 네 면 며 자 겠 습 기 던 더 든 죠 잖 거 세 시 셨.
    static let endingStarts: Set<UInt32> = Set("다고어아었았여였지게는은을음으니네면며자겠습기던더든죠잖거세시셨".unicodeScalars.map(\.value))

    static func isSyllable(_ v: UInt32) -> Bool { (0xAC00...0xD7A3).contains(v) }

    /// The stem of `units` when they are Hangul syllables ending in 다, at least two of them.
    static func stem(of units: [SearchTerm.Unit]) -> [UInt32]? {
        var syllables: [UInt32] = []
        for unit in units {
            guard case let .scalar(v) = unit, isSyllable(v) else { return nil }
            syllables.append(v)
        }
        guard syllables.count >= 2, syllables.last == 0xB2E4 /* 다 */ else { return nil }
        return Array(syllables.dropLast())
    }

    /// Where a form of `stem` starting at `start` ends (the stem and the ending's first
    /// syllable), or nil when none starts there.
    static func formEnd(_ stem: [UInt32], in text: UnsafeBufferPointer<UInt32>, at start: Int) -> Int? {
        let end = start + stem.count
        guard end < text.count, start == 0 || !isSyllable(text[start - 1]) else { return nil }
        for (k, v) in stem.enumerated() where text[start + k] != v { return nil }
        return endingStarts.contains(text[end]) ? end + 1 : nil
    }
}
