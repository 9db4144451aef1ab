import Foundation
import ReferenceTools
import Testing

/// One default-category rule for cards and the fridge; `kept fridge bought` of several items
/// or of the whole shopping list.
@Suite("the fridge's default category and bought", .tags(.slow), .fullSuiteOnly)
struct FridgeCategoryAndBoughtTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test func oneDefaultCategoryRuleForCardsAndTheFridge() throws {
        let korean = try Sandbox(initStore: false)
        try korean.ok(["init", korean.store.path], env: Self.korean)
        #expect(try korean.read(".kept/config.yaml").hasSuffix("""
            fridge:
              # the category of a new fridge item without --category (kept fridge add, kept new fridge)
              category: 기타
            cards:
              # the category of a new card without --category
              category: 일반

            """))
        // Whatever the language of the machine now, and whichever command.
        #expect(try korean.ok(["new", "card", "살다", "--body", "to live"]).stdout == "cards/일반/살다.md\n")
        #expect(try korean.ok(["new", "fridge", "우유", "--no-edit"]).stdout == "fridge/기타/우유.md\n")
        #expect(try korean.ok(["fridge", "add", "계란"], env: Self.korean).stdout == "fridge/기타/계란.md\n")
        #expect(try korean.ok(["new", "card", "먹다", "--category", "동사", "--body", "to eat"]).stdout == "cards/동사/먹다.md\n")

        // A store made before the settings: the templates' defaults, as before.
        let older = try Sandbox()
        try older.write(".kept/config.yaml", "version: 1\n")
        #expect(try older.ok(["new", "card", "살다", "--body", "to live"], env: Self.korean).stdout == "cards/general/살다.md\n")
        #expect(try older.ok(["new", "fridge", "우유", "--no-edit"], env: Self.korean).stdout == "fridge/other/우유.md\n")
        try older.write(".kept/config.yaml", "version: 1\ncards:\n  category: 낱말\n")
        #expect(try older.ok(["new", "card", "눈치", "--body", "x"]).stdout == "cards/낱말/눈치.md\n")
    }

    @Test func fridgeBoughtMarksSeveralItemsOrTheWholeShoppingList() throws {
        let sandbox = try Sandbox()
        for name in ["두부", "파", "무", "김"] { try sandbox.ok(["fridge", "buy", name]) }
        let commits = try sandbox.history().count

        let two = try sandbox.run(["fridge", "bought", "두부", "파"], env: Self.korean)
        #expect(two.status == 0, "\(two)")
        #expect(two.stdout == "두부를 샀습니다. 보관 중: 1\n파를 샀습니다. 보관 중: 1\n")
        #expect(try sandbox.messages().prefix(2) == ["fridge: bought 파", "fridge: bought 두부"])

        let unknown = try sandbox.run(["fridge", "bought", "무", "없는것"])
        #expect(unknown.status == 1 && unknown.stdout == "", "a name that matches nothing changes nothing: \(unknown)")
        #expect(try sandbox.history().count == commits + 2)

        let rest = try sandbox.run(["fridge", "bought", "--all"])
        #expect(rest.status == 0, "\(rest)")
        #expect(rest.stdout == "bought 김: 1 in stock\nbought 무: 1 in stock\n")
        #expect(try sandbox.ok(["fridge", "shopping"]).stderr == "kept: the shopping list is empty: `kept fridge buy NAME` adds to it\n")

        let none = try sandbox.run(["fridge", "bought", "--all"])
        #expect(none.status == 1 && none.stderr == "kept: the shopping list is empty: `kept fridge buy NAME` adds to it\n")
        let both = try sandbox.run(["fridge", "bought", "--all", "무"])
        #expect(both.status == 64 && both.stderr.hasPrefix("kept: give the items' names or --all, not both\n"), "\(both)")
        let neither = try sandbox.run(["fridge", "bought"])
        #expect(neither.status == 64, "\(neither)")
    }

    /// No user systemd (a container, no D-Bus session): said so, the crontab line given, no unit written.
}
