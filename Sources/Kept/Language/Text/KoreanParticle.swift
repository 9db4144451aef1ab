/// Korean particles whose form depends on the sound they follow: 을 after a consonant, 를 after
/// a vowel (라면을, 우유를), likewise 이/가, 은/는, 과/와, 으로/로 (a final ㄹ takes 로: 서울로),
/// 이에요/예요, 아/야, 이랑/랑, 이나/나, 이라는/라는… The catalogue writes `{item|을}` and
/// `Message.fill` asks here which form the filled word takes.
///
/// The last sound is read from the word's end, past closing punctuation (`` `mood==평온함` ``
/// ends in 함) and brackets (`kept(pid 7)` ends in kept, as Korean writes 나이(年歲)가): a Hangul syllable by its final consonant (FACTS.md "Hangul"); digits as the
/// number is read in Sino-Korean (3 삼 → 을, 10 십, 100 백, 10000 만, 0 영; after a decimal
/// point digit by digit: 1.5 → 오 → 를); Latin letters as Korean speakers read them where the
/// reading is sure enough: acronyms letter by letter (FSRS 에스 → 를, URL 엘 → 을), words by
/// their ending (origin 오리진 → 을, card 카드 → 를, file 파일 → 로). When the sound is not
/// sure (edit: 에딧 or 에디트?, a CJK ideograph, an emoji, nothing at all) the particle is
/// written in its neutral form, 을(를), 이(가), (으)로, as Korean software always has.
/// es-hangul's `josa` chooses the same way for Hangul; it reads no digits or Latin letters.
package enum KoreanParticle {
    /// What a particle attaches to: the sound a word ends with.
    enum FinalSound: Equatable {
        case vowel
        /// ㄹ: a consonant, except that it takes 로 rather than 으로.
        case rieul
        case consonant
        case unknown
    }

    /// One particle's forms: after a consonant, after a vowel (and ㄹ where `rieulTakesVowelForm`),
    /// and the neutral form that fits either.
    struct Forms {
        let afterConsonant: String
        let afterVowel: String
        let neutral: String
        var rieulTakesVowelForm = false
    }

    static let all: [Forms] = {
        var forms = [
            Forms(afterConsonant: "을", afterVowel: "를", neutral: "을(를)"),
            Forms(afterConsonant: "이", afterVowel: "가", neutral: "이(가)"),
            Forms(afterConsonant: "은", afterVowel: "는", neutral: "은(는)"),
            Forms(afterConsonant: "과", afterVowel: "와", neutral: "과(와)"),
            Forms(afterConsonant: "아", afterVowel: "야", neutral: "아(야)"),
            Forms(afterConsonant: "이에요", afterVowel: "예요", neutral: "(이)에요"),
            Forms(afterConsonant: "이었", afterVowel: "였", neutral: "이었(였)"),
        ]
        // 으로 and what grows from it (으로는, 으로도…): ㄹ takes the short form.
        for tail in ["", "는", "도", "만", "서", "써", "부터", "의"] {
            forms.append(Forms(afterConsonant: "으로" + tail, afterVowel: "로" + tail, neutral: "(으)로" + tail, rieulTakesVowelForm: true))
        }
        // The copula's 이 drops after a vowel: 김치라는, 라면이라는.
        for tail in ["랑", "나", "나마", "라는", "라고", "라면", "라서", "라도", "든", "든지", "며", "고", "다"] {
            forms.append(Forms(afterConsonant: "이" + tail, afterVowel: tail, neutral: "(이)" + tail))
        }
        return forms
    }()

    /// Each form, written either way, to its particle.
    static let byForm: [String: Forms] = {
        var table: [String: Forms] = [:]
        for forms in all {
            table[forms.afterConsonant] = forms
            table[forms.afterVowel] = forms
        }
        return table
    }()

    /// Whether `particle` (either form: 을 or 를) is one this filler chooses.
    package static func isKnown(_ particle: String) -> Bool { byForm[particle] != nil }

    /// The form of `particle` (written either way) that follows `word`, or nil for a particle
    /// this filler does not know.
    package static func form(of particle: String, after word: Substring) -> String? {
        guard let forms = byForm[particle] else { return nil }
        switch finalSound(of: word) {
        case .vowel: return forms.afterVowel
        case .rieul: return forms.rieulTakesVowelForm ? forms.afterVowel : forms.afterConsonant
        case .consonant: return forms.afterConsonant
        case .unknown: return forms.neutral
        }
    }

    /// `word` followed by the form of `particle` it takes.
    package static func attach(_ particle: String, to word: String) -> String {
        word + (form(of: particle, after: word[...]) ?? particle)
    }

    // MARK: - The last sound

    /// The sound `text` ends with when read aloud.
    static func finalSound(of text: Substring) -> FinalSound {
        let scalars = Array(text.unicodeScalars.suffix(200))
        var end = scalars.count
        while true {
            while end > 0, isClosing(scalars[end - 1]) { end -= 1 }
            guard end > 0, scalars[end - 1] == ")" || scalars[end - 1] == "）" else { break }
            // A particle after brackets agrees with the word before them: kept(pid 7)가; a
            // bracketed word alone is read inside: (메모)가.
            if let open = scalars[..<(end - 1)].lastIndex(where: { $0 == "(" || $0 == "（" }),
               scalars[..<open].contains(where: { !isClosing($0) }) {
                end = open
            } else {
                end -= 1
            }
        }
        guard end > 0 else { return .unknown }
        let last = scalars[end - 1].value
        switch last {
        case 0xAC00...0xD7A3:
            let final = (last - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x3131...0x314E:  // a consonant alone, read by its name: 기역, 리을, 미음…
            return last == 0x3139 ? .rieul : .consonant
        case 0x314F...0x3163, 0x1161...0x1175:  // a vowel alone, or a decomposed syllable without final
            return .vowel
        case 0x11A8...0x11C2:  // a decomposed syllable's final
            return last == 0x11AF ? .rieul : .consonant
        case 0x30...0x39:
            return numberSound(scalars[..<end])
        case 0x25:  // %: 퍼센트
            return .vowel
        case 0x2B:  // +: 플러스 (C++)
            return .vowel
        case 0x23:  // #: 샵 after a letter (C#), else not read
            return end > 1 && isASCIILetter(scalars[end - 2]) ? .consonant : .unknown
        case 0x41...0x5A, 0x61...0x7A:
            var start = end - 1
            while start > 0, isASCIILetter(scalars[start - 1]) { start -= 1 }
            return latinSound(String(String.UnicodeScalarView(scalars[start..<end])))
        default:
            return .unknown
        }
    }

    /// Punctuation that closes a word and is not read: quotes, brackets, backticks, stops.
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x21, 0x22, 0x27, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3E, 0x3F,
             0x5D, 0x5F, 0x60, 0x7D, 0x7E, 0x2A, 0x2019, 0x201D, 0x2026, 0x300D, 0x300F, 0x3009, 0x300B,
             0xFF3D, 0x3011:
            return true
        default:
            return false
        }
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    // MARK: Numbers, read in Sino-Korean

    /// The last sounds of 영 일 이 삼 사 오 육 칠 팔 구.
    static let digitSounds: [FinalSound] = [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel]

    /// A number's last sound: its last digit when that is not 0 (12 십이 → 가); else the unit its
    /// zeros make (10 십, 100 백, 1000 천, 10000 만, 10⁸ 억, 10¹² 조, 10¹⁶ 경); 0 alone is 영.
    /// After a decimal point digits are read one by one (1.50 일 점 오 영).
    static func numberSound(_ scalars: ArraySlice<Unicode.Scalar>) -> FinalSound {
        var digits: [Int] = []
        var index = scalars.endIndex
        while index > scalars.startIndex {
            let value = scalars[index - 1].value
            if (0x30...0x39).contains(value) {
                digits.append(Int(value - 0x30))
            } else if value == 0x2E {  // a decimal point: the digits after it were read one by one
                return digits.first.map { digitSounds[$0] } ?? .unknown
            } else if value != 0x2C {  // a thousands separator is not read
                break
            }
            index -= 1
        }
        guard let last = digits.first else { return .unknown }
        if last != 0 { return digitSounds[last] }
        guard let zeros = digits.firstIndex(where: { $0 != 0 }) else { return .consonant }  // 영
        switch zeros {
        case 1, 2, 3: return .consonant  // 십 백 천
        case 4...7: return .consonant  // 만
        case 8...11: return .consonant  // 억
        case 12...15: return .vowel  // 조
        case 16...19: return .consonant  // 경
        default: return .unknown
        }
    }

    // MARK: Latin letters, read as Korean speakers read them

    /// Words whose Korean reading the ending rules below would not find.
    static let knownReadings: [String: FinalSound] = [
        "git": .consonant,  // 깃
        "commit": .consonant,  // 커밋
        "github": .consonant,  // 깃허브
        "check": .vowel,  // 체크
        "ok": .vowel,  // 오케이
        "okay": .vowel,
        "usb": .vowel,  // 유에스비
    ]

    /// The last sound of a run of Latin letters.
    static func latinSound(_ word: String) -> FinalSound {
        let lower = word.lowercased()
        if let known = knownReadings[lower] { return known }
        let hasVowelLetter = lower.contains { "aeiouy".contains($0) }
        let isAcronym = word.count <= 4 && word.allSatisfy(\.isUppercase)
        if word.count == 1 || isAcronym || !hasVowelLetter { return letterNameSound(lower.last!) }
        return wordEndingSound(Array(lower.utf8))
    }

    /// The last sound of a letter's Korean name: 엘 알 end in ㄹ, 엠 엔 in a consonant, the
    /// others (에이 비 씨 디 … 에스 … 엑스 와이 지) in a vowel.
    static func letterNameSound(_ letter: Character) -> FinalSound {
        switch letter {
        case "l", "r": return .rieul
        case "m", "n": return .consonant
        default: return .vowel
        }
    }

    /// The last sound of an English word read as Korean borrows it, from its last letters:
    /// -m -n -ng -me -ne (메인, 오리진, 네임, 라인) and -b -ck (웹, 백) end in a consonant, -l -le
    /// (메일, 파일) in ㄹ, and most others in a vowel because Korean adds ㅡ or reads the vowel
    /// (카드, 폴더, 태그, 노트, 박스). Endings read both ways (-t after a vowel: 에딧/에디트,
    /// -k after a vowel) are unknown.
    static func wordEndingSound(_ letters: [UInt8]) -> FinalSound {
        let count = letters.count
        let last = letters[count - 1]
        let before: UInt8? = count > 1 ? letters[count - 2] : nil
        let isVowel: (UInt8?) -> Bool = { $0.map { "aeiou".utf8.contains($0) } ?? false }
        switch last {
        case UInt8(ascii: "m"), UInt8(ascii: "n"), UInt8(ascii: "b"):
            return .consonant
        case UInt8(ascii: "l"):
            return .rieul
        case UInt8(ascii: "g"):
            return before == UInt8(ascii: "n") ? .consonant : .vowel  // 스트링, 태그
        case UInt8(ascii: "k"):
            if before == UInt8(ascii: "c") { return .consonant }  // 백, 덱, 락, 스택
            if count > 2, letters[count - 3] == UInt8(ascii: "o"), before == UInt8(ascii: "o") { return .consonant }  // 북, 룩
            return isVowel(before) ? .unknown : .vowel  // 데스크, 링크
        case UInt8(ascii: "c"):
            return isVowel(before) ? .consonant : .vowel  // 맥, 뮤직; 싱크
        case UInt8(ascii: "p"):
            return isVowel(before) || before == UInt8(ascii: "p") ? .consonant : .vowel  // 앱, 그룹; 헬프
        case UInt8(ascii: "t"):
            return isVowel(before) ? .unknown : .vowel  // 에딧/에디트; 리스트, 켑트
        case UInt8(ascii: "e"):
            switch before {
            case UInt8(ascii: "m"), UInt8(ascii: "n"): return .consonant  // 네임, 라인
            case UInt8(ascii: "l"): return .rieul  // 파일
            case UInt8(ascii: "p"): return .unknown  // 타입, 테이프
            default: return .vowel  // 코드, 노트, 스토어
            }
        case UInt8(ascii: "h"):
            return ["s", "c", "t", "p"].map { UInt8(ascii: $0) }.contains(before ?? 0) ? .vowel : .unknown
        case UInt8(ascii: "j"), UInt8(ascii: "q"):
            return .unknown
        default:  // a e i o u y, d r s x z f v w: 데이터, 비디오, 카드, 폴더, 노츠, 박스
            return .vowel
        }
    }
}
