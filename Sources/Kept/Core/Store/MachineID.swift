import Foundation

/// This machine's id within a store: what names its review log (`.kept/reviews/<id>.jsonl`).
///
/// It is the machine's name as sync knows it (`ThisMachine.name`: `$KEPT_MACHINE`, else the host
/// name, slugged). A name set with `$KEPT_MACHINE` is used as it is: the user chose it. A name
/// taken from the host gets a random suffix (`laptop-3f9a`), because two machines called
/// `localhost` or `raspberrypi` appending to one log file would conflict on every sync; it is
/// made once and kept in `.kept/state/machine-id` (not committed: a clone makes its own).
package enum MachineID {
    package static let relativePath = ".kept/state/machine-id"

    /// The store's machine id on the machine it is used from, made and saved on first use.
    package static func of(_ store: Store) throws -> String {
        let machine = store.machine
        if machine.nameIsChosen { return machine.name }
        // No link followed (`StoreFolder`): a `.kept/state` link must not receive the id.
        if let data = try store.contents(at: relativePath),
           let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
           isValid(text) {
            return text
        }
        let id = machine.name + "-" + String(format: "%04x", UInt16.random(in: .min ... .max))
        try store.writeFile(id + "\n", at: relativePath)
        return id
    }

    /// Whether `id` can name a log file: no folders, no hidden file, no spaces or controls.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 80 && !id.hasPrefix(".") && !id.contains("/")
            && !id.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }
}
