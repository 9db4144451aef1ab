import Foundation
import Testing
@testable import Kept

/// The catalogue holds every message in every language, and code names only keys it holds.
struct CatalogueTests {
    @Test func everyMessageExistsInEveryLanguage() {
        var oneLanguageOnly: [String] = []
        for (key, texts) in Catalogue.entries {
            for language in Language.allCases where (texts[language] ?? "").isEmpty {
                oneLanguageOnly.append("\(key) has no \(language) text")
            }
        }
        #expect(oneLanguageOnly.sorted() == [])
    }

    @Test func everyLanguageFillsTheSamePlaceholders() {
        var differing: [String] = []
        for (key, texts) in Catalogue.entries {
            let english = Message.placeholders(in: texts[.english] ?? "")
            for (language, text) in texts where Message.placeholders(in: text) != english {
                differing.append("\(key): \(language) has \(Message.placeholders(in: text).sorted()), english \(english.sorted())")
            }
        }
        #expect(differing.sorted() == [])
    }

    @Test func noKeyIsDefinedTwice() {
        #expect(Catalogue.duplicateKeys == [])
    }

    /// Every `say("key")`, `Message("key")` and `.text("key")` in the sources names a key the
    /// catalogue holds (`key.one` and `key.other` for counted ones). Keys built at run time
    /// (with `\(`) are checked by their own tests.
    @Test func everyKeyNamedInCodeIsInTheCatalogue() throws {
        var missing: [String] = []
        for (file, text) in try SourceFiles.all() {
            for match in text.matches(of: /(?:say|Message)\(\s*"([a-zA-Z][^"\\]*)"(\s*,\s*count:)?/) {
                let key = String(match.output.1)
                if key.hasSuffix(".") { continue }  // a key completed at run time ("sync.step." + step)
                let keys = match.output.2 == nil ? [key] : [key + ".one", key + ".other"]
                for key in keys where Catalogue.entries[key] == nil { missing.append("\(file): \(key)") }
            }
        }
        #expect(missing == [])
    }

    @Test func fillingReplacesNamedPlaceholdersOnly() {
        #expect(Message.fill("{a} and {b}, ${HOME:-x} {unknown}", ["a": "1", "b": "{a}"]) == "1 and {a}, ${HOME:-x} {unknown}")
        #expect(Message("date.yearsAgo", count: 1).text(in: .english) == "1 year ago")
        #expect(Message("date.yearsAgo", count: 3).text(in: .english) == "3 years ago")
        #expect(Message("date.yearsAgo", count: 3).text(in: .korean) == "3년 전")
    }

    @Test func theLocaleAndTheSettingChooseTheLanguage() {
        #expect(Language.forMessages(in: [:]) == .english)
        #expect(Language.forMessages(in: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.forMessages(in: ["LANG": "C.UTF-8"]) == .english)
        #expect(Language.forMessages(in: ["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
        #expect(Language.forMessages(in: ["LANG": "C.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.forMessages(in: ["LC_ALL": "ko", "LC_MESSAGES": "en_US.UTF-8"]) == .korean)
        // LC_TIME says how dates look, not which language messages are in.
        #expect(Language.forMessages(in: ["LANG": "C.UTF-8", "LC_TIME": "ko_KR.UTF-8"]) == .english)
        #expect(Language(setting: "ko") == .korean)
        #expect(Language(setting: "Korean") == .korean)
        #expect(Language(setting: "한국어") == .korean)
        #expect(Language(setting: "en") == .english)
        #expect(Language(setting: "fr") == nil)
    }
}

/// The Swift sources of the package, by path relative to its root.
enum SourceFiles {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func all(under folder: String = "Sources") throws -> [(String, String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append(("\(folder)/\(path)", try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }
}

/// The command line prints no sentence of its own: every user-visible text goes through the
/// catalogue, so it exists in every language. A string literal with two words in a row in
/// Sources/KeptCommandLine is taken for a sentence; the few that are not (commands shown as
/// they are, formats, commit messages, which are git data) are listed here with why.
struct SourceScanTests {
    static let notSentences: [(file: String, text: String, why: String)] = [
        ("Log.swift", "kept restore \\(", "a command to copy, the same in every language"),
        ("Log.swift", "yyyy-MM-dd HH:mm", "a date format"),
        ("Remind.swift", "cards: remind every", "a commit message: git data, not interface"),
        ("Export.swift", "\\(ShellWord.quoted((output as NSString)", "an interpolation inside a catalogue argument"),
    ]

    @Test func theCommandLineHasNoSentencesOutsideTheCatalogue() throws {
        var found: [String] = []
        for (file, text) in try SourceFiles.all(under: "Sources/KeptCommandLine") {
            let name = (file as NSString).lastPathComponent
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//") { continue }
                for match in line.matches(of: /"((?:[^"\\]|\\.)*)"/) {
                    let literal = String(match.output.1)
                    let prose = literal.replacing(/\\\((?:[^()]|\([^()]*\))*\)/, with: "")
                    guard prose.contains(/[A-Za-z]{2,} [A-Za-z]{2,}/) else { continue }
                    if Self.notSentences.contains(where: { $0.file == name && literal.contains($0.text) }) { continue }
                    found.append("\(name):\(number + 1): \(literal)")
                }
            }
            // Multi-line literals are sentences too.
            if text.contains("\"\"\"") && !name.hasSuffix("Catalogue.swift") {
                for match in text.matches(of: /"""\n((?:.|\n)*?)"""/) where String(match.output.1).contains(/[A-Za-z]{2,} [A-Za-z]{2,}/) {
                    found.append("\(name): multi-line literal \(match.output.1.prefix(60))")
                }
            }
        }
        #expect(found == [], "put these in the Catalogue (Sources/Kept/Messages) and use say(\"key\")")
    }
}
