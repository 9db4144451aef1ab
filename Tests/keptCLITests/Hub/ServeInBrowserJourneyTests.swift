import Foundation
import Testing

/// A photo from the camera, a review of three cards, the shopping list checked off: each on a
/// phone in a real browser (`ServeInBrowserTests`), then in the store as the command line
/// would have written it.
extension ServeInBrowserTests {
    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func aPhotoFromThePhonesCameraIsAttachedToTodaysEntry() throws {
        let sandbox = try Self.sandbox()
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("photo", url, sandbox)
        Self.stop(server)
        Self.expectShots(["photo-today", "photo-today-attached", "photo-entry"])

        let list = try parseJSONList(try sandbox.ok(["list", "diary", "--format", "json"]).stdout)
        let entry = try #require(list.first?["path"] as? String, "kept list shows no diary entry: \(list)")
        #expect(list.count == 1)
        #expect(summary["entry"] as? String == "/e/" + entry, "\(summary)")
        let added = try Self.added(sandbox, since: before)
        #expect(added.count == 2, "\(added)")
        #expect(added.first?.hasPrefix("diary: add \(Self.day(Date()))") == true, "\(added)")
        #expect(added.last?.hasPrefix("diary: attach ") == true, "\(added)")

        // The photo is committed in the entry's folder, byte for byte what the camera gave,
        // and the entry links to it.
        let folder = String(entry.dropLast(3))
        let files = try git(sandbox, ["ls-files", "--", folder])
        #expect(files.count == 1 && files.first?.lowercased().hasSuffix(".jpg") == true, "\(files)")
        let photo = try #require(files.first)
        let taken = try Data(contentsOf: URL(fileURLWithPath: Self.screenshots + "/serve-photo-camera.jpg"))
        #expect(try sandbox.bytes(photo) == taken)
        #expect((summary["photo"] as? [String: Any])?["bytes"] as? Int == taken.count)
        // The pages showed a thumbnail smaller than the original, kept outside git (one file above).
        let shown = summary["bytes"] as? [String: Any]
        #expect((shown?["thumb"] as? Int ?? 0) > 0 && (shown?["thumb"] as? Int ?? .max) < taken.count, "\(summary)")
        #expect(try git(sandbox, ["show", "--format=", "--name-only", "HEAD"]).sorted() == [entry, photo].sorted())
        let name = (photo as NSString).lastPathComponent
        let text = try sandbox.read(entry)
        #expect(text.contains("](\((folder as NSString).lastPathComponent)/\(name))"), "\(text)")
        #expect(added.last?.hasSuffix(name) == true, "\(added)")
        #expect((summary["image"] as? [String: Any])?["src"] as? String == "/e/" + photo, "\(summary)")
        #expect(try sandbox.pending().isEmpty)
    }

    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func threeCardsAreReviewedAndTheLastGradeUndone() throws {
        let sandbox = try Self.sandbox()
        for (word, meaning) in [("살다", "to live"), ("먹다", "to eat"), ("가다", "to go")] {
            try sandbox.ok(["new", "card", word, "--category", "동사", "--body", meaning, "--no-edit"])
        }
        // A picture on one card: its answer shows it, loaded from this server.
        let picture = sandbox.root.appendingPathComponent("길.png")
        try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")).write(to: picture)
        try sandbox.ok(["attach", "cards/동사/가다.md", picture.path])
        let ids = try Dictionary(uniqueKeysWithValues: ["살다", "먹다", "가다"].map { word in
            (try #require(try sandbox.read("cards/동사/\(word).md").firstMatch(of: /\nid: (\S+)\n/)).1.description, word)
        })
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("review", url, sandbox)
        Self.stop(server)
        Self.expectShots(["review-cards", "review-reveal", "review-done", "review-undone"])

        // What the phone graded: Good, Hard, Easy, the Easy taken back, Again.
        let graded = summary["graded"] as? [[String: Any]] ?? []
        let titles = graded.compactMap { $0["title"] as? String }
        #expect(graded.compactMap { $0["grade"] as? Int } == [3, 2, 4, 1] && titles.count == 4, "\(summary)")
        #expect(Set(titles) == ["살다", "먹다", "가다"] && titles[2] == titles[3], "\(titles)")
        guard titles.count == 4 else { return }
        for given in graded {
            let pictures = given["pictures"] as? [[String: Any]] ?? []
            if given["title"] as? String == "가다" {
                #expect(pictures.count == 1 && pictures.first?["src"] as? String == "/e/cards/동사/가다/길.png"
                    && pictures.first?["width"] as? Int == 1, "the picture on 가다's answer: \(pictures)")
            } else {
                #expect(pictures.isEmpty, "\(given)")
            }
        }

        // This machine's log, as `kept review` writes it: one line a grade, an undo line naming
        // the grade it takes back, one commit each with the terminal's messages.
        let machine = try sandbox.read(".kept/state/machine-id").trimmingCharacters(in: .whitespacesAndNewlines)
        let lines = try sandbox.read(".kept/reviews/\(machine).jsonl").split(separator: "\n").map(String.init)
        let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == 5, "\(lines)")
        guard records.count == 5 else { return }
        #expect(records.map { ids[$0["card"] as? String ?? ""] } == [titles[0], titles[1], titles[2], titles[2], titles[2]], "\(lines)")
        #expect(records.map { $0["grade"] as? Int } == [3, 2, 4, nil, 1], "\(lines)")
        #expect(records[3]["undo"] as? String == records[2]["time"] as? String, "\(lines)")
        for line in lines where !line.contains("\"undo\"") {
            #expect(line.wholeMatch(of: /\{"card":"[a-z2-9]{8}","time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","grade":[1-4]\}/) != nil, "\(line)")
        }
        #expect(try Self.added(sandbox, since: before) == [
            "cards: review \(titles[0]) (good)", "cards: review \(titles[1]) (hard)", "cards: review \(titles[2]) (easy)",
            "cards: review \(titles[2]) (undo)", "cards: review \(titles[2]) (again)",
        ])
        // The terminal sees the grades: nothing is due today, the Easy one does not count.
        let cards = try sandbox.ok(["cards"]).stdout
        #expect(cards.contains("3 cards, 0 due"), "\(cards)")
        #expect(try sandbox.pending().isEmpty)
    }

    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func theShoppingListIsCheckedOffIntoTheFridge() throws {
        let sandbox = try Self.sandbox()
        try sandbox.ok(["fridge", "add", "두부", "--expires", "+1d"])
        try sandbox.ok(["fridge", "consume", "두부", "--all"])
        try sandbox.ok(["fridge", "buy", "두부"])
        try sandbox.ok(["fridge", "buy", "계란", "--quantity", "10"])
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("shopping", url, sandbox)
        Self.stop(server)
        Self.expectShots(["shopping", "shopping-7", "shopping-3", "shopping-done"])

        let week = Self.day(Date().addingTimeInterval(7 * 86400)), three = Self.day(Date().addingTimeInterval(3 * 86400))
        #expect(try Self.added(sandbox, since: before) == ["fridge: bought 계란 (expires \(week))", "fridge: bought 두부 (expires \(three))"])
        #expect((summary["계란"] as? [String: Any])?["dday"] as? String == "D-7", "\(summary)")
        #expect((summary["두부"] as? [String: Any])?["dday"] as? String == "D-3", "\(summary)")
        #expect(summary["todayCount"] as? String == "장보기 목록이 비어 있습니다", "\(summary)")

        // What the terminal sees: both stocked, bought today, with the dates the phone gave.
        let list = try parseJSONList(try sandbox.ok(["list", "fridge", "--format", "json"]).stdout)
        let eggs = list.first { $0["title"] as? String == "계란" }, tofu = list.first { $0["title"] as? String == "두부" }
        #expect(eggs?["status"] as? String == "stocked" && eggs?["expires"] as? String == week && eggs?["quantity"] as? Int == 10, "\(list)")
        #expect(tofu?["status"] as? String == "stocked" && tofu?["expires"] as? String == three, "\(list)")
        #expect(eggs?["purchased"] as? String == Self.day(Date()) && tofu?["purchased"] as? String == Self.day(Date()), "\(list)")
        let shopping = try sandbox.run(["fridge", "shopping"])
        #expect(shopping.stdout == "", "\(shopping)")
        #expect(try sandbox.pending().isEmpty)
    }

    @Test(.enabled(if: ready, needs), .tags(.browser), .fullSuiteOnly)
    func thePhonesFormsAreTheTerminalsAndAKoreanPageSpeaksKorean() throws {
        let sandbox = try Self.sandbox()
        try sandbox.ok(["fridge", "add", "김치", "--quantity", "2", "--category", "반찬"])
        try sandbox.ok(["new", "card", "사과", "--category", "영어", "--body", "apple"])
        let before = try Self.gitLog(sandbox)
        let (server, url) = try Self.serve(sandbox)
        defer { server.kill() }
        let summary = try Self.journey("forms", url, sandbox)
        Self.stop(server)
        Self.expectShots(["forms-two-lines", "forms-fridge-add", "forms-600g", "forms-fridge-added", "forms-shopping-new",
                          "forms-past-day", "forms-walked"])
        #expect((summary["latin"] as? [String: Any])?.isEmpty == true, "\(summary["latin"] ?? "")")

        // One commit each, the terminal's; the refused 600g none.
        let added = try Self.added(sandbox, since: before)
        #expect(added.count == 4, "\(added)")
        #expect(added.dropFirst().first == "fridge: add 삼겹살", "\(added)")
        #expect(added.dropFirst(2).first == "fridge: buy 대파", "\(added)")
        let list = try parseJSONList(try sandbox.ok(["list", "--format", "json"]).stdout)
        let pork = try #require(list.first { $0["title"] as? String == "삼겹살" }, "\(list)")
        #expect(pork["path"] as? String == "fridge/고기/삼겹살.md" && pork["unit"] as? String == "g" && pork["quantity"] as? Int == 600
                && pork["expires"] as? String == "2026-12-25", "\(pork)")
        let leek = list.first { $0["title"] as? String == "대파" }
        #expect(leek?["status"] as? String == "to-buy", "\(String(describing: leek))")
        let snow = list.first { $0["title"] as? String == "첫눈" }
        #expect((snow?["date"] as? String)?.hasPrefix("2026-11-20") == true, "\(String(describing: snow))")
        let today = try #require(list.first { $0["kind"] as? String == "diary" && ($0["date"] as? String)?.hasPrefix(Self.day(Date())) == true })
        #expect(try sandbox.read(try #require(today["path"] as? String)).contains("오늘은 비가 왔다\n점심은 김치찌개"))
        #expect(try sandbox.pending().isEmpty)
    }

    /// Lines of `git …` in the store.
    func git(_ sandbox: Sandbox, _ args: [String]) throws -> [String] {
        let result = try KeptProcess.run(URL(fileURLWithPath: "/usr/bin/git"), ["-C", sandbox.store.path] + args, env: sandbox.env)
        #expect(result.status == 0, "\(result)")
        return result.lines
    }
}
