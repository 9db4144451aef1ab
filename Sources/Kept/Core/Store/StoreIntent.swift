/// What a lock holder is about to do, written to the lock file before it touches an entry:
/// the commit it will make, the files it writes and the files it deletes.
///
/// A process killed mid-change leaves this behind; the next writer rolls the change forward
/// (`Store.recover`): each write is atomic, so a file is either its old or its new self.
struct StoreIntent: Equatable, Sendable {
    let pid: Int32
    var message: String = ""
    var writes: [String] = []
    var removes: [String] = []

    /// The lock file's text: `pid N`, `message …` (newlines escaped), `write PATH`, `remove PATH`.
    var record: String {
        var lines = ["pid \(pid)"]
        if !message.isEmpty {
            lines.append("message " + message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n"))
        }
        lines += writes.map { "write \($0)" } + removes.map { "remove \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    init(pid: Int32, message: String = "", writes: [String] = [], removes: [String] = []) {
        self.pid = pid
        self.message = message
        self.writes = writes
        self.removes = removes
    }

    /// Reads a record; also the bare `<pid>` line older versions wrote.
    init?(record: String) {
        var pid: Int32?
        for line in record.split(separator: "\n") {
            let (word, rest) = (line.prefix { $0 != " " }, String(line.drop { $0 != " " }.dropFirst()))
            switch word {
            case "pid": pid = Int32(rest)
            case "message": message = Self.unescape(rest)
            case "write": writes.append(rest)
            case "remove": removes.append(rest)
            default: if pid == nil, let bare = Int32(line) { pid = bare }
            }
        }
        guard let pid else { return nil }
        self.pid = pid
    }

    private static func unescape(_ text: String) -> String {
        var out = "", escaped = false
        for c in text {
            if escaped { out.append(c == "n" ? "\n" : c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }
}
