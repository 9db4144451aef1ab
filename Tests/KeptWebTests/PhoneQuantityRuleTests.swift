import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// The phone's half of the fridge's one quantity rule (`OneQuantityRuleTests` holds the
/// terminal's and the assistant's): its forms refuse a bad quantity with the domain's own
/// sentence, in the page's language, and add or take nothing.
@Suite("kept serve: the fridge's one quantity rule")
struct PhoneQuantityRuleTests {
    static func refusal(_ typed: String, _ language: Language) throws -> String {
        do {
            _ = try FridgeQuantity.parse(typed)
        } catch {
            return EntryHTML.escape(try #require(Message.userFacing(error)).text(in: language))
        }
        Issue.record("\(typed) was taken as a quantity")
        return ""
    }

    @Test(arguments: ["600g", "-1", "두 개", "inf"])
    func theFormsRefuseWithTheDomainsSentence(_ typed: String) async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "fridge"),
                                     text: "---\ntitle: 두부\nstatus: stocked\nquantity: 2\n---\n").path
        let before = try lab.commits()
        try await lab.app.test(.router) { client in
            for language in [Language.english, .korean] {
                let headers = WebLab.headers(lab.everything, language: language == .korean ? "ko" : "en")
                let expected = try Self.refusal(typed, language)
                try await submit(client, "/fridge/add", headers, try lab.form(lab.everything, [("title", "우유"), ("quantity", typed)])) { response in
                    #expect(response.text.contains(expected), "add \(typed) in \(language)")
                }
                try await submit(client, "/fridge/consume", headers, try lab.form(lab.everything, [("path", path), ("quantity", typed)])) { response in
                    #expect(response.text.contains(expected), "consume \(typed) in \(language)")
                }
            }
        }
        #expect(try lab.commits() == before)
        #expect(try lab.text(path).contains("quantity: 2"))
    }
}
