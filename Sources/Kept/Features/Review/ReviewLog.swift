import Foundation

/// The review logs of a store: `.kept/reviews/<machine-id>.jsonl`, one per machine, each only
/// ever appended to by its own machine. Because no two machines write the same file, logs
/// merge without conflicts, and every review from every machine counts.
package enum ReviewLog {
    package static let folder = ".kept/reviews"

    /// The store-relative path of a machine's log.
    package static func path(machine: String) -> String { "\(folder)/\(machine).jsonl" }

    /// Every review in every machine's log, in replay order, without the reviews taken back
    /// (`ReviewUndo`). A line that cannot be read is an error naming its file and line: a
    /// review is never silently dropped.
    package static func all(in store: Store) throws -> [ReviewRecord] {
        try load(store).records
    }

    /// What every machine's log holds: the reviews (in replay order, without those taken back)
    /// and the cards buried (`ReviewBury`).
    package struct Contents: Sendable {
        package var records: [ReviewRecord] = []
        package var buries: [ReviewBury] = []
    }

    package static func load(_ store: Store) throws -> Contents {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: store.absolutePath(folder))) ?? []
        var contents = Contents()
        for name in names.sorted() where name.hasSuffix(".jsonl") && !name.hasPrefix(".") {
            let machine = try read(path: "\(folder)/\(name)", machine: String(name.dropLast(6)), in: store)
            contents.records += machine.records
            contents.buries += machine.buries
        }
        contents.records.sort(by: ReviewRecord.replayOrder)
        return contents
    }

    /// The reviews of one machine's log; an undo line takes back the last review before it that
    /// it names (a grade given again in the same second is a new review, not the one undone).
    static func read(path: String, machine: String, in store: Store) throws -> Contents {
        guard let data = (try? store.contents(at: path)) ?? nil else { return Contents() }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw KeptError.io(path, Message(.errorReviewLogCannotReadThisReview))
        }
        let bytes = [UInt8](data)
        var records: [ReviewRecord] = []
        var buries: [ReviewBury] = []
        records.reserveCapacity(bytes.count / 60)
        var start = 0, number = 0
        while start < bytes.count {
            number += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = bytes[start..<end]
            start = end + 1
            while let last = line.last, last == 32 || last == 13 || last == 9 { line = line.dropLast() }
            while let first = line.first, first == 32 || first == 9 { line = line.dropFirst() }
            if line.isEmpty { continue }
            if let record = ReviewRecord.parseWritten(line, machine: machine) {
                records.append(record)
                continue
            }
            let text = String(decoding: line, as: UTF8.self)
            if let undo = ReviewUndo.parse(text, machine: machine) {
                if let undone = records.lastIndex(where: undo.cancels) { records.remove(at: undone) }
                continue
            }
            if let bury = ReviewBury.parse(text, machine: machine) {
                buries.append(bury)
                continue
            }
            guard let record = ReviewRecord.parse(text, machine: machine) else {
                throw KeptError.invalidField(path: path, line: number,
                    Message(.errorReviewLogNotAReview))
            }
            records.append(record)
        }
        return Contents(records: records, buries: buries)
    }
}
