/// The one gate for every path that comes from outside: a remote's tree, an import's file
/// names, an attachment, a template's `path:`, an output `-o` inside the store.
///
/// It refuses what git's own `verify_path` refuses with `core.protectNTFS` and
/// `core.protectHFS` on (git's defaults on the platforms that need them), so a tree git would
/// not check out is not written by kept either:
/// - an empty path, an absolute one, an empty, `.` or `..` component;
/// - `.git` in any case, in the spellings NTFS takes for it (`.git.`, `.git `, `git~1`,
///   `.git::$INDEX_ALLOCATION`) and with the code points HFS+ ignores (U+200C…U+200F,
///   U+202A…U+202E, U+206A…U+206F, U+FEFF) anywhere in it;
/// - a backslash (a folder separator on Windows);
///
/// and beyond git: a NUL byte, and bytes that are not UTF-8 (a name kept could not write back
/// as the same file). Checked against git itself in `PathGateTests`.
package enum PathGate {
    /// Why a path is refused; `component` is the offending part as it came.
    package enum Problem: Equatable, Sendable {
        case empty
        case absolute
        case emptyComponent
        case dotComponent(String)
        case gitFolder(String)
        case backslash
        case nul
        case notUTF8
    }

    /// Nil when `path` may be written inside the store; else why not.
    package static func refusal(_ path: String) -> Problem? {
        refusal(bytes: Array(path.utf8))
    }

    /// The same for the raw bytes of a path (a tree entry's name is bytes, not text).
    package static func refusal(bytes path: [UInt8]) -> Problem? {
        guard !path.isEmpty else { return .empty }
        if path.contains(0) { return .nul }
        guard String(validating: path, as: UTF8.self) != nil else { return .notUTF8 }
        if path.first == slash { return .absolute }
        if path.contains(backslash) { return .backslash }
        for component in path.split(separator: slash, omittingEmptySubsequences: false) {
            if let refusal = refusal(component: component) { return refusal }
        }
        return nil
    }

    /// The rules for one component (a name in a tree, a folder or file name of an import).
    package static func refusal(component name: ArraySlice<UInt8>) -> Problem? {
        let text = String(decoding: name, as: UTF8.self)
        if name.isEmpty { return .emptyComponent }
        if name.elementsEqual([dot]) || name.elementsEqual([dot, dot]) { return .dotComponent(text) }
        if isNTFSDotGit(name) || isHFSDotGit(name) { return .gitFolder(text) }
        return nil
    }

    /// git's `is_ntfs_dotgit`: `.git` or its short name `git~1`, any case, followed only by
    /// dots and spaces (which NTFS drops) up to the end or an alternate data stream (`:`).
    static func isNTFSDotGit(_ name: ArraySlice<UInt8>) -> Bool {
        var rest: ArraySlice<UInt8>
        if name.count >= 4, name.first == dot, lowered(name.dropFirst().prefix(3)) == Array("git".utf8) {
            rest = name.dropFirst(4)
        } else if name.count >= 5, lowered(name.prefix(5)) == Array("git~1".utf8) {
            rest = name.dropFirst(5)
        } else {
            return false
        }
        while let byte = rest.popFirst() {
            if byte == colon { return true }
            if byte != dot && byte != space { return false }
        }
        return true
    }

    /// git's `is_hfs_dotgit`: `.git` in any (ASCII) case once the code points HFS+ ignores are
    /// dropped, as HFS+ itself drops them when it names the folder.
    static func isHFSDotGit(_ name: ArraySlice<UInt8>) -> Bool {
        var kept: [Unicode.Scalar] = []
        for scalar in String(decoding: name, as: UTF8.self).unicodeScalars where !hfsIgnorable(scalar) {
            kept.append(scalar)
            if kept.count > 4 { return false }
        }
        return String(String.UnicodeScalarView(kept)).lowercased() == ".git" && kept.allSatisfy(\.isASCII)
    }

    /// The code points HFS+ leaves out of a name (git's `next_hfs_char`).
    static func hfsIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C...0x200F, 0x202A...0x202E, 0x206A...0x206F, 0xFEFF: return true
        default: return false
        }
    }

    private static func lowered<S: Sequence>(_ bytes: S) -> [UInt8] where S.Element == UInt8 {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")
    private static let dot = UInt8(ascii: ".")
    private static let space = UInt8(ascii: " ")
    private static let colon = UInt8(ascii: ":")
}

extension PathGate.Problem {
    /// Why the path is refused, for a message that names the path beside it.
    package var message: Message {
        switch self {
        case .empty: Message(.gateEmpty)
        case .absolute: Message(.gateAbsolute)
        case .emptyComponent: Message(.gateEmptyComponent)
        case let .dotComponent(name): Message(.gateDotComponent, ["name": name])
        case let .gitFolder(name): Message(.gateGitFolder, ["name": name])
        case .backslash: Message(.gateBackslash)
        case .nul: Message(.gateNul)
        case .notUTF8: Message(.gateNotUTF8)
        }
    }
}
