import Crypto
import Foundation
import Testing
@testable import Kept

/// `HexDigits` against Foundation's `%02x`, which it replaced for speed.
@Suite struct HexDigitsTests {
    @Test func everyByteAsFoundationFormatsIt() {
        let all = (0...255).map { UInt8($0) }
        #expect(HexDigits.string(all) == all.map { String(format: "%02x", $0) }.joined())
        #expect(HexDigits.string([UInt8]()) == "")
    }

    @Test func aDigestAsFoundationFormatsIt() {
        let digest = SHA256.hash(data: Data("kept_device=token".utf8))
        #expect(HexDigits.string(digest) == digest.map { String(format: "%02x", $0) }.joined())
        #expect(HexDigits.string(digest).count == 64)
        #expect(HexDigits.string(digest.prefix(8)) == digest.prefix(8).map { String(format: "%02x", $0) }.joined())
    }
}
