import Foundation
import Testing

/// `Store` is the door, not the room: each `Store+X.swift` holds the entry points the command
/// line calls (take the lock, call the feature type, return) and the work lives in feature
/// types in the area's folder (`SyncSession`, `SyncMerge`, `SyncJournal`, `MovingEntry`, `Diary`, `FridgeChanges`).
/// A member declared in an `extension Store` that is not private must be called from
/// Sources/KeptCLI, or be one of the few primitives every feature writes through (listed with
/// why), or be in `notYetMoved`, the helpers still to move, which may only shrink.
struct ThinStoreTests {
    /// Longest a `Store+X.swift` may be: entry points are short. (Store+Init, Store+Encryption
    /// and Store+Resolve, 160–171 lines, are the next to thin; then 150.)
    static let lineLimit = 175

    /// Members of `extension Store` the command line does not call that stay on Store, with why.
    static let primitives: [(file: String, member: String, why: String)] = [
        ("Store+Edit.swift", "kindOrThrow", "the kind a path is in, or the refusal, for every feature that edits an entry"),
        ("Store+OutsideEdits.swift", "commitOutsideEditsHoldingLock", "commits edits made outside kept before a sync or a change, under the held lock"),
        ("Store+Set.swift", "update", "sets fields under the lock: the fridge, cards and `kept set` decide, Store writes and commits"),
        ("Store+Set.swift", "rewrite", "writes an entry and commits it under the lock, for every feature that edits one"),
        ("Store+Set.swift", "removeFile", "removes a file under the store without following links, for rm, restore and resolve"),
        ("Store+Boundary.swift", "ensureInside", "the boundary check every write of every feature passes"),
        ("Store+Boundary.swift", "writeFile", "writes below the store without following links, for every feature that writes"),
        ("Store+Recovery.swift", "intend", "records the change about to be made, so an interrupted one is finished (Store+Recovery)"),
        ("Store+Boundary.swift", "isMachineState", "this machine's own files (.kept/state, .kept/cache), which sync, outside edits and check all leave out"),
    ]

    /// Helpers still on Store that one feature uses (file and member): each belongs in that
    /// feature's type, or private. Remove a line when it moves; add none.
    static let notYetMoved: Set<String> = [
        // Counted as called before the keys were typed: a key string (`"….encryptedRemote…"`)
        // held the name.
        "Store+OutsideEdits.swift outsideEdits",
        "Store+Drafts.swift staleDrafts",
        "Store+OutsideEdits.swift sortedChanges",
        "Store+Sync.swift syncStatus",
        "Store+Encryption.swift encryptedRemote",
        "Store+History.swift commits",
        "Store+Drafts.swift draftsFolder",
        "Store+Encryption.swift wrap",
        "Store+Encryption.swift encryptedKey",
        "Store+Encryption.swift manifestMissing",
        "Store+Boundary.swift linkLeavingStore",
        "Store+Boundary.swift realPath",
        "Store+Init.swift ignoredLines",
        "Store+Init.swift defaultConfig",
        "Store+Init.swift awaitsFirstCommit",
        "Store+Init.swift markdownFiles",
        "Store+Init.swift entryFiles",
        "Store+Init.swift normalizationTwins",
        "Store+Init.swift enclosingStore",
        "Store+Init.swift refuseInsideStore",
        "Store+Recovery.swift undoIntendedChange",
        "Store+Recovery.swift recover",
        "Store+Recovery.swift gitLeftovers",
        "Store+Recovery.swift sweptFolders",
        "Store+Recovery.swift removeStaleStateTemporaries",
        "Store+Remotes.swift allowHTTPKey",
    ]

    struct Member: Equatable { let file: String; let line: Int; let name: String }

    /// The non-private members declared directly in an `extension Store` of Sources/Kept (a
    /// `private extension Store` holds none), found by braces with strings and comments left out.
    static func storeMembers() throws -> [Member] {
        let declaration = #/^\s*(?:@\w+\s+)*(?<access>(?:package|public|internal|private|fileprivate)(?:\(set\))?\s+)?(?:(?:static|nonisolated|mutating|final|override|convenience)\s+)*(?<kind>func|var|let|init|subscript|struct|enum|class|typealias)\b\s*(?<name>[A-Za-z_]\w*)?/#
        let opening = #/^\s*(?<access>(?:package|public|internal|private|fileprivate)\s+)?extension\s+Store\b\s*(?:where[^{]*)?\{/#
        var members: [Member] = []
        for (file, text) in try SourceFiles.all(under: "Sources/Kept") {
            var depth = 0
            var extensionDepth: Int?
            var isPrivate = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                code = code.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
                if extensionDepth == nil {
                    if let match = code.firstMatch(of: opening) {
                        extensionDepth = depth
                        isPrivate = ["private", "fileprivate"].contains(match.access.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")
                    }
                } else if depth == extensionDepth! + 1, !isPrivate, let match = code.firstMatch(of: declaration) {
                    let access = match.access.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
                    if !access.hasPrefix("private"), !access.hasPrefix("fileprivate") {
                        members.append(Member(file: file, line: number + 1, name: String(match.name ?? match.kind)))
                    }
                }
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                if let start = extensionDepth, depth <= start { extensionDepth = nil }
            }
        }
        return members
    }

    @Test func everyStoreMemberIsAnEntryPointOrListed() throws {
        // The front ends: the command line and the web server (each calls Store the same way).
        let commandLine = try (SourceFiles.all(under: "Sources/KeptCLI") + SourceFiles.all(under: "Sources/KeptWeb")).map(\.1).joined(separator: "\n")
        var found: [String] = []
        for member in try Self.storeMembers() {
            let file = (member.file as NSString).lastPathComponent
            // Simple word boundaries: Unicode's keep `status.lastSync.map` one word.
            if commandLine.contains(try Regex("\\.\(member.name)\\b").wordBoundaryKind(.simple)) { continue }
            if Self.primitives.contains(where: { $0.file == file && $0.member == member.name }) { continue }
            if Self.notYetMoved.contains("\(file) \(member.name)") { continue }
            let folder = (member.file as NSString).deletingLastPathComponent
            found.append("\(member.file):\(member.line): Store.\(member.name) is no entry point of Sources/KeptCLI: "
                         + "move it into the feature type in \(folder)/ that uses it (or make it private)")
        }
        #expect(found == [], "\n\(found.joined(separator: "\n"))")
    }

    /// The lists name only what is still there: a helper moved away leaves them.
    @Test func theListsHoldNothingStale() throws {
        let declared = Set(try Self.storeMembers().map { "\(($0.file as NSString).lastPathComponent) \($0.name)" })
        let stale = Self.notYetMoved.subtracting(declared).sorted() + Self.primitives.map { "\($0.file) \($0.member)" }.filter { !declared.contains($0) }
        #expect(stale == [], "moved or gone, take them off the list: \(stale)")
    }

    @Test func storeFilesHoldEntryPointsOnly() throws {
        let long = try SourceFiles.all(under: "Sources/Kept")
            .filter { ($0.0 as NSString).lastPathComponent.hasPrefix("Store+") }
            .compactMap { file, text -> String? in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                return lines > Self.lineLimit ? "\(file): \(lines) lines (limit \(Self.lineLimit)): move the work into a feature type beside it" : nil
            }
        #expect(long == [], "\n\(long.joined(separator: "\n"))")
    }

    /// The scan finds members (a scan that finds nothing would pass forever).
    @Test func theScanFindsStoreMembers() throws {
        let names = try Self.storeMembers().map(\.name)
        #expect(names.contains("sync") && names.contains("remotes") && names.contains("replace"))
        #expect(!names.contains("refuseMassDeletion"), "private members are not counted")
    }
}
