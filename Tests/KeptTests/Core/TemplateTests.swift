import Foundation
import ReferenceTools
import Testing
@testable import Kept

@Suite("Kinds come from templates, built in or the store's own")
struct TemplateTests {
    @Test func embeddedTemplatesMatchTemplatesFolder() throws {
        let folder = URL(fileURLWithPath: ReferencePython.packageRoot).appendingPathComponent("Templates")
        for (name, text) in BuiltinTemplates.all {
            let file = try String(contentsOf: folder.appendingPathComponent("\(name).md"), encoding: .utf8)
            #expect(file == text, "Templates/\(name).md differs from the embedded copy: run `make templates`")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(files) == Set(BuiltinTemplates.all.map { "\($0.name).md" }))
    }

    @Test func builtInKinds() throws {
        let store = try TemporaryStore().store
        #expect(store.kinds.map(\.name) == ["diary", "card", "fridge"])
        #expect(try store.kind(named: "cards").name == "card")
        #expect(try store.kind(named: "diary").sort == [SortKey(field: "date", descending: true)])
        #expect(throws: KeptError.self) { try store.kind(named: "recipes") }
    }

    @Test func storeTemplateAddsAKind() throws {
        let fixture = try TemporaryStore()
        try fixture.write(".kept/templates/place.md", """
            ---
            kept:
              path: places/{{region}}/{{slug}}.md
              sort: [region, title]
              columns: [region, title]
              defaults: {region: elsewhere}
            title: {{title}}
            region: {{region}}
            visited: {{date}}
            ---
            # {{title}}

            """)
        let store = try fixture.reopened()
        let place = try store.kind(named: "place")
        #expect(place.folder == "places")
        let text = try store.draft(place, NewEntry(title: "Seoul Tower"), now: sundayMorning)
        #expect(text.contains("title: Seoul Tower\nregion: elsewhere\n"))
        #expect(text.hasSuffix("---\n# Seoul Tower\n"))
        let change = try store.add(place, text: text, now: sundayMorning)
        #expect(change.path == "places/elsewhere/seoul-tower.md")
    }

    @Test func storeTemplateOverridesABuiltIn() throws {
        let fixture = try TemporaryStore()
        try fixture.write(".kept/templates/card.md", "---\nkept:\n  path: cards/{{slug}}.md\ntitle: {{title}}\nback:\n---\n")
        let store = try fixture.reopened()
        #expect(try store.kind(named: "card").source == ".kept/templates/card.md")
        let text = try store.draft(try store.kind(named: "card"), NewEntry(title: "x"))
        #expect(text == "---\ntitle: x\nback:\n---\n")
    }

    @Test func badTemplatesAreNamed() throws {
        let fixture = try TemporaryStore()
        try fixture.write(".kept/templates/bad.md", "---\ntitle: {{title}}\n---\n")
        // Only its own kind is off (issue 14): the store opens, the kind is named disabled.
        let store = try fixture.reopened()
        #expect(store.disabledKinds.map(\.name) == ["bad"])
        #expect(store.disabledKinds.first?.problem.english.hasPrefix(".kept/templates/bad.md:2: ") == true)
        #expect(throws: KeptError.self) { try store.kind(named: "bad") }
        #expect(store.kinds.map(\.name).contains("card"))
        try fixture.write(".kept/templates/bad.md", "---\nkept:\n  path: ../{{slug}}.md\n---\n")
        #expect(try fixture.reopened().disabledKinds.map(\.name) == ["bad"])
        // A template pushed from another machine passes the path gate (issue 27).
        for path in ["notes/git~1/{{slug}}.md", "notes/a\\b/{{slug}}.md", "notes/.g\u{200C}it/{{slug}}.md", "notes/x/../{{slug}}.md"] {
            try fixture.write(".kept/templates/bad.md", "---\nkept:\n  path: '\(path)'\n---\n")
            let disabled = try fixture.reopened().disabledKinds
            #expect(disabled.map(\.name) == ["bad"], "\(path)")
        }
        try fixture.write(".kept/templates/bad.md", "---\nkept:\n  path: notes/git~1/{{slug}}.md\n---\n")
        #expect(try fixture.reopened().disabledKinds.first?.problem.english.contains("`git~1` is git's own folder") == true)
    }

    @Test func templateValuesAreNeverInterpreted() throws {
        let store = try TemporaryStore().store
        let kind = try store.kind(named: "card")
        for title in ["{{title}}", "yes", ": x", "- a", "#tag", "null", "---"] {
            let text = try store.draft(kind, NewEntry(title: title, assignments: [FieldAssignment(key: "mood", value: title)]))
            let document = EntryDocument(text: text)
            #expect(document.problem == nil)
            #expect(document.fields["title"]?.text == title)
            #expect(document.fields["mood"]?.text == title)
        }
    }
}
