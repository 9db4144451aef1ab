import Foundation
import Testing
@testable import Kept

/// Which field names a kind knows, and the nearest one offered for a typo.
@Suite struct KnownFieldsTests {
    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(EditDistance.between("titel", "title") == 1)
        #expect(EditDistance.between("quantitiy", "quantity") == 1)
        #expect(EditDistance.between("expire", "expires") == 1)
        #expect(EditDistance.between("moood", "mood") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("title", "title") == 0)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.nearest(to: "titel", among: ["tags", "title", "id"]) == "title")
        #expect(EditDistance.nearest(to: "ab", among: ["xy", "id"]) == nil, "two letters are not a typo of two others")
        #expect(EditDistance.nearest(to: "zzzzzz", among: ["title", "mood"]) == nil)
    }

    @Test func pathFieldsAreTheMustacheNamesOfThePath() throws {
        let patterns = ["diary/{{year}}/{{month}}/{{date}}-{{slug}}.md", "cards/{{category}}/{{slug}}.md",
                        "x/{{{ raw }}}/{{ spaced }}-{{a.b}}.md", "x/{{}}/{{open.md", "x/{{ a b }}/{{c}}}.md", "plain/file.md"]
        for pattern in patterns {
            let kind = Kind(name: "k", folder: "x", pathPattern: pattern, sort: [], dateField: nil, columns: [],
                            defaults: [:], types: [:], template: "", source: "test")
            let expected = Set(pattern.matches(of: /\{\{\{?\s*([^}\s]+)\s*\}?\}\}/).map { String($0.1) })
            #expect(kind.pathFields == expected, "\(pattern)")
        }
    }

    @Test func builtInKindsDeclareTheFieldsTheirTemplatesWrite() throws {
        let temporary = try TemporaryStore()
        let fridge = try temporary.store.kind(named: "fridge")
        #expect(fridge.declaredFields.isSuperset(of: ["title", "category", "purchased", "expires", "quantity", "unit", "status", "tags", "id"]))
        #expect(!fridge.declaredFields.contains("kept"), "the settings block is not a field")
        #expect(!fridge.declaredFields.contains("slug"))
        let diary = try temporary.store.kind(named: "diary")
        #expect(diary.declaredFields.isSuperset(of: ["title", "date", "tags", "weather", "location", "mood", "id"]))
        #expect(!diary.declaredFields.contains("weekday") && !diary.declaredFields.contains("excerpt"))
    }

    @Test func aTypoIsRefusedWithTheNearestFieldAndAHeldFieldIsKnown() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let fridge = try store.kind(named: "fridge")
        #expect(throws: UnknownFieldError(field: "quantitiy", kinds: ["fridge"], suggestion: "quantity",
                                          known: KnownFields(kinds: [fridge]).names.subtracting(["path", "kind"]).sorted(),
                                          allowsNew: true)) {
            try store.refuseUnknownFields(["quantitiy"], kinds: [fridge], allowsNew: true)
        }
        try store.refuseUnknownFields(["quantity", "title", "tags", "id", "path", "kind"], kinds: [fridge])
        try temporary.write("fridge/other/milk.md", "---\ntitle: milk\nbrand: Seoul\n---\n")
        try store.refuseUnknownFields(["brand"], kinds: [fridge])
        let diary = try store.kind(named: "diary")
        #expect(throws: UnknownFieldError.self) { try store.refuseUnknownFields(["brand"], kinds: [diary]) }
        // A place's part is its field's.
        try store.refuseUnknownFields(["location.name"], kinds: [diary])
        // Korean names of built-in fields point at the English one.
        do {
            try store.refuseUnknownFields(["유통기한"], kinds: [fridge])
            Issue.record("유통기한 is not a field name")
        } catch let error as UnknownFieldError {
            #expect(error.suggestion == "expires")
        }
    }

    @Test func setRefusesATypoUnlessTheFieldIsNew() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        let path = "fridge/other/milk.md"
        try temporary.write(path, "---\ntitle: milk\ncategory: other\nquantity: 2\n---\n")
        _ = try store.commit([path], message: "milk")
        #expect(throws: UnknownFieldError.self) { try store.set(path, [FieldAssignment(key: "quantitiy", value: "3")]) }
        #expect(try temporary.read(path) == "---\ntitle: milk\ncategory: other\nquantity: 2\n---\n")
        _ = try store.set(path, [FieldAssignment(key: "brand", value: "Seoul")], newFields: true)
        #expect(try temporary.read(path).contains("brand: Seoul"))
    }

    @Test func aCommaSeparatedTagsLineIsItsTags() {
        #expect(FieldValue.scalar("김치, 요리", .string).tagItems == ["김치", "요리"])
        #expect(FieldValue.scalar("김치", .string).tagItems == ["김치"])
        #expect(FieldValue.scalar(" a ,, b ,", .string).tagItems == ["a", "b"])
        #expect(FieldValue.list([.scalar("a, b", .string), .scalar("c", .string)]).tagItems == ["a, b", "c"],
                "a list's item is one tag as the list wrote it")
        #expect(FieldValue.null.tagItems == [])
        let entry = Entry(path: "diary/x.md", kind: "diary", document: EntryDocument(text: "---\ntags: 김치, 요리\n---\n"))
        #expect(entry.tags == ["김치", "요리"])
        #expect(FieldFilter(field: "tags", op: .equal, value: "요리").matches(entry))
    }
}
