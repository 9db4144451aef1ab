import Foundation
import Testing

/// Korean messages put the particle the filled word takes (라면을, 우유를, 계란이, origin을),
/// the first-hour case 04 (`../shared/cases/first-hour-2/04-korean-particles.sh`): kept said
/// 라면를, 계란가, 카드 1장를, origin를 and `mood==평온함`는.
@Suite("Korean particles follow the word")
struct KoreanParticleCommandTests {
    static let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test func fridgeCardsRemotesAndFiltersTakeTheParticleTheirWordCallsFor() throws {
        let sandbox = try Sandbox()
        let ko = Self.korean
        try sandbox.ok(["fridge", "add", "계란", "--quantity", "10", "--unit", "개"], env: ko)
        let tooMany = try sandbox.run(["fridge", "consume", "계란", "--quantity", "12"], env: ko)
        #expect(tooMany.stderr.contains(": 계란이 10"), "\(tooMany)")
        #expect(tooMany.stderr.contains("12를 쓸 수 없습니다"), "\(tooMany)")

        #expect(try sandbox.ok(["fridge", "buy", "라면"], env: ko).stdout.hasPrefix("라면을 장보기 목록에 추가했습니다"))
        #expect(try sandbox.ok(["fridge", "buy", "우유"], env: ko).stdout.hasPrefix("우유를 장보기 목록에 추가했습니다"))
        #expect(try sandbox.ok(["fridge", "bought", "라면"], env: ko).stdout.hasPrefix("라면을 샀습니다"))

        try sandbox.ok(["new", "card", "살다", "--body", "to live"], env: ko)
        let review = try sandbox.run(["review"], env: ko, stdin: "\n3\n")
        #expect(review.stdout.contains("카드 1장을 복습했습니다"), "\(review)")

        let remote = sandbox.root.appendingPathComponent("store.git").path
        #expect(try sandbox.ok(["remote", "add", "origin", remote], env: ko).stdout == "원격 origin \(remote)을 추가했습니다\n")
        #expect(try sandbox.ok(["remote", "remove", "origin"], env: ko).stdout == "원격 origin을 제거했습니다\n")
        try sandbox.ok(["remote", "add", "usb", remote], env: ko)
        #expect(try sandbox.ok(["remote", "remove", "usb"], env: ko).stdout == "원격 usb를 제거했습니다\n")

        let filter = try sandbox.run(["list", "--where", "mood==평온함"], env: ko)
        #expect(filter.stderr.hasPrefix("kept: `mood==평온함`은 조건이 아닙니다"), "\(filter)")
    }
}
