import Foundation
import ReferenceTools
import Testing

/// The corpus in Tests/Fixtures/hostile: every hostile file gets its `path:line:col` message
/// from `kept check`, and every file, hostile or not, stays listable.
@Suite("hostile input", .tags(.slow), .fullSuiteOnly)
struct HostileInputTests {
    static let corpus = URL(fileURLWithPath: ReferencePython.packageRoot).appendingPathComponent("Tests/Fixtures/hostile")

    struct Expectation {
        let file: String
        /// `line:col`, nil for a file that must read without a problem.
        let position: String?
        let message: String
    }

    static func expectations() throws -> [Expectation] {
        try String(contentsOf: corpus.appendingPathComponent("expectations.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { line in
                let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Expectation(file: parts[0], position: parts[1] == "-" ? nil : parts[1], message: parts.count > 2 ? parts[2] : "")
            }
    }

    /// A store holding the corpus (plus the generated files) and two good entries.
    static func hostileStore() throws -> Sandbox {
        let sandbox = try Sandbox()
        let folder = sandbox.url("fridge/hostile")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where name.hasSuffix(".md") {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        // 50 MB of body under readable front matter.
        let line = Data("오늘은 김치를 담갔다. The quick brown fox jumps over the lazy dog. 1234567890\n".utf8)
        var big = Data("---\ntitle: 큰 본문\ncategory: hostile\nquantity: 1\n---\n".utf8)
        big.reserveCapacity(50_100_000)
        while big.count < 50_000_000 { big.append(line) }
        try big.write(to: folder.appendingPathComponent("big-body.md"))
        // A PNG saved as .md: a signature, NULs and bytes that are no UTF-8.
        var binary = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D])
        binary.append(contentsOf: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) })
        try binary.write(to: folder.appendingPathComponent("binary.md"))
        try Data("---\ntitle: NUL 본문\ncategory: hostile\n---\nbefore\u{0}after\n".utf8).write(to: folder.appendingPathComponent("nul-in-body.md"))
        try sandbox.ok(["new", "fridge", "김치", "--category", "반찬", "--no-edit"])
        try sandbox.ok(["new", "card", "살다", "--no-edit"])
        return sandbox
    }

    @Test func everyHostileFileIsNamedAtItsLineAndColumnAndEveryEntryStaysListable() throws {
        let sandbox = try Self.hostileStore()
        let expectations = try Self.expectations()

        let started = Date()
        let check = try sandbox.run(["check"])
        #expect(Date().timeIntervalSince(started) < 30, "kept check took too long")
        #expect(check.status == 1)
        let problems = check.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
        for expectation in expectations {
            let path = "fridge/hostile/\(expectation.file)"
            let mine = problems.filter { $0.hasPrefix(path + ":") }
            if let position = expectation.position {
                #expect(mine.count == 1, "\(expectation.file): \(mine)")
                #expect(mine.first?.hasPrefix("\(path):\(position): ") == true, "\(expectation.file): \(mine)")
                #expect(mine.first?.contains(expectation.message) == true, "\(expectation.file): \(mine)")
            } else {
                #expect(mine.isEmpty, "\(expectation.file) should read cleanly: \(mine)")
            }
        }
        #expect(check.stderr.contains("\(expectations.filter { $0.position != nil }.count) problems in \(expectations.count + 2) entries"), "\(check.stderr)")
        // No terminal ever gets a raw control character from a problem report.
        #expect(!check.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })

        let list = try sandbox.ok(["list", "--format", "paths"])
        let listed = Set(list.lines)
        for expectation in expectations {
            #expect(listed.contains("fridge/hostile/\(expectation.file)"), "\(expectation.file) is not listed")
        }
        #expect(listed.contains("fridge/반찬/김치.md") && listed.contains("cards/general/살다.md"))

        let json = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout)
        for entry in json where (entry["path"] as? String)?.hasPrefix("fridge/hostile/") == true {
            let file = (entry["path"] as! String).dropFirst("fridge/hostile/".count)
            // Unreadable files are marked; a readable one with a bad value (`quantity: lots`)
            // lists its value as written, and only check complains.
            let expected = expectations.first { $0.file == file }
            let unreadable = expected?.position != nil && expected?.message.hasPrefix("`") == false
            #expect((entry["problem"] != nil) == unreadable, "\(file): \(entry)")
        }
        // The good entries still change and search as usual.
        try sandbox.ok(["fridge", "consume", "김치"])
        #expect(try sandbox.ok(["search", "김치"]).stdout.contains("김치"))
    }

    @Test func aBrokenSettingsFileIsNamedAndEntriesStayListable() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "fridge", "우유", "--no-edit"])
        try sandbox.write(".kept/config.yaml", "fridge:\n  soon: [3\n")
        let list = try sandbox.run(["list", "--format", "paths"])
        #expect(list.stdout == "fridge/other/우유.md\n", "\(list)")
        let expiring = try sandbox.run(["fridge", "expiring"])
        #expect(expiring.status == 1)
        #expect(expiring.stderr.hasPrefix("kept: .kept/config.yaml:3:"), "\(expiring)")
        let check = try sandbox.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains(".kept/config.yaml:3:"), "\(check)")
    }
}
