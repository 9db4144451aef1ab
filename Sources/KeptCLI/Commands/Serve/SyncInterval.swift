import ArgumentParser
import Foundation
import Kept

/// `--sync-every`'s value: a whole number of seconds, minutes or hours (`30s`, `5m`, `1h`).
enum SyncInterval {
    static func parse(_ text: String) throws -> TimeInterval {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int(text.dropLast()), count > 0 else {
            throw ValidationError(say(.cliServeBadDuration, ["text": text]))
        }
        return TimeInterval(count) * unit
    }

    /// `30s`, `5m`, `1h`, `90s`: as the user would write it back.
    static func text(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        if whole >= 3600 && whole % 3600 == 0 { return "\(whole / 3600)h" }
        if whole >= 60 && whole % 60 == 0 { return "\(whole / 60)m" }
        return "\(whole)s"
    }
}
