import Foundation
import Kept
@testable import KeptCLI
import KeptWeb
import Testing

/// Debian's `qrencode` program, the reference for the QR code kept draws: the same library
/// underneath, so the same text and level must give the very same modules.
enum QRCodeReference {
    static let program = "/usr/bin/qrencode"
    static var available: Bool { FileManager.default.isExecutableFile(atPath: program) }

    /// The modules `qrencode -t ASCII -l M -m 4` draws for `text`, quiet zone included: each
    /// module two characters, `##` dark.
    static func modules(_ text: String) throws -> [[Bool]] {
        let result = try KeptProcess.run(URL(fileURLWithPath: program), ["-t", "ASCII", "-l", "M", "-m", "4", "-o", "-", text],
                                         env: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        guard result.status == 0 else { throw SupportError("qrencode failed: \(result)") }
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(Array.init)
        let size = lines.first.map { $0.count / 2 } ?? 0
        return lines.map { line in (0..<size).map { 2 * $0 < line.count && line[2 * $0] == "#" } }
    }

    /// The modules of half-block lines as kept draws them (light drawn, dark blank), the first
    /// `size` rows (the last line's lower half lies outside an odd count).
    static func modules(halfBlocks lines: [String], size: Int) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in lines {
            let characters = Array(line.replacing(/\x1B\[[0-9;]*m/, with: ""))
            rows.append(characters.map { $0 == " " || $0 == "▄" })
            rows.append(characters.map { $0 == " " || $0 == "▀" })
        }
        return Array(rows.prefix(size))
    }
}

@Suite("QR code of the pairing address", .enabled(if: QRCodeReference.available, "needs Debian's qrencode"))
struct QRCodeTests {
    @Test(arguments: [
        "https://192.168.1.23:8770/pair?code=12345678",
        "http://127.0.0.1:8770/pair?code=00000000",
        "https://[fd7a:115c:a1e0::1]:8770/pair?code=87654321",
        "https://laptop.tail1234.ts.net:8770/pair?code=31415926",
        "12345678",
        "김치 냉장고",
        String(repeating: "https://example.org/", count: 40),
    ])
    func keptDrawsWhatQrencodeDraws(_ text: String) throws {
        let code = try #require(QRCode(encoding: text))
        let reference = try QRCodeReference.modules(text)
        #expect(reference.count == code.width + 2 * QRCodeView.quietZone)
        for color in [false, true] {
            let lines = QRCodeView.lines(code, color: color)
            #expect(lines.count == (reference.count + 1) / 2)
            #expect(QRCodeReference.modules(halfBlocks: lines, size: reference.count) == reference, "color \(color)")
        }
    }

    @Test func textThatFitsNoQRCodeGivesNone() {
        #expect(QRCode(encoding: "") == nil)
        #expect(QRCode(encoding: String(repeating: "x", count: 5000)) == nil)
    }
}
