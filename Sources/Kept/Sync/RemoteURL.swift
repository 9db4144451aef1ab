/// A remote's address as kept shows and stores it: never with a password or token in it.
/// Tokens come from $KEPT_GIT_TOKEN and passphrases from $KEPT_SSH_PASSPHRASE, read when
/// needed and written nowhere; a URL like `https://me:TOKEN@host/x.git` would put the token
/// in .git/config and in every message naming the remote.
package enum RemoteURL {
    /// The URL with the password part of `user:password@` replaced by `***`.
    package static func redacted(_ url: String) -> String {
        guard let credentials = credentialsRange(url) else { return url }
        let userInfo = url[credentials]
        guard let colon = userInfo.firstIndex(of: ":") else { return url }
        return url.replacingCharacters(in: userInfo.index(after: colon)..<credentials.upperBound, with: "***")
    }

    /// Whether the URL carries a password (`scheme://user:password@host…`).
    package static func hasPassword(_ url: String) -> Bool { redacted(url) != url }

    /// The `user:password` part between `://` and the first `@` before the path.
    private static func credentialsRange(_ url: String) -> Range<String.Index>? {
        guard let scheme = url.range(of: "://") else { return nil }
        let rest = url[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" }
        guard let at = authority.lastIndex(of: "@") else { return nil }
        return scheme.upperBound..<at
    }
}
