import Foundation
import Testing

/// Kept reads no environment and starts no process by itself: the command line reads them
/// and passes values in (`ThisMachine`, `StoreLocation.find`'s environment and home folder,
/// `Language.forMessages(in:)`) or implements a port (`CommandRunner`). A line of
/// Sources/Kept that does either again fails here, naming file and line.
struct DomainSideEffectTests {
    /// What reads the environment or the user's account, or starts a process.
    static let forbidden: [(pattern: String, what: String)] = [
        (#"\bProcessInfo\b"#, "ProcessInfo (environment, host name, arguments)"),
        (#"\b(?:getenv|setenv|unsetenv|environ)\b"#, "the environment"),
        (#"\b(?:gethostname|uname|NSHomeDirectory|NSUserName|homeDirectoryForCurrentUser|getpwuid|getlogin)\b"#,
         "the machine or the user's account"),
        (#"\bHost\.current\b"#, "the host"),
        (#"\bProcess\s*\("#, "Foundation's Process"),
        (#"\b(?:posix_spawn\w*|fork|vfork|execv\w*|execl\w*|system|popen)\s*\("#, "a process started"),
    ]

    /// The patterns, compiled once: compiling them again for each line of Sources took half a
    /// minute of every run.
    nonisolated(unsafe) static let compiled: [(regex: Regex<AnyRegexOutput>, what: String)] = forbidden.map {
        // Simple word boundaries: Unicode's keep `ProcessInfo.processInfo` one word.
        ((try! Regex($0.pattern)).wordBoundaryKind(.simple), $0.what)
    }

    static func matches(_ line: String) throws -> [String] {
        compiled.filter { line.contains($0.regex) }.map(\.what)
    }

    /// Lines allowed with why: not the environment, not a process.
    static let allowed: [(file: String, text: String, why: String)] = [
        ("ConcurrentMap.swift", "ProcessInfo.processInfo.activeProcessorCount",
         "the number of cores splits work into chunks; it changes no result"),
    ]

    @Test func keptReadsNoEnvironmentAndStartsNoProcess() throws {
        var found: [String] = []
        for (file, text) in try SourceFiles.all(under: "Sources/Kept") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Comments may name what the code must not do.
                let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line.split(separator: "//", maxSplits: 1).first ?? "")
                for what in try Self.matches(code) {
                    if Self.allowed.contains(where: { file.hasSuffix("/" + $0.file) && code.contains($0.text) }) { continue }
                    found.append("\(file):\(number + 1): \(what): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found == [], "pass it in from the command line (Sources/KeptCLI/System/) instead:\n\(found.joined(separator: "\n"))")
    }

    /// The scan finds what it is for (a scan that matches nothing would pass forever).
    @Test func theScanCatchesEachKind() throws {
        let lines = ["let e = ProcessInfo.processInfo.environment", "let h = getenv(\"HOME\")", "let p = Process()",
                     "posix_spawn(&pid, path, nil, nil, argv, envp)", "gethostname(&buf, 64)", "let home = NSHomeDirectory()"]
        for line in lines { #expect(try !Self.matches(line).isEmpty, "\(line)") }
        for line in ["let process = ReviewProcess(card)", "let name = filesystem(x)", "case .environment:"] {
            #expect(try Self.matches(line).isEmpty, "\(line)")
        }
    }
}
