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
