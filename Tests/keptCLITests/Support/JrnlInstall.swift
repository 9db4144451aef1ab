import Foundation
import ReferenceTools

/// The real jrnl 4.6 (PyPI): the one `make references` installs beside the other reference
/// tools (`Tests/References/requirements.txt`), else one in a virtual environment the tests
/// make once per machine (`/tmp/kept-tests-jrnl-4.6`); nil when neither can be had.
enum JrnlInstall {
    static let version = "4.6"

    static let executable: String? = {
        if let python = ReferencePython.executable {
            let jrnl = (python as NSString).deletingLastPathComponent + "/jrnl"
            if FileManager.default.isExecutableFile(atPath: jrnl) { return jrnl }
        }
        let venv = (NSTemporaryDirectory() as NSString).appendingPathComponent("kept-tests-jrnl-\(version)")
        let jrnl = venv + "/bin/jrnl"
        if FileManager.default.isExecutableFile(atPath: jrnl) { return jrnl }
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) else { return nil }
        guard run(python, ["-m", "venv", venv]) == 0,
              run(venv + "/bin/pip", ["install", "--quiet", "--disable-pip-version-check", "jrnl==\(version)"]) == 0,
              FileManager.default.isExecutableFile(atPath: jrnl) else {
            try? FileManager.default.removeItem(atPath: venv)
            return nil
        }
        return jrnl
    }()

    static var available: Bool { executable != nil }

    /// Runs jrnl with its configuration in `config` (XDG_CONFIG_HOME) and `stdin`; its stdout.
    static func jrnl(_ arguments: [String], config: String, stdin: String? = nil) throws -> String {
        guard let executable else { throw SupportError("jrnl \(version) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["XDG_CONFIG_HOME": config, "HOME": config, "PATH": "/usr/bin:/bin",
                               "LANG": "C.UTF-8", "TZ": "Asia/Seoul", "NO_COLOR": "1"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SupportError("jrnl \(arguments) failed: \(String(decoding: err, as: UTF8.self))")
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes `config/jrnl/jrnl.yaml` as jrnl 4.6 writes it, with `journals` (name → its lines
    /// under the name, e.g. `journal: PATH`) and the top-level `timeformat`; returns its path.
    @discardableResult
    static func writeConfig(_ config: String, journals: [(name: String, lines: [String])],
                            timeformat: String = "%Y-%m-%d %H:%M", tagsymbols: String = "#@") throws -> String {
        try FileManager.default.createDirectory(atPath: config + "/jrnl", withIntermediateDirectories: true)
        let journalLines = journals.flatMap { ["  \($0.name):"] + $0.lines.map { "    " + $0 } }
        let yaml = ([
            "colors: {body: none, date: none, tags: none, title: none}",
            "default_hour: 9",
            "default_minute: 0",
            "editor: ''",
            "encrypt: false",
            "highlight: true",
            "indent_character: '|'",
            "journals:",
        ] + journalLines + [
            "linewrap: 79",
            "tagsymbols: '\(tagsymbols)'",
            "template: false",
            "timeformat: '\(timeformat)'",
            "version: v4.6",
        ]).joined(separator: "\n") + "\n"
        let path = config + "/jrnl/jrnl.yaml"
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
