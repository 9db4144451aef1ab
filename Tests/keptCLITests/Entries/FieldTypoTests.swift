import Foundation
import Testing

/// A field name typed wrong is caught, not turned into a new field or an empty list: the
/// first-hour cases 03 and 09 (`../shared/cases/first-hour-2/`), where `kept set 우유
/// quantitiy=3` added a field and exited 0, `--where moood=happy` said only "no entries
/// match" and `--sort titel` sorted by nothing, silently.
@Suite("Typos in field names are caught")
struct FieldTypoTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    /// The first line of stderr: the refusal (argument-parser's usage block follows it).
    func refusal(_ result: KeptResult) -> String { String(result.stderr.prefix { $0 != "\n" }) }

    @Test("first-hour-2 case 03: --where and --sort name a known field, or are refused with the nearest")
    func whereAndSortRefuseUnknownFields() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["new", "diary", "A", "--date", "2026-11-20", "--set", "mood=happy", "--body", "a"])
        try sandbox.ok(["new", "diary", "B", "--date", "2026-11-24", "--body", "b"])

        let moood = try sandbox.run(["list", "diary", "--where", "moood=happy"])
        #expect(moood.status == 64, "\(moood)")
        #expect(refusal(moood) == "kept: unknown field `moood` for diary; did you mean `mood`?")

        let titel = try sandbox.run(["list", "diary", "--sort", "titel"])
        #expect(titel.status == 64, "\(titel)")
        #expect(titel.stdout.isEmpty)
        #expect(refusal(titel) == "kept: unknown field `titel` for diary; did you mean `title`?")

        // The Korean name of a built-in field points at the field's name in the files.
        let korean = try sandbox.run(["list", "diary", "--sort", "제목"], env: Self.korean)
        #expect(korean.status == 64, "\(korean)")
        #expect(refusal(korean) == "kept: 일기에는 `제목` 필드가 없습니다. 혹시 `title`을 쓰려고 하셨나요?")

        let twice = try sandbox.run(["list", "diary", "--where", "mood==happy"])
        #expect(twice.status == 64, "\(twice)")
        #expect(refusal(twice) == "kept: `mood==happy` is not a condition: equality is one `=`: did you mean `mood=happy`?")
        let twiceKorean = try sandbox.run(["list", "diary", "--where", "mood==happy"], env: Self.korean)
        #expect(refusal(twiceKorean) == "kept: `mood==happy`는 조건이 아닙니다: 같은지 비교하는 연산자는 `=` 하나입니다. 혹시 `mood=happy`를 쓰려고 하셨나요?")

        // Known fields keep working, including one only an entry holds (no template names it).
        #expect(try sandbox.ok(["list", "diary", "--where", "mood=happy", "--format", "paths"]).lines.count == 1)
        #expect(try sandbox.ok(["list", "diary", "--sort", "title", "--format", "paths"]).lines.count == 2)
        try sandbox.ok(["new", "diary", "C", "--date", "2026-11-25", "--set", "energy=3", "--new-field", "--body", "c"])
        #expect(try sandbox.ok(["list", "diary", "--where", "energy>=2", "--format", "paths"]).lines.count == 1)
        #expect(try sandbox.ok(["list", "--sort", "-energy", "--format", "paths"]).lines.count == 3)
        // Far from every field: the fields are listed instead of a guess.
        let far = try sandbox.run(["list", "diary", "--sort", "zzzzzz"])
        #expect(far.status == 64)
        #expect(refusal(far).hasPrefix("kept: unknown field `zzzzzz` for diary; its fields are "), "\(far)")
        #expect(refusal(far).contains("mood") && refusal(far).contains("energy"), "\(far)")
    }

    @Test("first-hour-2 case 09: kept set refuses a misspelt field and changes nothing")
    func setRefusesAMisspeltField() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.ok(["fridge", "add", "우유", "--expires", "+7d", "--quantity", "2", "--unit", "팩"]).lines[0]
        let before = try sandbox.read(path)
        let commits = try sandbox.history().count

        let quantitiy = try sandbox.run(["set", "우유", "quantitiy=3"], env: Self.korean)
        #expect(quantitiy.status == 64, "\(quantitiy)")
        #expect(refusal(quantitiy) == "kept: 냉장고에는 `quantitiy` 필드가 없습니다. 혹시 `quantity`를 쓰려고 하셨나요? 새 필드로 추가하려면 `--new-field`를 붙이세요")
        let expire = try sandbox.run(["set", "우유", "expire=+10d"])
        #expect(expire.status == 64, "\(expire)")
        #expect(refusal(expire) == "kept: unknown field `expire` for fridge; did you mean `expires`? `--new-field` adds it as a new field")
        #expect(try sandbox.read(path) == before)
        #expect(try sandbox.history().count == commits)

        // Meant: the field is added, and from then on it is known.
        try sandbox.ok(["set", "우유", "brand=서울우유", "--new-field"])
        #expect(try sandbox.read(path).contains("brand: 서울우유\n"))
        try sandbox.ok(["set", "우유", "brand=매일"])
        try sandbox.ok(["set", "우유", "quantity=3"])
        #expect(try sandbox.read(path).contains("quantity: 3\n"))
    }

    @Test("--set on kept new and kept today is checked as kept set is")
    func newAndTodayCheckTheirAssignments() throws {
        let sandbox = try Sandbox()
        let new = try sandbox.run(["new", "diary", "A", "--set", "moood=happy", "--body", "a"])
        #expect(new.status == 64, "\(new)")
        #expect(refusal(new) == "kept: unknown field `moood` for diary; did you mean `mood`? `--new-field` adds it as a new field")
        #expect(!sandbox.exists("diary"))
        let today = try sandbox.run(["today", "--set", "wether=맑음", "--no-edit"])
        #expect(today.status == 64, "\(today)")
        #expect(refusal(today) == "kept: unknown field `wether` for diary; did you mean `weather`? `--new-field` adds it as a new field")
        // A place's part is checked by its field.
        try sandbox.ok(["new", "diary", "B", "--set", "location.name=광화문", "--body", "b"])
    }
}
