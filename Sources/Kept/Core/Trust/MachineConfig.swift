import Foundation

/// This machine's own settings, `${XDG_CONFIG_HOME:-~/.config}/kept/config.yaml` (the command
/// line finds the path): written like `.kept/config.yaml`, never synced, so a command set
/// here runs without asking (`ProgramSettings`).
package struct MachineConfig: Sendable {
    /// The file's path (it may not exist).
    package let path: String
    package let config: StoreConfig

    /// No machine settings at all.
    package static let none = MachineConfig(path: "", config: try! StoreConfig(text: ""))

    init(path: String, config: StoreConfig) {
        self.path = path
        self.config = config
    }

    /// Reads the file at `path`; no file means no settings. A broken file is an error naming
    /// this file (not the store's).
    package static func load(path: String) throws -> MachineConfig {
        guard let data = FileManager.default.contents(atPath: path) else { return MachineConfig(path: path, config: try StoreConfig(text: "")) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw KeptError.io(path, Message(.errorStoreConfigCannotReadSettingsAs))
        }
        do {
            return MachineConfig(path: path, config: try StoreConfig(text: text))
        } catch let KeptError.invalidField(_, line, message) {
            throw KeptError.invalidField(path: path, line: line, message)
        }
    }
}
