import Foundation
import Kept
import Testing

/// A line for today is one operation (`Diary.appendToToday`): `kept today --append`, the
/// phone's Today box and an assistant's `append_today` write the same file, each line a
/// paragraph of its own, one commit each.
@Suite("kept today --append: a line for today, as the phone and an assistant add one")
struct TodayAppendTests {
    @Test func theTerminalAndAnAssistantAddToTheSameEntry() throws {
        let box = try Sandbox()
        let first = try box.ok(["today", "--append", "오늘은 비가 왔다"])
        let path = first.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(path.hasPrefix("diary/"), "\(first)")
        let answers = try MCPSession.call([("append_today", ["text": "점심은 김치찌개"])], in: box)
        #expect(answers.first?.isError == false, "\(answers)")
        let second = try box.ok(["today", "--append", "-"], stdin: "저녁엔 산책\n")
        #expect(second.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == path)
        let text = try box.read(path)
        #expect(text.hasSuffix("오늘은 비가 왔다\n\n점심은 김치찌개\n\n저녁엔 산책\n"), "\(text)")
        let messages = try box.messages()
        #expect(messages.prefix(3).map { $0.hasPrefix("diary: edit") || $0.hasPrefix("diary: add") } == [true, true, true], "\(messages)")
        #expect(messages.dropFirst().first?.hasSuffix("(via assistant)") == true, "\(messages)")
    }

    @Test func aLineGoesAloneWithoutTheNewEntrysOptions() throws {
        let box = try Sandbox()
        let result = try box.run(["today", "첫눈", "--append", "눈이 왔다"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--append adds a line to today's entry as it is"))
        #expect(try box.messages().count == 1, "only kept init's commit")
    }

    /// A binary file piped by mistake, an empty line or megabytes are refused by the domain's
    /// rule (`DiaryLine.check`), from the terminal as from an assistant, and nothing is written.
    @Test func aBinaryAnEmptyOrAHugeLineIsRefusedAndNothingWritten() throws {
        let box = try Sandbox()
        let nul = try box.run(["today", "--append", "-"], stdin: "사진\u{0}\u{1}JFIF")
        #expect(nul.status == 1, "\(nul)")
        #expect(nul.stderr.contains("line 1 of the text holds the control character U+0000"), "\(nul.stderr)")
        let empty = try box.run(["today", "--append", "  \n"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("the line for today is empty: nothing was written"), "\(empty.stderr)")
        let huge = try box.run(["today", "--append", "-"], stdin: String(repeating: "가", count: 400_000))
        #expect(huge.status == 1)
        #expect(huge.stderr.contains("the line for today is 1200000 bytes, more than the 1048576"), "\(huge.stderr)")
        // Bytes that are not UTF-8 (what `--append -` reads) are named, never turned into `�`.
        #expect(throws: KeptError.invalidValue(.diaryLineNotUTF8(offset: 3, byte: "0xFF"))) {
            try DiaryLine.text(fromBytes: Data("abc".utf8) + Data([0xFF, 0xFE]) + Data(" def\n".utf8))
        }
        #expect(try DiaryLine.text(fromBytes: Data("비가 왔다\n".utf8)) == "비가 왔다\n")
        let answers = try MCPSession.call([("append_today", ["text": "a\u{1B}[8mb"])], in: box)
        #expect(answers.first?.isError == true, "\(answers)")
        #expect(try box.messages().count == 1, "only kept init's commit")
    }
}
