import Foundation
import Testing
import Kept

/// `kept fridge` on a terminal narrower than its table cuts names, then categories, to the
/// terminal's width instead of letting every row wrap (issue 18); piped, it prints whole cells.
@Suite struct FridgeWidthTests {
    static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    @Test(.enabled(if: hasScript, "util-linux script gives kept a terminal"))
    func aNarrowTerminalCutsNamesAndCategoriesInsteadOfWrapping() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["fridge", "add", "유기농 무가당 그릭 요거트 대용량 패키지", "--category", "유제품과 냉장 디저트류",
                        "--expires", "+8d", "--quantity", "2", "--unit", "통"])
        try sandbox.ok(["fridge", "add", "Eggs", "--expires", "+7d"])
        let piped = try sandbox.ok(["fridge"]).stdout
        #expect(piped.contains("유제품과 냉장 디저트류"), "\(piped)")

        // A 50-column terminal, as `stty cols 50` makes it; the pager only passes the lines on.
        let command = "stty cols 50; '\(try KeptBinary.url().path)' fridge"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var env = sandbox.env
        env["KEPT_PAGER"] = "cat"
        env["NO_COLOR"] = "1"
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let rows = output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
            .filter { $0.contains("D-") }
        #expect(rows.count == 2, "\(output)")
        for row in rows { #expect(DisplayWidth.of(row) <= 50, "\(row) is \(DisplayWidth.of(row)) columns") }
        #expect(rows.contains { $0.contains("유기농") && $0.contains("…") }, "\(rows)")
        #expect(rows.contains { $0.contains("Eggs") }, "\(rows)")
    }
}
