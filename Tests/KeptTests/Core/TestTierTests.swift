import Foundation
import ReferenceTools
import Testing

/// `make test-fast` skips exactly the suites and tests tagged for the full run: a tag without
/// `.fullSuiteOnly` would slow the inner loop, a `.fullSuiteOnly` without a tag would hide a
/// test from it unnamed.
struct TestTierTests {
    /// Each `@Suite(…)` or `@Test(…)` attribute in `text`, as one string, with its line.
    static func attributes(in text: String) -> [(line: Int, text: String)] {
        var found: [(Int, String)] = []
        let lines = text.components(separatedBy: "\n")
        var i = 0
        while i < lines.count {
            let line = lines[i].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@Suite(") || line.hasPrefix("@Test(") {
                var attribute = line, depth = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count, j = i
                while depth > 0 && j + 1 < lines.count {
                    j += 1
                    attribute += " " + lines[j].trimmingCharacters(in: .whitespaces)
                    depth += lines[j].filter { $0 == "(" }.count - lines[j].filter { $0 == ")" }.count
                }
                found.append((i + 1, attribute))
                i = j
            }
            i += 1
        }
        return found
    }

    static func mismatches(in files: [(String, String)]) -> [String] {
        let tags = TestTier.fullSuiteTags.map { "." + $0 }
        var found: [String] = []
        for (file, text) in files {
            for (line, attribute) in attributes(in: text) {
                let tagged = attribute.contains(".tags(") && tags.contains { attribute.contains($0 + ")") || attribute.contains($0 + ",") }
                let skipped = attribute.contains(".fullSuiteOnly")
                if tagged != skipped { found.append("\(file):\(line): \(tagged ? "tagged without .fullSuiteOnly" : ".fullSuiteOnly without a tag")") }
            }
        }
        return found
    }

    @Test func everyTaggedSuiteIsLeftToTheFullRun() throws {
        let files = try SourceFiles.all(under: "Tests").filter { !$0.0.hasSuffix("TestTierTests.swift") }
        #expect(Self.mismatches(in: files) == [])
        let tagged = files.flatMap { file in Self.attributes(in: file.1).filter { $0.text.contains(".fullSuiteOnly") } }
        #expect(tagged.count >= 10, "the scan finds the tagged suites: \(tagged.count)")
    }

    @Test func theScanCatchesAMismatch() {
        let planted = [("a.swift", """
            @Suite("x", .tags(.terminal))
            @Test(.enabled(if: true),
                  .fullSuiteOnly)
            @Test(.tags(.browser), .fullSuiteOnly) func fine() {}
            """)]
        #expect(Self.mismatches(in: planted) == ["a.swift:1: tagged without .fullSuiteOnly", "a.swift:2: .fullSuiteOnly without a tag"])
    }
}
