import ArgumentParser
import Foundation
import Kept

extension Kept {
    struct Clone: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Make a store from a remote (an empty remote too: the store starts on main).")

        @Argument(help: "A folder, file://, ssh://host/path, user@host:path or https://… URL.")
        var url: String

        @Argument(help: "Where the store goes (default: the URL's last part, without .git).")
        var dir: String?

        @Flag(help: "Let $KEPT_GIT_TOKEN go to this plain http:// remote, unencrypted (refused otherwise).")
        var allowHttp = false

        func run() throws {
            let progress = TransferProgressLine()
            defer { progress.finish() }
            let report = try Store.clone(url: url, into: dir ?? Self.defaultFolder(for: url),
                                         language: LocaleEnvironment.language, transfer: progress.options,
                                         allowingHTTP: allowHttp)
            progress.finish()
            let what = report.initialized ? "an empty store (commit with kept, then `kept sync` pushes it)"
                : "\(report.entries) \(report.entries == 1 ? "entry" : "entries")"
            Terminal.out("cloned \(RemoteURL.redacted(url)) into \(report.root): \(what)")
        }

        static func defaultFolder(for url: String) -> String {
            var last = url
            while last.hasSuffix("/") { last.removeLast() }
            last = String(last.split(whereSeparator: { $0 == "/" || $0 == ":" }).last ?? "kept")
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.isEmpty ? "kept" : last
        }
    }
}
