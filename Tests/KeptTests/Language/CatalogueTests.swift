import Foundation
import ReferenceTools
import Testing
@testable import Kept

/// The catalogue holds every message in every language (that code names only keys it holds
/// is the compiler's and `MessageKeyTests`' part).
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

    /// Every form of every particle the filler chooses, and their neutral forms (을(를), (으)로),
    /// longest first so that 이라는 is not read as 이.
    static let particleForms: [String] = KoreanParticle.all
        .flatMap { [$0.afterConsonant, $0.afterVowel, $0.neutral] }
        .sorted { $0.count > $1.count }

    /// A placeholder in a Korean text followed by a particle written out (`{item}를`,
    /// `{item}을(를)`, `` `{name}`는 ``) reads wrong for half the values: the filler's
    /// `{item|을}` (or `` `{name}`{|은} `` after a closing quote or backtick) chooses 을 or 를 by
    /// the value. What counts: a particle the filler knows, in either form or the neutral one,
    /// right after the placeholder and its closing quotes, and not followed by more Hangul —
    /// `{count}가지`, `{name}이름` are words, not particles, unless the longer string is itself
    /// a particle (`{name}이라는`). Particles that never change (에, 의, 도, 만, 에서, 까지) and
    /// counters (`{count}개`) stay bare; a particle after a closing bracket agrees with the word
    /// before the brackets (`kept(pid {pid})가`) and is written for that word.
    @Test func noPlaceholderInKoreanIsFollowedByABareParticle() {
        var bare: [String] = []
        for (key, texts) in Catalogue.entries {
            guard let text = texts[.korean] else { continue }
            for match in text.matches(of: /\{[A-Za-z][A-Za-z0-9]*\}[`'"’”]*/) {
                let after = text[match.range.upperBound...]
                guard let particle = Self.particleForms.first(where: { after.hasPrefix($0) }) else { continue }
                let next = after.dropFirst(particle.count).unicodeScalars.first
                if let next, (0xAC00...0xD7A3).contains(next.value) { continue }  // a word: {count}가지
                let chosen = KoreanParticle.all.first { [$0.afterConsonant, $0.afterVowel, $0.neutral].contains(particle) }?.afterConsonant ?? particle
                bare.append("\(key): \(match.output)\(particle) → {name|\(chosen)}, or `{name}`{|\(chosen)} after a closing quote")
            }
        }
        #expect(bare.sorted() == [])
    }

    /// `{name|x}` and `{|x}` name a particle the filler knows (을, 이, 은, 과, 으로, 이에요…).
    @Test func everyParticleTheCatalogueNamesIsKnown() {
        var unknown: [String] = []
        for (key, texts) in Catalogue.entries {
            for (language, text) in texts {
                for particle in Message.particles(in: text) where !KoreanParticle.isKnown(particle) {
                    unknown.append("\(key) (\(language)): {…|\(particle)}")
                }
            }
        }
        #expect(unknown.sorted() == [])
    }

    @Test func fillingReplacesNamedPlaceholdersOnly() {
        #expect(Message.fill("{a} and {b}, ${HOME:-x} {unknown}", ["a": "1", "b": "{a}"]) == "1 and {a}, ${HOME:-x} {unknown}")
        #expect(Message(.dateYearsAgo, count: 1).text(in: .english) == "1 year ago")
        #expect(Message(.dateYearsAgo, count: 3).text(in: .english) == "3 years ago")
        #expect(Message(.dateYearsAgo, count: 3).text(in: .korean) == "3년 전")
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
        URL(fileURLWithPath: ReferencePython.packageRoot)
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

/// kept prints no sentence of its own outside the catalogue: every user-visible text goes
/// through it, so it exists in every language. A string literal with two words in a row in
/// Sources/KeptCLI or Sources/Kept is taken for a sentence; the ones that are not
/// interface (commands shown as they are, formats, markup, commit messages, which are shared
/// git history, libgit2 step names looked up in the catalogue) are listed here with why.
struct SourceScanTests {
    static let notSentences: [(file: String, text: String, why: String)] = [
        ("PushSender.swift", "EEE, dd MMM yyyy", "the HTTP date format of Retry-After (RFC 9110), not a sentence"),
        ("Log.swift", "kept restore \\(", "a command to copy, the same in every language"),
        ("Log.swift", "yyyy-MM-dd HH:mm", "a date format"),
        ("ReminderSettings.swift", "cards: remind every", "a commit message: git history, not interface"),
        ("Store+OutsideEdits.swift", "(outside kept)", "a commit message"),
        ("Store+OutsideEdits.swift", "changes made outside kept", "a commit message"),
        ("Store+Init.swift", "kept: init store", "a commit message"),
        ("Store+Cards.swift", "cards: FSRS weights fitted to", "a commit message"),
        ("Store+Recovery.swift", "finish an interrupted change", "a commit message"),
        ("Store+Recovery.swift", "Finished by kept", "a commit message"),
        ("Store+Recovery.swift", " (interrupted: ", "a commit message"),
        ("ConflictDraft.swift", "~~~~~~~~ kept resolve:", "the marker kept reads back, the same in every language"),
        ("Store+Resolve.swift", "this machine's version", "a commit message"),
        ("Store+Resolve.swift", "the other machine's version", "a commit message"),
        ("Store+Resolve.swift", "the copy", "a commit message"),
        ("ReminderTimer.swift", "[Unit]", "a systemd unit file"),
        ("Store+Init.swift", "# kept store settings", "the config file kept init writes: shared by every machine of the store"),
        ("Store+Resolve.swift", "(joined with the copy)", "a commit message"),
        ("SyncSession.swift", "kept sync:", "a commit message"),
        ("SyncMerge.swift", "(joined with", "a commit message"),
        ("SyncMerge.swift", "'s version in", "a commit message"),
        ("RemoteChoice.swift", "`kept sync \\(", "a command"),
        ("SyncJournal.swift", "kept sync:", "a commit message"),
        ("SyncError.swift", "kept sync", "a command"),
        ("Store+Remotes.swift", "kept clone \\(", "a command"),
        ("Draft.swift", "--draft \\(", "a command"),
        ("EntryDocument.swift", "(begun at line", "the YAML parser's own words, passed on as they are"),
        ("EntryDocument.swift", "Maximum nesting level", "the YAML parser's words, matched"),
        ("HTMLExport.swift", "<", "markup"),
        ("HTMLExport.swift", "Segoe UI", "font names"),
        ("HTMLExport.swift", "Noto Sans KR", "font names"),
        ("HTMLExport.swift", "Apple SD Gothic Neo", "font names"),
        ("HTMLExport.swift", "Malgun Gothic", "font names"),
        ("HTMLExport.swift", "Noto Sans Mono CJK KR", "font names"),
        ("MarkdownHTML.swift", "<", "markup"),
        ("SafeHTML.swift", "<", "markup"),
        ("SyncJournal.swift", "the interrupted sync", "a commit message: the merge's words in git history"),
        ("CompletionScript.swift", "complete ", "shell code of the completion scripts"),
        ("CompletionScript.swift", "__kept_complete", "shell code of the completion scripts"),
        ("CompletionScript.swift", "local -ar open_completions", "shell code of the completion scripts"),
        ("CompletionScript.swift", "# kept's candidates", "shell code of the completion scripts"),
        ("UsageProblem.swift", "\\nUsage: \\(usage)", "argument-parser's own usage layout, which it prints in English for every parse error"),
        ("CalendarExport.swift", "new: not reviewed yet", "iCalendar content for calendar apps, in English (see README)"),
        ("ReportPage.swift", "<", "markup"),
        ("SVGChart.swift", "<", "markup"),
        ("PointMap.swift", "<", "markup"),
        ("ReportStyle.swift", "{", "CSS"),
        ("ReportStyle.swift", "Segoe UI", "font names"),
        ("ReportStyle.swift", "Noto Sans", "font names"),
        ("ReportStyle.swift", "Apple SD Gothic Neo", "font names"),
        ("ReportStyle.swift", "Malgun Gothic", "font names"),
        ("SVGChart.swift", "viewBox", "markup"),
        ("ExportCharts.swift", "<", "markup"),
        ("ExportCharts.swift", "{", "CSS"),
        ("EncryptedRemote.swift", "kept sync:", "a reflog message"),
        ("KeyFile.swift", "kept store key 1", "the key file's first line, which kept reads back"),
        ("Store+EncryptedClone.swift", "clone: main from origin", "a reflog message"),
        ("Store+EncryptedClone.swift", "kept clone \\(", "a command"),
        ("StoreKey.swift", "kept key id", "bytes of the key id's derivation (the format)"),
        ("DayOneExport.swift", "Day One", "the program's name, in import commit messages"),
        ("Store+Remotes.swift", "clone: check out", "a reflog message: git history, not interface"),
        ("SyncMerge.swift", "- kept the folder", "a commit message"),
        ("CommandApprovals.swift", "# kept: commands from stores", "the approvals file's first line, a comment for whoever opens it"),
        ("Store+Resolve.swift", "conflict copy from", "a commit message: git history, as sync's"),
        ("ServeUnit.swift", "[Unit]", "a systemd unit file"),
        ("SecurityHeaders.swift", "-src", "a Content-Security-Policy"),
        ("ReportRoutes.swift", "-src", "a Content-Security-Policy"),
        ("EntryRoutes.swift", "-src", "a Content-Security-Policy"),
        ("FormGuard.swift", "kept form", "the form token's derivation label (bytes, not text)"),
        ("EntryHTML.swift", "<", "markup"),
        ("WebServer.swift", "kept serve", "the logger's label"),
        ("SelfSignedCertificate.swift", "kept serve", "the certificate's organization name, which browsers show as the issuer"),
        ("MachineAuthority.swift", "kept serve", "the certificates' names, which phones show when the authority is installed"),
        ("SyncLine.swift", "yyyy-MM-dd HH:mm", "a date format"),
        ("ServeCertificate+Files.swift", "PRIVATE KEY", "a PEM block's label, matched"),
        ("AnkiCollection.swift", "SELECT ", "SQL read from an Anki collection"),
        ("AnkiCollection+Schema18.swift", "SELECT ", "SQL read from a schema-18 Anki collection"),
        ("SQLiteDatabase.swift", "SELECT ", "SQL on the file's own catalogue"),
        ("AnkiNoteShape.swift", "Back Extra", "the name Anki gives a cloze note type's second field, matched"),
        ("AnkiNoteType.swift", "Basic (and reversed card)", "the name of Anki's stock note type, which a CSV names"),
        ("AnkiNoteType.swift", "Back Extra", "the name Anki gives a cloze note type's second field"),
        ("AnkiNoteType.swift", "{{", "Anki's card templates"),
        ("AnkiPackageWriter.swift", "INSERT INTO ", "SQL writing the collection"),
        ("AnkiPackageWriter.swift", "CREATE TABLE ", "SQL: the schema of an Anki collection"),
        ("AnkiText.swift", "#separator:", "the header lines of Anki's text import format, which Anki reads"),
    ]

    /// Files of markup and code whose words are the catalogue's (templates name keys) or none.
    static let markupFiles: Set<String> = ["PageTemplates.swift", "AppShell.swift", "AppShell+ServiceWorker.swift", "AppIcons.swift"]

    /// Steps of a sync named in the catalogue as `sync.step.<words>`, so they are not sentences here.
    static func isSyncStep(_ literal: String) -> Bool { Catalogue.entries["sync.step." + literal] != nil }

    @Test func noSentencesOutsideTheCatalogue() throws {
        var found: [String] = []
        let files = try SourceFiles.all(under: "Sources/KeptCLI") + SourceFiles.all(under: "Sources/Kept")
            + SourceFiles.all(under: "Sources/KeptWeb")
        for (file, text) in files where !file.contains("/Messages/") {
            let name = (file as NSString).lastPathComponent
            if Self.markupFiles.contains(name) { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                for match in line.matches(of: /"((?:[^"\\]|\\.)*)"/) {
                    let literal = String(match.output.1)
                    let prose = literal.replacing(/\\\((?:[^()]|\([^()]*\))*\)/, with: "")
                    guard prose.contains(/[A-Za-z]{2,} [A-Za-z]{2,}/), !Self.isSyncStep(literal) else { continue }
                    if Self.notSentences.contains(where: { $0.file == name && literal.contains($0.text) }) { continue }
                    found.append("\(file):\(number + 1): \(literal)")
                }
            }
            // Multi-line literals are sentences too.
            for match in text.matches(of: /"""\n((?:.|\n)*?)"""/) where String(match.output.1).contains(/[A-Za-z]{2,} [A-Za-z]{2,}/) {
                if name == "HTMLExport.swift" { continue }  // markup and CSS
                let literal = String(match.output.1)
                if Self.notSentences.contains(where: { $0.file == name && literal.contains($0.text) }) { continue }
                found.append("\(file): multi-line literal \(match.output.1.prefix(60))")
            }
        }
        #expect(found == [], "put these in the Catalogue (Sources/Kept/Language/Messages) and use say(.key) or Message(.key)")
    }
}
