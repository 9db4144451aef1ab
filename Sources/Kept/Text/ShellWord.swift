/// A word as a POSIX shell reads it back unchanged: as it is when it holds only characters
/// no shell treats specially (Hangul and other letters included), else in single quotes.
public enum ShellWord {
    public static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x7F ? !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:@%+=,".unicodeScalars.contains(scalar)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
