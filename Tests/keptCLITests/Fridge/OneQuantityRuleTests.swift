import Foundation
import Kept
import Testing

/// "Add a fridge item" and "use some of it" are one operation each (`FridgeAdd`,
/// `FridgeConsume`) with one rule for a quantity (`FridgeQuantity`): the terminal and an
/// assistant refuse the same bad quantity with the same sentence, the domain's, and add
/// nothing. (The phone's half is `PhoneQuantityRuleTests` in KeptWebTests.)
@Suite("the fridge's one quantity rule, at the terminal and for an assistant")
struct OneQuantityRuleTests {
    static let refused = ["600g", "-1", "두 개", "inf", "0.0004", "1e20"]

    /// What the domain says of `typed`, in English.
    static func refusal(_ typed: String) throws -> String {
        do {
            _ = try FridgeQuantity.parse(typed)
        } catch {
            return try #require(Message.userFacing(error)).text(in: .english)
        }
        Issue.record("\(typed) was taken as a quantity")
        return ""
    }

    @Test(arguments: refused)
    func theTerminalRefusesWithTheDomainsSentence(_ typed: String) throws {
        let box = try Sandbox()
        let expected = try Self.refusal(typed)
        let before = try box.messages()
        let add = try box.run(["fridge", "add", "우유", "--quantity=\(typed)"])
        #expect(add.status == 64, "\(add)")
        #expect(add.stderr.contains(expected), "\(add.stderr)")
        try box.ok(["fridge", "add", "두부", "--quantity", "2"])
        let consume = try box.run(["fridge", "consume", "두부", "--quantity=\(typed)"])
        #expect(consume.stderr.contains(expected), "\(consume.stderr)")
        #expect(try box.messages().count == before.count + 1, "only 두부's add was committed")
        #expect(try box.read("fridge/other/두부.md").contains("quantity: 2"))
    }

    /// `--quantity -1` as two words is a value to refuse, not an unknown option `-1`.
    @Test func aNegativeQuantityAsItsOwnWordGetsTheRulesSentence() throws {
        let box = try Sandbox()
        let add = try box.run(["fridge", "add", "우유", "--quantity", "-1"])
        #expect(add.status == 64, "\(add)")
        #expect(add.stderr.contains(try Self.refusal("-1")), "\(add.stderr)")
    }

    @Test func anAssistantIsRefusedWithTheSameSentences() throws {
        let box = try Sandbox()
        try box.ok(["fridge", "add", "두부", "--quantity", "2"])
        let before = try box.messages()
        var calls: [(String, [String: Any])] = []
        for typed in Self.refused {
            calls.append(("fridge_add", ["name": "우유", "quantity": typed]))
            calls.append(("fridge_consume", ["name": "두부", "quantity": typed]))
        }
        // As JSON numbers too: the same rule, the same sentence.
        calls.append(("fridge_add", ["name": "우유", "quantity": -1]))
        let answers = try MCPSession.call(calls, in: box)
        #expect(answers.count == calls.count)
        for (index, answer) in answers.enumerated() {
            let typed = index < Self.refused.count * 2 ? Self.refused[index / 2] : "-1"
            #expect(answer.isError, "\(calls[index]) was not refused: \(answer.text)")
            #expect(answer.text.contains(try Self.refusal(typed)), "\(calls[index]): \(answer.text)")
        }
        #expect(try box.messages() == before, "nothing was committed")
    }
}

/// A few calls to `kept mcp` over its standard input, as an assistant's client makes them
/// (JSON-RPC, one message a line): initialise, then each tool call, waiting for every answer
/// before closing the input.
enum MCPSession {
    struct Answer { let text: String; let isError: Bool }

    static func call(_ calls: [(String, [String: Any])], in box: Sandbox, seconds: Double = 60) throws -> [Answer] {
        let process = Process()
        process.executableURL = try KeptBinary.url()
        process.arguments = ["mcp"]
        process.environment = box.env
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        let received = Locked<Data>(Data())
        output.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            received.withLock { $0.append(chunk) }
        }
        try process.run()
        defer { output.fileHandleForReading.readabilityHandler = nil; if process.isRunning { process.terminate() } }
        var lines: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 0, "method": "initialize",
             "params": ["protocolVersion": "2025-03-26", "capabilities": [String: Any](), "clientInfo": ["name": "kept-tests", "version": "1"]]],
            ["jsonrpc": "2.0", "method": "notifications/initialized"],
        ]
        for (number, (tool, arguments)) in calls.enumerated() {
            lines.append(["jsonrpc": "2.0", "id": number + 1, "method": "tools/call", "params": ["name": tool, "arguments": arguments]])
        }
        for line in lines {
            input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: line) + Data("\n".utf8))
        }
        let deadline = Date().addingTimeInterval(seconds)
        var answers: [Int: Answer] = [:]
        while answers.count < calls.count, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let text = String(decoding: received.withLock { $0 }, as: UTF8.self)
            for line in text.split(separator: "\n") {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let id = object["id"] as? Int, id > 0, let result = object["result"] as? [String: Any] else { continue }
                let content = (result["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }.joined(separator: "\n")
                answers[id] = Answer(text: content, isError: result["isError"] as? Bool ?? false)
            }
        }
        try? input.fileHandleForWriting.close()
        return (1...max(calls.count, 1)).compactMap { answers[$0] }
    }
}
