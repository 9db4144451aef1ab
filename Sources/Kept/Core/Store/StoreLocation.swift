import Foundation

/// Where the store is: `--store`, else the nearest ancestor of the working directory holding
/// `.kept/` (the store you are in wins, as in zk), else `$KEPT_STORE`, else the per-user default.
/// The environment and the user's home folder are read by the caller and passed in.
package struct StoreLocation: Sendable, Equatable {
    package enum Source: Sendable, Equatable { case option, environment, ancestor, userDefault }

    package let path: String
    package let source: Source

    package static func find(option: String?, environment: [String: String], workingDirectory: String,
                            homeDirectory: String) -> StoreLocation {
        if let option, !option.isEmpty { return StoreLocation(path: Store.absolute(option), source: .option) }
        var folder = Store.absolute(workingDirectory)
        while true {
            if Store.isStore(folder) { return StoreLocation(path: folder, source: .ancestor) }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        if let env = environment["KEPT_STORE"], !env.isEmpty {
            return StoreLocation(path: Store.absolute(env), source: .environment)
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? homeDirectory) as NSString).appendingPathComponent(".local/share")
        return StoreLocation(path: Store.absolute((data as NSString).appendingPathComponent("kept")), source: .userDefault)
    }
}
