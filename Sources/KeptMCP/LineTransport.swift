import Foundation
import Logging
import MCP

/// MCP's stdio transport (a JSON-RPC message a line), reading in time linear in the message.
/// The SDK's `StdioTransport` reads 4 KiB at a time and looks for the line's end from the
/// start of everything pending after each read: a 2 MB `append_today` took 12–25 s before kept
/// saw it, 8 MB no answer in 90 s (issue 45). Here standard input is read in blocking reads of
/// 1 MiB on a thread of its own, and only the bytes just read are searched for the newline;
/// standard output is written whole, a message and its newline.
actor LineTransport: Transport {
    nonisolated let logger = Logger(label: "kept.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var started = false

    init() {
        (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        guard !started else { return }
        started = true
        let continuation = self.continuation
        let reader = Thread {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                var start = 0
                // Only the new bytes are searched; what came before held no newline.
                while let end = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
                    pending.append(contentsOf: buffer[start..<end])
                    if !pending.isEmpty { continuation.yield(Data(pending)) }
                    pending.removeAll(keepingCapacity: false)
                    start = end + 1
                }
                pending.append(contentsOf: buffer[start..<count])
            }
            continuation.finish()
        }
        reader.stackSize = 1 << 20
        reader.start()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        try line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                }
                offset += written
            }
        }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        messages
    }
}
