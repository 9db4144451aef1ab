import Foundation

extension Store {
    /// Changes settings in `.kept/config.yaml` (each one line, or added under its section) and
    /// commits them as one change; no commit when every value was already so.
    package func changeSettings(_ settings: [(key: String, value: String)], message: String) throws -> Change {
        try locked {
            let config = try self.config()
            var text = config.text
            for (key, value) in settings {
                text = try StoreConfig(text: text).setting(key, to: value)
            }
            guard text != config.text else { return Change(path: StoreConfig.relativePath, message: message, commit: nil) }
            try writeFile(text, at: StoreConfig.relativePath)
            return Change(path: StoreConfig.relativePath, message: message,
                          commit: try commit([StoreConfig.relativePath], message: message))
        }
    }
}
