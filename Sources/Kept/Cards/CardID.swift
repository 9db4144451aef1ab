import Foundation

/// A card's short stable id (`id:` in its front matter): what its reviews and reminders refer
/// to, so that a card keeps its history when it is renamed or moved to another category.
public enum CardID {
    /// Lower-case letters and digits without look-alikes (no 0/o, 1/l/i): easy to read aloud.
    static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")

    /// Eight characters, starting with a letter (so YAML never reads it as a number):
    /// 31^8 ≈ 8.5 × 10^11 ids, a collision among 10,000 cards is about one in 17,000.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var id = String(alphabet[Int.random(in: 0..<23, using: &generator)])
        for _ in 1..<8 { id.append(alphabet.randomElement(using: &generator)!) }
        return id
    }
}
