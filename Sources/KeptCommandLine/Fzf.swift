import Foundation
import Kept

/// Choosing one entry among several with fzf (https://github.com/junegunn/fzf): candidates
/// go to its stdin as `path<TAB>title  kind`, it draws on the terminal itself, and the chosen
/// line comes back on its stdout.
enum Fzf {
    /// The fzf on PATH, if any.
    static func locate() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/fzf"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The path of the entry chosen, or nil when the person cancelled (Esc, Ctrl-C) or fzf
    /// found nothing for `query`.
    static func choose(_ entries: [Entry], query: String? = nil, executable: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        var arguments = ["--delimiter=\t", "--with-nth=2..", "--prompt=kept> ", "--height=40%", "--reverse"]
        // With a query one match is chosen at once and none ends fzf: handy in scripts.
        if let query { arguments += ["--query=\(query)", "--select-1", "--exit-0"] }
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw KeptError.io(executable, "cannot run fzf: \(error.localizedDescription)")
        }
        let lines = entries.map { entry in
            "\(entry.path)\t\(entry.title.replacingOccurrences(of: "\t", with: " "))  \(entry.kind)  \(entry.path)"
        }
        // Written on another thread: fzf may start reading only after it has drawn.
        let writer = input.fileHandleForWriting
        let bytes = Data((lines.joined(separator: "\n") + "\n").utf8)
        Thread {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }.start()
        let chosen = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: chosen, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        let path = line.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return entries.contains { $0.path == path } ? path : nil
    }
}
