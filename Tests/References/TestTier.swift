import Foundation
// This target is built with the package (`swift build -c release` too), where Testing is not
// on the search path: the tiers exist for the test targets only.
#if canImport(Testing)
import Testing

/// The suites that need a real terminal, shell, browser, network server or minutes of work are
/// tagged, and `make test-fast` (the inner loop: domain, git and the quick command-line tests)
/// leaves them to `make test`, which CI runs whole. Each tagged suite or test also carries
/// `.fullSuiteOnly`, so that under `KEPT_TESTS=fast` it shows as skipped instead of vanishing;
/// `TestTierTests` keeps the two together.
extension Tag {
    /// kept on a real terminal: tmux, `bash -i`, vim, fzf, less, a passphrase typed without echo.
    @Tag public static var terminal: Self
    /// TAB pressed in real bash, zsh and fish.
    @Tag public static var shell: Self
    /// Pages rendered by headless Chromium, an image copied with xclip on Xvfb.
    @Tag public static var browser: Self
    /// Servers on loopback ports: sshd, https.
    @Tag public static var network: Self
    /// Minutes of work (a thousand hostile trees, fifty years of diary, a real jrnl installed), or
    /// a command-line suite that runs the binary long enough (over 4 s, timed one suite at a
    /// time) to keep the inner loop from its 90 s.
    @Tag public static var slow: Self
}

public enum TestTier {
    /// The tags `make test-fast` leaves out.
    public static let fullSuiteTags: [String] = ["terminal", "shell", "browser", "network", "slow"]
    /// False under `KEPT_TESTS=fast` (`make test-fast`).
    public static let full = ProcessInfo.processInfo.environment["KEPT_TESTS"] != "fast"
}

extension Trait where Self == ConditionTrait {
    /// Runs in `make test`, skipped by `make test-fast`.
    public static var fullSuiteOnly: Self { .enabled(if: TestTier.full, "make test-fast leaves it to make test") }
}
#endif
