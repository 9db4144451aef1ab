import Foundation

/// `Kept-Machine: <name>`, the trailer on commits `kept sync` makes, which tells the other
/// machine whose version a conflict copy holds.
enum MachineTrailer {
    static let key = "Kept-Machine:"

    static func line(_ machine: String) -> String { "\(key) \(machine)" }

    static func machine(in message: String) -> String? {
        for line in message.split(whereSeparator: \.isNewline).reversed() where line.hasPrefix(key) {
            let name = line.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return name }
        }
        return nil
    }
}
