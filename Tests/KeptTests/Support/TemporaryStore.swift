import Foundation
@testable import Kept

/// A fresh store in a temporary folder, removed when the value goes away.
final class TemporaryStore {
    let root: String
    let store: Store

    init(files: [String: String] = [:]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kept-tests-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = (base as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        root = try Store.initialize(at: base).root
        store = try Store(root: root)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: (root as NSString).appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        let full = (root as NSString).appendingPathComponent(path)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// Reopens the store (to pick up templates written after init).
    func reopened() throws -> Store { try Store(root: root) }
}

/// A Gregorian calendar in Seoul, so that date tests do not depend on the machine's zone.
let seoul: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
    return calendar
}()

/// 2026-11-22 (a Sunday) 10:00 in Seoul.
let sundayMorning = seoul.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 10))!
