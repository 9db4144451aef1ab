import Foundation
import Testing
@testable import Kept

@Suite("Store settings in .kept/config.yaml")
struct StoreConfigTests {
    @Test func nestedAndFlatKeysReadAlike() throws {
        let config = try StoreConfig(text: "version: 1\nfridge:\n  soon: 5\ncards.remind.every: 2h\n")
        #expect(try config.integer("fridge.soon") == 5)
        #expect(config.string("cards.remind.every") == "2h")
        #expect(config.string("diary.weather_command") == nil)
        #expect(try StoreConfig(text: "").string("version") == nil)
    }

    @Test func badValuesNameTheirLine() throws {
        let config = try StoreConfig(text: "version: 1\nfridge:\n  soon: soonish\n")
        #expect(throws: KeptError.invalidField(path: ".kept/config.yaml", line: 3,
                                               Message(.errorStoreConfigMustBeWholeNumber, ["key": "fridge.soon", "value": "soonish"]))) {
            try config.integer("fridge.soon")
        }
        #expect(throws: KeptError.self) { try StoreConfig(text: "fridge: [\n") }
        #expect(throws: KeptError.invalidField(path: ".kept/config.yaml", line: 1,
                                               Message(.errorStoreConfigNotKeyValueLines))) {
            try StoreConfig(text: "- a\n- b\n")
        }
    }

    @Test func settingChangesOneLineOrNestsUnderItsSection() throws {
        let text = "# settings\nversion: 1\ncards:\n    review:\n        retention: 0.9\n"
        let config = try StoreConfig(text: text)
        #expect(config.setting("cards.review.retention", to: "0.85")
                == "# settings\nversion: 1\ncards:\n    review:\n        retention: 0.85\n")
        let added = config.setting("cards.remind.every", to: "2h")
        #expect(added == "# settings\nversion: 1\ncards:\n    remind:\n      every: 2h\n    review:\n        retention: 0.9\n")
        #expect(try StoreConfig(text: added).string("cards.remind.every") == "2h")
        #expect(try StoreConfig(text: added).string("cards.review.retention") == "0.9")
        let fresh = try StoreConfig(text: "version: 1\n").setting("fridge.soon", to: "3")
        #expect(fresh == "version: 1\nfridge:\n  soon: 3\n")
        #expect(try StoreConfig(text: fresh).integer("fridge.soon") == 3)
    }

    @Test func storeReadsItsFile() throws {
        let fixture = try TemporaryStore()
        #expect(try fixture.store.config().string("version") == "1")
        try fixture.write(".kept/config.yaml", "fridge: {soon: x\n")
        #expect(throws: KeptError.self) { try fixture.store.config() }
    }
}
