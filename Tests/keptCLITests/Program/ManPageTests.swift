import Foundation
import ReferenceTools
import Testing

/// `make man`: scripts/man-pages runs argument-parser's generate-manual tool on the built kept
/// and names the pages as `man` looks them up (kept-fridge.1, not kept.fridge.1).
@Suite("Man pages")
struct ManPageTests {
    /// argument-parser's tool, built next to kept by `make test` (`swift build --product
    /// generate-manual-tool`).
    static var generator: URL? {
        guard let kept = try? KeptBinary.url() else { return nil }
        let tool = kept.deletingLastPathComponent().appendingPathComponent("generate-manual-tool")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }

    static var repository: URL {
        URL(fileURLWithPath: ReferencePython.packageRoot)
    }

    /// Runs a program with `env`, returns its status and stdout.
    static func run(_ program: String, _ arguments: [String], env: [String: String]) throws -> (Int32, String) {
        let result = try KeptProcess.run(URL(fileURLWithPath: program), arguments, env: env)
        return (result.status, result.stdout + result.stderr)
    }

    @Test(.enabled(if: generator != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
    func onePagePerCommandAndManFindsKeptFridge() throws {
        let sandbox = try Sandbox(initStore: false)
        let man = sandbox.root.appendingPathComponent("man")
        let env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": sandbox.home.path]
        let (status, output) = try Self.run(Self.repository.appendingPathComponent("scripts/man-pages").path,
                                            [man.appendingPathComponent("man1").path, try KeptBinary.url().path,
                                             try #require(Self.generator).path], env: env)
        #expect(status == 0, "\(output)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: man.appendingPathComponent("man1").path)
        for page in ["kept.1", "kept-new.1", "kept-edit.1", "kept-list.1", "kept-fridge.1", "kept-fridge-add.1", "kept-sync.1"] {
            #expect(pages.contains(page), "\(pages.sorted())")
        }
        #expect(!pages.contains { $0.contains("kept.fridge") || $0 == "kept-help.1" })

        // `man -l` renders one file; `man kept-fridge` finds it on the man path.
        let page = man.appendingPathComponent("man1/kept-new.1").path
        let (shown, rendered) = try Self.run("/usr/bin/man", ["-l", page], env: env.merging(["MANWIDTH": "80", "MANPAGER": "cat"]) { $1 })
        #expect(shown == 0)
        #expect(rendered.hasPrefix("KEPT-NEW(1)"), "\(rendered)")
        // NAME holds one word, as whatis and apropos read it (git's pages say git-log too).
        #expect(rendered.contains("NAME\n     kept-new — Write a new entry from its kind's template, in $EDITOR unless\n"), "\(rendered)")
        #expect(rendered.contains("SYNOPSIS\n     kept new [--store dir] [--no-color] [--no-pager] kind [title]\n"), "\(rendered)")
        let (found, fridge) = try Self.run("/usr/bin/man", ["kept-fridge"],
                                           env: env.merging(["MANPATH": man.path, "MANWIDTH": "80", "MANPAGER": "cat"]) { $1 })
        #expect(found == 0, "\(fridge)")
        #expect(fridge.contains("KEPT-FRIDGE(1)"))
        #expect(fridge.contains("kept-fridge — What is in the fridge, what expires soon, what to buy."))
        #expect(fridge.contains("kept-fridge-add(1)"))
    }
}
