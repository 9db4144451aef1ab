import Foundation
import Testing

/// The layers, kept → KeptCLI / kept-serve → KeptCLI + KeptWeb / kept-mcp → KeptCLI + KeptMCP → Kept → KeptGit →
/// libgit2, each importing only the one below; the front ends are siblings and none imports another.
/// Package.swift declares them, but SwiftPM does not check a target's imports against its
/// declared dependencies unless asked (`--explicit-target-dependency-import-check`): a module
/// another target built is importable anywhere. An import across the layers in Sources fails
/// here, naming file and line.
struct LayerImportTests {
    /// The modules the sources under each folder must not import, and why.
    static let forbidden: [(folder: String, modules: [String], why: String)] = [
        ("Sources/KeptExecutable", ["Kept", "KeptGit", "CLibGit2", "CCmarkGFM", "ArgumentParser", "KeptWeb", "Hummingbird", "X509", "KeptMCP", "MCP"], "`kept` only starts the command line and carries no server: each start would scan the servers' type conformances (kept serve runs kept-serve, kept mcp runs kept-mcp)"),
        ("Sources/KeptMCPExecutable", ["Kept", "KeptGit", "CLibGit2", "CCmarkGFM", "ArgumentParser", "KeptWeb", "Hummingbird"], "`kept-mcp` only starts the command line, giving it the assistant's server (KeptProgram.main)"),
        ("Sources/KeptServeExecutable", ["Kept", "KeptGit", "CLibGit2", "CCmarkGFM", "ArgumentParser"], "`kept-serve` only starts the command line, giving it the web front end (KeptProgram.main)"),
        ("Sources/KeptCLI", ["KeptGit", "CLibGit2", "CCmarkGFM", "CQRencode", "KeptWeb", "Hummingbird", "KeptMCP", "MCP"], "the command line speaks to Kept alone (Kept's own types for commits and history); `kept serve` reaches KeptWeb through the StoreServer it is given"),
        ("Sources/KeptWeb", ["KeptGit", "CLibGit2", "CCmarkGFM", "KeptCLI", "ArgumentParser", "KeptMCP", "MCP"], "the web front end speaks to Kept alone, beside the command line"),
        ("Sources/KeptMCP", ["KeptGit", "CLibGit2", "CCmarkGFM", "KeptCLI", "ArgumentParser", "KeptWeb", "Hummingbird"], "the assistant's server speaks to Kept alone, beside the command line; `kept mcp` reaches it through the AssistantServer it is given"),
        ("Sources/Kept", ["CLibGit2", "KeptCLI", "KeptWeb", "KeptMCP", "MCP", "ArgumentParser", "Hummingbird", "X509", "SwiftASN1", "CQRencode"], "Kept reaches libgit2 through KeptGit, and knows no command line and no HTTP; certificates and QR codes are the server's (kept-serve), so that `kept` starts without their libraries"),
        ("Sources/KeptGit", ["Kept", "KeptCLI", "KeptWeb", "KeptMCP", "CCmarkGFM", "ArgumentParser"], "the git wrapper sits below the domain and knows nothing of it"),
    ]

    /// The module a line of Swift imports, any form of it (`@testable`, `internal`,
    /// `import struct M.T`); nil for any other line, a comment among them.
    static func importedModule(_ line: String) -> String? {
        // Most lines hold no import at all: the regex runs only on those that might.
        guard line.contains("import") else { return nil }
        let declaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)/
        return line.firstMatch(of: declaration).map { String($0.output.1) }
    }

    /// The imports across the layers in `files` (path and text), as `path:line: import`.
    static func crossings(in files: [(String, String)], forbidden modules: [String]) -> [String] {
        var found: [String] = []
        for (file, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let module = importedModule(String(line)), modules.contains(module) {
                    found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// cmark-gfm's C calls live in one file: the rest of Kept reads Markdown through its tree.
    @Test func oneFileCallsCmark() throws {
        let files = try SourceFiles.all(under: "Sources/Kept").filter { !$0.0.hasSuffix("Markdown/MarkdownTree.swift") }
        #expect(Self.crossings(in: files, forbidden: ["CCmarkGFM"]).isEmpty)
    }

    /// libqrencode's likewise: the rest of kept sees a QR code as its modules.
    @Test func oneFileCallsQrencode() throws {
        let files = try SourceFiles.all(under: "Sources").filter { !$0.0.hasSuffix("KeptWeb/TLS/QRCode+Encoding.swift") }
        #expect(Self.crossings(in: files, forbidden: ["CQRencode"]).isEmpty)
    }

    @Test(arguments: forbidden.map(\.folder))
    func noLayerImportsPastTheOneBelow(_ folder: String) throws {
        let rule = try #require(Self.forbidden.first { $0.folder == folder })
        let files = try SourceFiles.all(under: rule.folder)
        #expect(!files.isEmpty, "no sources under \(rule.folder): the scan would pass on nothing")
        let found = Self.crossings(in: files, forbidden: rule.modules)
        #expect(found == [], "\(rule.why):\n\(found.joined(separator: "\n"))")
    }

    /// The scan finds what it is for (a scan that matches nothing would pass forever).
    @Test func theScanCatchesAPlantedImport() {
        let planted = [("Sources/KeptCLI/Planted.swift", """
            import Foundation
            import Kept
            internal import KeptGit
            """)]
        #expect(Self.crossings(in: planted, forbidden: ["KeptGit", "CLibGit2"])
                == ["Sources/KeptCLI/Planted.swift:3: internal import KeptGit"])
        for line in ["import KeptGit", "@testable import KeptGit", "@_implementationOnly import CLibGit2",
                     "public import KeptGit", "import struct KeptGit.ObjectID", "@preconcurrency import CLibGit2"] {
            #expect(Self.importedModule(line).map { ["KeptGit", "CLibGit2"].contains($0) } == true, "\(line)")
        }
        // Kept is not KeptGit, and a comment or a string naming an import is not one.
        #expect(Self.importedModule("import KeptGit") != "Kept")
        #expect(Self.crossings(in: [("a.swift", "import KeptGit\n// import Kept\nlet s = \"import Kept\"")], forbidden: ["Kept"]) == [])
    }
}
