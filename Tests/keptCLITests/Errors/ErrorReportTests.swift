import ArgumentParser
import Foundation
import Kept
@testable import KeptCLI
import Testing

/// `ErrorReport` called directly: each kind of error becomes its text and status in one place.
@Suite("One error path: ErrorReport")
struct ErrorReportTests {
    @Test func nothingFoundIsStatusOneWithItsSentence() {
        #expect(ErrorReport.of(NothingFoundError.noCards, ran: nil, arguments: ["cards"])
                == .lines(["there are no cards yet: add one with `kept new card TITLE --category CATEGORY`"], status: 1))
    }

    @Test func aSearchThatMissedConsonantsSaysWhyOnASecondLine() {
        let report = ErrorReport.of(NothingFoundError.searchFoundNothing(text: "ㄴㅊ", initialsOnlyInTitles: true), ran: nil, arguments: [])
        #expect(report == .lines(["nothing matches `ㄴㅊ`",
                                  "consonants typed alone (ㄱㅊ) are looked for in titles and fields only: add --initials-in-body to look in bodies too"],
                                 status: 1))
    }

    @Test func failuresReportedAlongTheWayEndSilentlyWithOne() {
        #expect(ErrorReport.of(ReportedFailuresError.someFailed(count: 2), ran: nil, arguments: []) == .lines([], status: 1))
        #expect(ErrorReport.of(ReportedFailuresError.pickClosed, ran: nil, arguments: []) == .lines([], status: 1))
    }

    @Test func theCommandLinesOwnRefusalsAreStatusOne() {
        #expect(ErrorReport.of(CommandLineError.remotesFailed(["origin", "백업"]), ran: nil, arguments: [])
                == .lines(["not synced with origin, 백업 (above: why); the other remotes are synced"], status: 1))
    }

    @Test func aDomainErrorIsItsMessage() {
        let error = SyncError(remote: "origin", step: "fetch", reason: .verbatim("the remote went away"))
        #expect(ErrorReport.of(error, ran: nil, arguments: []) == .lines(["origin: fetch failed: the remote went away"], status: 1))
    }

    @Test func aValidationErrorOfACommandIsAUsageErrorOf64() {
        guard case let .lines(lines, status) = ErrorReport.of(ValidationError("give a title"), ran: KeptCommand.self, arguments: ["new"]) else {
            Issue.record("not lines"); return
        }
        #expect(status == ErrorReport.usageStatus && status == 64)
        #expect(lines.count == 1 && lines[0].hasPrefix("give a title"), "\(lines)")
    }

    @Test func helpAndVersionAreNotErrors() {
        #expect(ErrorReport.of(CleanExit.message("0.1.0"), ran: nil, arguments: ["--version"]) == .parserExit)
        #expect(ErrorReport.of(ExitCode.success, ran: nil, arguments: []) == .parserExit)
    }
}
