import Foundation
import Testing
@testable import KeptGit
import Kept

/// The command line prints `Message.userFacing(error)` after `kept: ` and exits 1; an error it
/// does not know falls through to argument-parser, which may dump the Swift value.
@Suite("errors the user reads")
struct UserFacingErrorTests {
    @Test func aGitErrorReachesTheUserAsItsMessage() throws {
        let error = GitError(step: "open", code: -3, message: "could not find repository at '/nowhere'")
        #expect(Message.userFacing(error)?.english == "git open failed: could not find repository at '/nowhere' (libgit2 error -3)")
    }

    @Test func aTransferErrorReachesTheUserAsItsMessage() throws {
        let error = TransferError(kind: .connection, message: "failed to resolve address for example.invalid", code: -1)
        #expect(Message.userFacing(error)?.english == "failed to resolve address for example.invalid")
    }

    @Test func theDomainsErrorsKeepTheirOwnMessage() throws {
        #expect(Message.userFacing(KeptError.noMatch("우유"))?.key == "error.noMatch")
        #expect(Message.userFacing(CocoaError(.fileNoSuchFile)) == nil)
    }
}
