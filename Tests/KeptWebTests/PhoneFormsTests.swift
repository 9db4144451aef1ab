import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// The phone's forms take what the terminal's commands take (`kept fridge add --unit
/// --category --expires`, `kept new --date --category`, `kept fridge buy` of something new),
/// a refused form comes back as typed with the problem beside its field, a diary's lines are
/// shown as lines, and a change queued on the phone is authored when it was made.
@Suite("kept serve: the phone's forms")
struct PhoneFormsTests {
    static let korean = "ko-KR,ko;q=0.9"

    @Test func theFridgeFormTakesUnitCategoryAndAnExactDay() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            let form = try lab.form(lab.everything, [("title", "삼겹살"), ("quantity", "600"), ("unit", "g"), ("category", "고기"),
                                                     ("expires", ""), ("expiresOn", "2026-12-25")])
            try await submit(client, "/fridge/add", WebLab.headers(lab.everything, language: Self.korean), form) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("저장했습니다."))
            }
        }
        let item = try #require(try Fridge.load(lab.store).stock().first { $0.title == "삼겹살" })
        #expect(item.path == "fridge/고기/삼겹살.md")
        #expect(item.expires == Day(iso: "2026-12-25"))
        #expect(item.quantity == 600)
        #expect(item.unit == "g")
        #expect(try lab.commits().first == "fridge: add 삼겹살")
    }

    @Test func aQuantityWithItsUnitStuckOnComesBackAsTyped() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            let form = try lab.form(lab.everything, [("title", "삼겹살"), ("quantity", "600g"), ("category", "고기"), ("expires", "7")])
            try await client.execute(uri: "/fridge/add", method: .post, headers: WebLab.headers(lab.everything, language: Self.korean),
                                     body: form) { response in
                #expect(response.status == .unprocessableContent)
                let page = response.text
                // The same form, what was typed in it, the domain's sentence beside the quantity, the tabs.
                #expect(page.contains("name=\"title\" required maxlength=\"200\" value=\"삼겹살\""), "\(page)")
                #expect(page.contains("value=\"600g\" aria-invalid=\"true\""), "\(page)")
                #expect(page.contains("value=\"고기\""))
                #expect(page.contains("value=\"7\" checked"))
                #expect(page.contains("<p class=\"problem field\" role=\"alert\">" + EntryHTML.escape(InvalidValue.notAQuantity("600g").message.text(in: .korean))))
                #expect(page.contains("<nav class=\"tabs\">"))
            }
        }
        #expect(try Fridge.load(lab.store).stock().isEmpty)
    }

    @Test func somethingNeverStockedGoesOnTheShoppingList() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            try await submit(client, "/fridge/buy", WebLab.headers(lab.everything), try lab.form(lab.everything, [("title", "대파")])) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<span class=\"title\">대파</span>"))
            }
        }
        #expect(try Fridge.load(lab.store).shopping().map(\.title) == ["대파"])
    }

    @Test func eatingTheLastOneOffersTheShoppingList() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "fridge"),
                                     text: "---\ntitle: 우유\nstatus: stocked\nquantity: 1\n---\n").path
        try await lab.app.test(.router) { client in
            try await submit(client, "/fridge/consume", WebLab.headers(lab.everything, language: Self.korean),
                             try lab.form(lab.everything, [("path", path), ("quantity", "")])) { response in
                #expect(response.text.contains("우유가 다 떨어졌습니다. 장보기 목록에 넣을까요?"), "\(response.text)")
                #expect(response.text.contains("<input type=\"hidden\" name=\"path\" value=\"\(path)\">\n<span>"))
            }
            try await submit(client, "/fridge/buy", WebLab.headers(lab.everything), try lab.form(lab.everything, [("path", path)])) { #expect($0.status == .ok) }
        }
        #expect(try Fridge.load(lab.store).shopping().map(\.title) == ["우유"])
    }

    @Test func aDiarysTwoLinesAreShownAsTwoAndACardsAsCommonMark() async throws {
        let lab = try WebLab()
        let diary = try lab.store.add(try lab.store.kind(named: "diary"),
                                      text: "---\ntitle: 비\ndate: 2026-12-02\n---\n오늘은 비가 왔다\n점심은 김치찌개\n").path
        try await lab.app.test(.router) { client in
            try await client.execute(uri: EntryLink.to(diary), method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("오늘은 비가 왔다<br />\n점심은 김치찌개"), "\(response.text)")
            }
        }
        #expect(!EntryHTML.markdown("one\ntwo", path: "cards/x.md").contains("<br"))
    }

    @Test func anUntitledDayIsListedOnceByItsDateAndFirstWords() async throws {
        let lab = try WebLab()
        _ = try lab.store.add(try lab.store.kind(named: "diary"),
                              text: "---\ntitle: 2026-12-02\ndate: 2026-12-02\n---\n오늘은 비가 왔다\n").path
        try await lab.app.test(.router) { client in
            try await client.execute(uri: "/diary", method: .get, headers: WebLab.headers(lab.everything)) { response in
                let row = try #require(response.text.components(separatedBy: "<li>").first { $0.contains("2026-12-02") })
                // Once shown (the link holds it too, in the file's name).
                #expect(row.components(separatedBy: "2026-12-02<").count == 2, "\(row)")
                #expect(!row.contains(" 2026-12-02</a>"), "\(row)")
                #expect(row.contains("</span> 오늘은 비가 왔다</a>"), "\(row)")
            }
        }
    }

    @Test func aNewEntryTakesThePastDayAndACategory() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            try await submit(client, "/k/diary/new", WebLab.headers(lab.everything),
                             try lab.form(lab.everything, [("title", "첫눈"), ("date", "2026-11-20"), ("body", "눈이 왔다")])) { #expect($0.status == .ok) }
            try await submit(client, "/k/card/new", WebLab.headers(lab.everything),
                             try lab.form(lab.everything, [("title", "사과"), ("category", "영어"), ("body", "apple")])) { #expect($0.status == .ok) }
            // A day that is no day: the form again, as typed, the problem beside the day.
            try await client.execute(uri: "/k/diary/new", method: .post, headers: WebLab.headers(lab.everything),
                                     body: try lab.form(lab.everything, [("title", "엉뚱한 날"), ("date", "2026-13-45")])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("value=\"엉뚱한 날\""))
                #expect(response.text.contains("value=\"2026-13-45\" aria-invalid=\"true\""), "\(response.text)")
            }
        }
        let paths = StoreIndex.load(lab.store, kinds: lab.store.kinds).entries.map(\.path)
        #expect(paths.contains { $0.hasPrefix("diary/2026/11/2026-11-20") }, "\(paths)")
        #expect(paths.contains("cards/영어/사과.md"), "\(paths)")
    }

    @Test func builtInFieldsAndKindsAreNamedInKorean() async throws {
        let lab = try WebLab()
        let diary = try lab.store.add(try lab.store.kind(named: "diary"),
                                      text: "---\ntitle: 비\ndate: 2026-12-02\nweather: 비\nmood: 좋음\n---\n글\n").path
        try await lab.app.test(.router) { client in
            try await client.execute(uri: EntryLink.to(diary), method: .get, headers: WebLab.headers(lab.everything, language: Self.korean)) { response in
                #expect(response.text.contains("<dt>날씨</dt>"), "\(response.text)")
                #expect(!response.text.contains(">weather<"))
                #expect(!response.text.contains("<label>weather"))
            }
        }
        let scope = AccessScope(kinds: ["fridge", "card"], readOnly: false)
        #expect(scope.kindList(in: .korean, known: lab.store.kinds) == "카드, 냉장고")
    }

    @Test func aQueuedChangeIsAuthoredWhenThePhoneMadeIt() async throws {
        let lab = try WebLab()
        // Three days ago, in whole seconds: a queue a phone kept while away.
        let made = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3 * 86_400).rounded(.down))
        try await lab.app.test(.router) { client in
            var headers = WebLab.headers(lab.everything)
            headers[ChangeMadeAt.header] = "\(Int(made.timeIntervalSince1970 * 1000)) 540"
            try await submit(client, "/fridge/buy", headers, try lab.form(lab.everything, [("title", "두부")])) { #expect($0.status == .ok) }
            try await submit(client, "/fridge/buy", WebLab.headers(lab.everything), try lab.form(lab.everything, [("title", "콩나물")])) { #expect($0.status == .ok) }
        }
        let lines = try Self.git(lab.root, ["log", "-2", "--format=%s|%ad|%cd", "--date=raw"])
        #expect(lines.count == 2, "\(lines)")
        let queued = try #require(lines.last).split(separator: "|")
        #expect(queued[1] == "\(Int(made.timeIntervalSince1970)) +0900", "\(lines)")
        #expect(queued[2] != queued[1])
        let now = try #require(lines.first).split(separator: "|")
        #expect(now[1] == now[2] || abs((Int(now[1].split(separator: " ")[0]) ?? 0) - (Int(now[2].split(separator: " ")[0]) ?? 0)) <= 1)
    }

    /// A time before the epoch in its zone (`1 -840`) made a commit plain `git log` stops at;
    /// anything older than `MadeEarlier.oldest` is a wrong clock and is authored now.
    @Test func aMadeAtLongAgoIsAuthoredNow() async throws {
        let lab = try WebLab()
        try await lab.app.test(.router) { client in
            var headers = WebLab.headers(lab.everything)
            headers[ChangeMadeAt.header] = "1 -840"
            try await submit(client, "/fridge/buy", headers, try lab.form(lab.everything, [("title", "두부")])) { #expect($0.status == .ok) }
        }
        let line = try #require(try Self.git(lab.root, ["log", "-1", "--format=%ad", "--date=raw"]).first)
        let seconds = Int(line.split(separator: " ")[0]) ?? 0
        #expect(abs(seconds - Int(Date().timeIntervalSince1970)) < 120, "\(line)")
        #expect(try Self.git(lab.root, ["log", "--oneline"]).count >= 2, "plain git log reads the history")
    }

    @Test(arguments: ["abc 540", "1764000000000 9000", "", "1764000000000", "0x10 0", "1e12 0"])
    func anUnreadableMadeAtIsIgnored(value: String) {
        #expect(ChangeMadeAt.parse(value) == nil)
    }

    /// `git` in the store, its output's lines.
    static func git(_ root: String, _ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", root] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
