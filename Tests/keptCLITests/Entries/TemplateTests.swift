import Foundation
import KeptGit
import Testing

@Suite("templates")
struct TemplateTests {
    static let place = """
        ---
        kept:
          path: places/{{slug}}.md
          sort: [-title]
          columns: [title, city]
        title: {{title}}
        city: {{city}}
        ---

        """

    @Test func aTemplateInTheStoreAddsAKindThatNewAndListUse() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".kept/templates/place.md", Self.place)

        let seoul = try sandbox.run(["new", "place", "Seoul", "--no-edit", "--set", "city=서울"])
        let busan = try sandbox.run(["new", "place", "Busan", "--no-edit"])

        #expect(seoul.status == 0, "\(seoul)")
        #expect(seoul.stdout == "places/seoul.md\n")
        #expect(busan.stdout == "places/busan.md\n")
        // A template without `id: {{id}}`: kept gives every new entry one all the same, last.
        #expect(try sandbox.read("places/seoul.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == "---\ntitle: Seoul\ncity: 서울\nid: ID\n---\n")
        #expect(try sandbox.read("places/busan.md").replacing(/\nid: [a-z2-9]{8}\n/, with: "\nid: ID\n") == "---\ntitle: Busan\ncity:\nid: ID\n---\n")
        #expect(try sandbox.messages().prefix(2) == ["places: add Busan", "places: add Seoul"])

        let table = try sandbox.run(["list", "place"])
        #expect(table.status == 0, "\(table)")
        #expect(table.stdout == "  Seoul  서울\n  Busan\n", "the template's sort (-title) and columns")
        let byFolder = try sandbox.run(["list", "places", "--format", "{{kind}} {{title}} {{city}}"])
        #expect(byFolder.stdout == "place Seoul 서울\nplace Busan \n")
        #expect(try sandbox.run(["list", "--format", "paths"]).lines == ["places/seoul.md", "places/busan.md"])
    }

    @Test func theBinaryCopiedAloneStillHasTheBuiltInKinds() throws {
        let sandbox = try Sandbox(initStore: false)
        let alone = sandbox.root.appendingPathComponent("alone", isDirectory: true)
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appendingPathComponent("kept")
        try FileManager.default.copyItem(at: try KeptBinary.url(), to: copy)
        #expect(try FileManager.default.contentsOfDirectory(atPath: alone.path) == ["kept"])
        let env: [String: String?] = ["KEPT_STORE": alone.appendingPathComponent("store").path]

        let initialised = try sandbox.run(["init", "store"], env: env, cwd: alone, executable: copy)
        #expect(initialised.status == 0, "\(initialised)")

        let diary = try sandbox.run(["new", "diary", "혼자", "--date", "2026-11-22T09:14", "--no-edit"], env: env, cwd: alone, executable: copy)
        let card = try sandbox.run(["new", "card", "혼자", "--no-edit"], env: env, cwd: alone, executable: copy)
        let fridge = try sandbox.run(["new", "fridge", "혼자", "--set", "expires=2026-12-01", "--no-edit"], env: env, cwd: alone, executable: copy)
        #expect(diary.stdout == "diary/2026/11/2026-11-22-혼자.md\n", "\(diary)")
        #expect(card.stdout == "cards/general/혼자.md\n", "\(card)")
        #expect(fridge.stdout == "fridge/other/혼자.md\n", "\(fridge)")
        let history = try Repository.open(at: alone.appendingPathComponent("store").path).history()
        #expect(history.map(\.summary) == ["fridge: add 혼자", "cards: add 혼자", "diary: add 2026-11-22 혼자", "kept: init store"])
    }
}
