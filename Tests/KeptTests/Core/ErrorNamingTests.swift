import Foundation
import Testing

/// One suffix convention for errors (issue 30; docs/architecture.md, "Errors"): a type a
/// `throw` carries ends in `Error`; a description of what is wrong that is carried inside an
/// error or kept on an entry, never thrown itself, ends in `Problem`. No `Refusal`, `Failure`.
struct ErrorNamingTests {
    /// Each type declared in `text`, with what it conforms to.
    static func declarations(in text: String) -> [(name: String, conformances: [String])] {
        text.matches(of: /(?:struct|enum|class|actor)\s+(\w+)\s*(?::\s*([^{=]+))?\{/).map { match in
            (String(match.output.1),
             (match.output.2.map(String.init) ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }
    }

    static func misnamed(in files: [(String, String)]) -> [String] {
        var found: [String] = []
        for (file, text) in files {
            for (name, conformances) in declarations(in: text) {
                let throwable = conformances.contains { $0 == "Error" || $0 == "UserMessageError" }
                if throwable && !name.hasSuffix("Error") { found.append("\(file): \(name) is thrown: name it …Error") }
                if !throwable && name.hasSuffix("Error") { found.append("\(file): \(name) is not an Error: name it for what it is") }
                if name.hasSuffix("Refusal") || name.hasSuffix("Failure") {
                    found.append("\(file): \(name): a thrown type ends in Error, a carried description in Problem")
                }
            }
        }
        return found
    }

    @Test func everyErrorTypeFollowsTheConvention() throws {
        let files = try SourceFiles.all(under: "Sources")
        #expect(files.count > 300)
        #expect(Self.misnamed(in: files) == [])
    }

    @Test func theScanCatchesEachBreach() {
        let planted = [("a.swift", """
            struct WeatherFailure: UserMessageError, Sendable {
            enum Helper: Equatable {
            enum ParseError {
            package enum PathRefusal: Equatable {
            struct GoodError: Error, Equatable {
            """)]
        #expect(Self.misnamed(in: planted) == [
            "a.swift: WeatherFailure is thrown: name it …Error",
            "a.swift: WeatherFailure: a thrown type ends in Error, a carried description in Problem",
            "a.swift: ParseError is not an Error: name it for what it is",
            "a.swift: PathRefusal: a thrown type ends in Error, a carried description in Problem",
        ])
    }
}
