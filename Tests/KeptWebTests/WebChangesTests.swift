import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// Changes from the phone are the command line's own operations: the same files, the same
/// commit messages, under the same lock; an edit based on an older text is joined with what
/// changed since, and a collision writes nothing and keeps the phone's text on the page.
@Suite("kept serve: changes")
struct WebChangesTests {
    /// A line the domain refuses (a control character) comes back as typed, the sentence beside
    /// the box; nothing is written.
    @Test func aRefusedLineComesBackAsTypedWithTheSentence() async throws {
        let lab = try WebLab()
        let before = try lab.commits()
        try await lab.app.test(.router) { client in
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "비가\u{1B}[8m왔다"), ("base", "")])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("control character U+001B"), "\(response.text)")
                #expect(response.text.contains("비가\u{1B}[8m왔다</textarea>"))
                #expect(response.text.contains("aria-invalid=\"true\""))
            }
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "  "), ("base", "")])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains(Message(.diaryLineEmpty).english))
            }
        }
        #expect(try lab.commits() == before)
    }

    @Test func aDiaryLineMakesTodaysEntryThenAddsToIt() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "비가 왔다."), ("base", "")])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains(Message(.webSaved).english))
                #expect(!response.text.contains("diary: add"))
            }
            let path = try #require(try Diary(lab.store).entries(on: Day(Date())).first).path
            let base = try lab.text(path)
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "우산을 챙겼다."), ("base", base)])) { #expect($0.status == .ok) }
            #expect(try lab.text(path).hasSuffix("비가 왔다.\n\n우산을 챙겼다.\n"))
        }
        let commits = try lab.commits()
        #expect(commits.first?.hasPrefix("diary: edit") == true)
        #expect(commits.dropFirst().first?.hasPrefix("diary: add") == true)
    }

    @Test func aLineForTodayGoesAfterALineAddedMeanwhile() async throws {
        let lab = try WebLab()
        let diary = try lab.store.kind(named: "diary")
        let path = try lab.store.add(diary, text: try DiaryLine.appending("아침.", to: try lab.store.draft(diary, NewEntry()))).path
        let base = try lab.text(path)
        // The terminal adds a line at the end while the phone's page is open.
        _ = try lab.store.replace(path, with: DiaryLine.appending("점심.", to: base), original: base)
        try await lab.app.test(.router) { client in
            try await submit(client, "/diary/today", WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", "저녁."), ("base", base)])) { #expect($0.status == .ok) }
        }
        #expect(try lab.text(path).hasSuffix("아침.\n\n점심.\n\n저녁.\n"))
        #expect(lab.store.conflictCopies(of: path).isEmpty)
    }

    @Test func theDiaryIsNewestFirstTwentyAPage() async throws {
        let lab = try WebLab()
        let diary = try lab.store.kind(named: "diary")
        for day in 1...25 {
            _ = try lab.store.add(diary, text: String(format: "---\ntitle: 날 %02d\ndate: 2026-10-%02d\n---\n", day, day))
        }
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/diary", method: .get, headers: WebLab.headers(lab.everything)) { response in
                let titles = response.text.matches(of: /날 (\d\d)/).map { String($0.output.1) }
                #expect(titles.first == "25")
                #expect(titles.count == 20)
                #expect(response.text.contains("/diary?page=1"))
            }
            try await client.execute(uri: "/diary?page=1", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.matches(of: /날 (\d\d)/).map { String($0.output.1) } == ["05", "04", "03", "02", "01"])
            }
        }
    }

    @Test func fridgeChangesAreTheCommandLinesCommits() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "fridge"),
                                     text: "---\ntitle: 김치\nstatus: stocked\nquantity: 2\nexpires: 2099-01-01\n---\n").path
        try await lab.app.test(.router) { client in
            try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, language: "ko"), try lab.form(lab.everything, [("path", path), ("quantity", "")])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("class=\"notice\""))
                #expect(!response.text.contains("fridge: consume 김치 (2 → 1)"))
            }
            try await submit(client, "/fridge/add", WebLab.headers(lab.everything), try lab.form(lab.everything, [("title", "우유"), ("quantity", "1"), ("expires", "7")])) { #expect($0.status == .ok) }
            try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, language: "ko"), try lab.form(lab.everything, [("path", path), ("quantity", "-3")])) { response in
                // The fridge again, with the domain's sentence (the terminal's) beside it.
                #expect(response.status == .ok)
                #expect(response.text.contains(EntryHTML.escape(InvalidValue.negativeQuantity(-3).message.text(in: .korean))))
                #expect(response.text.contains("class=\"problem\""))
            }
        }
        #expect(Array(try lab.commits().prefix(2)) == ["fridge: add 우유", "fridge: consume 김치 (2 → 1)"])
        let milk = try #require(try Fridge.load(lab.store).stock().first { $0.title == "우유" })
        #expect(milk.expires == Day(Date()).plus(days: 7))
    }

    @Test func anEditIsJoinedWithAChangeMadeMeanwhile() async throws {
        let lab = try WebLab()
        let original = "---\ntitle: 김장\ndate: 2026-11-20\nmood:\n---\n첫 줄\n\n둘째 줄\n"
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: original).path
        let base = try lab.text(path)
        // Meanwhile, at the terminal: `kept set … mood=좋음`.
        _ = try lab.store.set(path, [try FieldAssignment.parse("mood=좋음")])
        try await lab.app.test(.router) { client in
            let edited = base.replacingOccurrences(of: "둘째 줄", with: "둘째 줄, 휴대폰에서")
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", edited), ("base", base)])) { #expect($0.status == .ok) }
        }
        let joined = try lab.text(path)
        #expect(joined.contains("mood: 좋음"))
        #expect(joined.contains("둘째 줄, 휴대폰에서"))
    }

    @Test func fieldsAndBodyFromTheFormAreTheCommandLinesEditAndSet() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"),
                                     text: "---\ntitle: 김장\ndate: 2026-11-20\nmood:\nlocation:\n---\n배추 열 포기\n").path
        let base = try lab.text(path)
        try await lab.app.test(.router) { client in
            try await client.execute(uri: EntryLink.to(path), method: .get, headers: WebLab.headers(lab.everything, language: "ko")) { response in
                #expect(response.text.contains("name=\"field.mood\""))
                #expect(response.text.contains("data-locate"))
                #expect(response.text.contains("현재 위치 넣기"))
            }
            let form: [(String, String)] = [("base", base), ("field.title", "김장"), ("was.title", "김장"), ("field.mood", "뿌듯함"), ("was.mood", ""),
                                            ("field.location", "37.56650, 126.97800"), ("was.location", ""), ("body", "배추 열두 포기\r\n")]
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything), try lab.form(lab.everything, form)) { #expect($0.status == .ok) }
            // The form as the page now shows it, with a place no map has.
            let shown = try #require(try lab.store.entry(at: path).value(of: "location"))
            let bad: [(String, String)] = [("base", try lab.text(path)), ("field.location", "37.5, 500"), ("was.location", shown), ("body", "배추 열두 포기\n")]
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything, language: "ko"), try lab.form(lab.everything, bad)) { response in
                #expect(response.text.contains("class=\"problem\""))
            }
        }
        let text = try lab.text(path)
        #expect(text.contains("mood: 뿌듯함"))
        #expect(text.contains("126.978"))
        #expect(text.hasSuffix("배추 열두 포기\n"))
        let commits = try lab.commits()
        #expect(commits[0].hasPrefix("diary: set 2026-11-20 김장"))
        #expect(commits[1].hasPrefix("diary: edit 2026-11-20 김장"))
    }

    /// Seen with two browsers and `kept set` at once: a field the terminal changed while the
    /// phone's form was open was written over by the phone's value. Now it is a collision:
    /// the terminal's value stays, the phone's whole version (its field too) is the copy.
    @Test func aFieldChangedMeanwhileIsNeverWrittenOver() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"),
                                     text: "---\ntitle: 김장\ndate: 2026-11-20\nmood: happy\nweather:\n---\n배추 열 포기\n").path
        let base = try lab.text(path)
        _ = try lab.store.set(path, [FieldAssignment(key: "mood", value: "tired")])
        let terminal = try lab.text(path)
        try await lab.app.test(.router) { client in
            // Another field, and the same field given the terminal's value: joined, no copy.
            let joined: [(String, String)] = [("base", base), ("field.weather", "맑음"), ("was.weather", ""), ("field.mood", "happy"),
                                              ("was.mood", "happy"), ("body", "배추 열 포기\n")]
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything), try lab.form(lab.everything, joined)) {
                #expect(!$0.text.contains("class=\"problem\""))
            }
            let clash: [(String, String)] = [("base", base), ("field.mood", "sad"), ("was.mood", "happy"), ("body", "배추 열 포기\n")]
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything), try lab.form(lab.everything, clash)) { response in
                #expect(response.text.contains("class=\"problem\"") && response.text.contains(".conflict-web-"))
            }
        }
        let text = try lab.text(path)
        #expect(text == terminal.replacingOccurrences(of: "weather:", with: "weather: 맑음"), "\(text)")
        let copy = try #require(lab.store.conflictCopies(of: path).first)
        let kept = try lab.text(copy)
        #expect(kept.contains("mood: sad"), "\(kept)")
    }

    @Test func aCollidingEditKeepsBothAsAConflictCopy() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"),
                                     text: "---\ntitle: 김장\ndate: 2026-11-20\n---\n한 줄\n").path
        let base = try lab.text(path)
        try AtomicFile.write(base.replacingOccurrences(of: "한 줄", with: "터미널에서 고친 줄"), to: lab.root + "/" + path)
        _ = try lab.store.commitOutsideEdits()
        let terminal = try lab.text(path)
        try await lab.app.test(.router) { client in
            let phone = base.replacingOccurrences(of: "한 줄", with: "휴대폰에서 고친 줄")
            try await submit(client, EntryLink.to(path), WebLab.headers(lab.everything), try lab.form(lab.everything, [("text", phone), ("base", base)])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("class=\"problem\""))
                #expect(response.text.contains(".conflict-web-"))
            }
        }
        // The terminal's version stays; the phone's is beside it, committed, as sync keeps copies.
        #expect(try lab.text(path) == terminal)
        let copy = try #require(lab.store.conflictCopies(of: path).first)
        #expect(try lab.text(copy).contains("휴대폰에서 고친 줄"))
        #expect(try lab.commits().first?.contains("conflict copy from web-") == true)
        // The diary lists both under one title: the copy is marked, so it is not taken for it.
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/diary", method: .get, headers: WebLab.headers(lab.everything, language: "ko-KR")) { response in
                let items = response.text.components(separatedBy: "<li>").filter { $0.contains("김장") }
                #expect(items.count == 2, "\(response.text)")
                #expect(items.filter { $0.contains("<span class=\"copy\">충돌 사본</span>") }.count == 1)
                #expect(items.contains { $0.contains(EntryLink.to(copy)) && $0.contains("충돌 사본") })
            }
        }
    }

    @Test(arguments: [("ko-KR,ko;q=0.9,en;q=0.8", "오늘", "냉장고"), ("en-GB,en;q=0.9", "Today", "Fridge"), ("fr-FR", "Today", "Fridge")])
    func pagesSpeakTheBrowsersLanguage(header: String, today: String, fridge: String) async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            for page in ["/", "/diary", "/fridge", "/search?q=김치", "/pair"] {
                try await client.execute(uri: page, method: .get, headers: WebLab.headers(lab.everything, language: header)) { response in
                    #expect(response.status == .ok, "\(page)")
                    #expect(response.text.contains(">\(today)<"), "\(page) in \(header)")
                    #expect(response.text.contains("lang=\"\(header.hasPrefix("ko") ? "ko" : "en")\""))
                }
            }
        }
    }
}
