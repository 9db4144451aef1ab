internal import CLibGit2

/// A commit message as `git commit -m` writes it (libgit2's `git_message_prettify`, lines
/// starting with `#` kept): no blank lines around it, no trailing spaces, and a final newline,
/// which git's own commits always have and tools that read commit objects expect.
func gitCommitMessage(_ message: String) throws -> String {
    var buffer = git_buf()
    defer { git_buf_dispose(&buffer) }
    try check("tidy the commit message") { git_message_prettify(&buffer, message, 0, 0) }
    guard let text = buffer.ptr else { return message }
    return String(cString: text)
}
