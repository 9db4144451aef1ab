import Foundation
import Kept
import MCP

/// `kept mcp`'s server: the Model Context Protocol on standard input and output (the official
/// Swift SDK, on kept's own `LineTransport`), its tools answered by `ToolCalls`. The `kept-mcp` executable
/// hands it to the command line, which opened the store and read the user's limits.
package struct AssistantMCP: AssistantServer {
    package init() {}

    package func serve(_ store: Store, scope: AccessScope, language: Language) async throws {
        let server = Server(name: "kept", version: "1", capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = AssistantTool.allCases.filter { $0.allowed(in: scope) }
        // One call at a time: the SDK answers each request in a task of its own, and two
        // writes of one process must not race for the store (the lock keeps processes apart).
        let calls = Locked(ToolCalls(store: store, scope: scope, language: language))
        await server.withMethodHandler(ListTools.self) { _ in
            .init(tools: tools.map { $0.tool(language) })
        }
        await server.withMethodHandler(CallTool.self) { request in
            // A name kept has no tool for is the protocol's error (the server goes on).
            guard let tool = AssistantTool(rawValue: request.name) else {
                throw MCPError.invalidParams("Unknown tool: \(request.name)")
            }
            return calls.withLock { Self.answer(tool, request.arguments, $0) }
        }
        await server.withMethodHandler(ListResources.self) { parameters in
            try calls.withLock { try AssistantResources(calls: $0).list(cursor: parameters.cursor) }
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            try calls.withLock { try AssistantResources(calls: $0).read(parameters.uri) }
        }
        try await server.start(transport: LineTransport())
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// The tool's answer, or kept's message as a tool error: refused by the limits, bad
    /// arguments, or what the domain said (an ambiguous reference, a bad date…).
    static func answer(_ tool: AssistantTool, _ arguments: [String: Value]?, _ calls: ToolCalls) -> CallTool.Result {
        do {
            if tool.writes && calls.scope.readOnly { throw ToolCallError(.mcpRefusedReadOnly, ["tool": tool.rawValue]) }
            if let kind = tool.kind, !calls.scope.reads(kind) { throw ToolCallError(.mcpRefusedKind, ["tool": tool.rawValue, "kind": kind]) }
            let answer = try calls.call(tool, try ToolArguments(tool, arguments))
            let structured: Value? = answer.structured
            return .init(content: [.text(text: answer.text, annotations: nil, _meta: nil)], structuredContent: structured, isError: false)
        } catch {
            let said = Kept.Message.of(error).text(in: calls.language)
            return .init(content: [.text(text: said, annotations: nil, _meta: nil)], isError: true)
        }
    }
}
