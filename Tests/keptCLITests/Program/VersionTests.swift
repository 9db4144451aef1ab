import Foundation
import ReferenceTools
import Testing

/// VERSION is the one place kept's version is set; scripts/version writes it into the Swift
/// source (`make release` runs it). A plain `swift build` after VERSION was edited skips that
/// step, and this test is what says so, before a package goes out with the old number.
@Suite("Version")
struct VersionTests {
    @Test func keptVersionIsTheVersionFile() throws {
        let repository = URL(fileURLWithPath: ReferencePython.packageRoot)
        let file = try String(contentsOf: repository.appendingPathComponent("VERSION"), encoding: .utf8)
        let result = try KeptProcess.run(try KeptBinary.url(), ["--version"], env: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == file.trimmingCharacters(in: .whitespacesAndNewlines),
                "VERSION says \(file), kept --version \(result.stdout): run scripts/version")
    }
}
