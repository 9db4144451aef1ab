/// A word as a person would type it in a shell: itself when it is plain, else in single
/// quotes; for the commands kept suggests (`kept restore 'diary/…/첫 눈.md'`).
package enum ShellWord {
    package static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@,=".contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
