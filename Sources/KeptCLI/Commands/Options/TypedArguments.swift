import Foundation
import Kept

/// The arguments as they were typed, before kept makes them NFC: a path typed on the command
/// line names the file with exactly its bytes (of NFC and NFD twins, the one typed), while
/// titles and values are matched in NFC.
enum TypedArguments {
    /// Set once by `KeptCommand.main` before parsing.
    static var raw: [String] {
        get { typed.withLock { $0 } }
        set { typed.withLock { $0 = newValue } }
    }
    private static let typed = Locked<[String]>([])

    /// The argument as typed whose NFC form is `argument`; `argument` itself when none, or
    /// when two typed arguments differ only in normalisation (which of them this one was
    /// cannot be told after parsing).
    static func asTyped(_ argument: String) -> String {
        let bytes = Array(argument.utf8)
        var forms: [String] = []
        for typed in raw where Array(typed.nfc.utf8) == bytes && !forms.contains(where: { Array($0.utf8) == Array(typed.utf8) }) {
            forms.append(typed)
        }
        return forms.count == 1 ? forms[0] : argument
    }
}
