import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where drafts live and how they come and go.
extension Store {
    /// The drafts folder, store-relative: under the per-machine, git-ignored `.kept/state/`.
    package static let draftsFolder = ".kept/state/drafts"

    /// Writes `text` as a new draft for `purpose`; its file name is the time and process, so
    /// that drafts sort by age and never collide, then the purpose's `draftName` (`diary.md`, `살다.md`).
    package func makeDraft(_ text: String, for purpose: DraftPurpose, now: Date = Date()) throws -> Draft {
        let name = purpose.draftName
        let folder = absolutePath(Self.draftsFolder)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let file = "\(formatter.string(from: now))-\(getpid())-\(name.hasSuffix(".md") ? name : name + ".md")"
        let path = (folder as NSString).appendingPathComponent(file)
        // The record first: a draft found without one is still listed, but cannot say what it was for.
        // Written below the store folder, no link followed: a drafts folder that is a link
        // (pushed, or made here) is refused before the user's text is written anywhere.
        let relative = Self.draftsFolder + "/" + file
        try writeFile(DraftRecord(purpose: purpose, created: now).encoded(), at: DraftRecord.path(of: relative))
        try writeFile(text, at: relative)
        return Draft(path: path, purpose: purpose, created: now, title: Self.title(of: text), kind: kind(of: purpose))
    }

    /// The drafts this store holds on this machine, oldest first.
    package func drafts() -> [Draft] {
        let folder = absolutePath(Self.draftsFolder)
        // A drafts folder that is a link is not read (`kept check` names it).
        if (try? self.folder())?.linkOnTheWay(Self.draftsFolder) != nil { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().compactMap { name in
            draft(atAbsolute: (folder as NSString).appendingPathComponent(name))
        }.sorted { ($0.created, $0.path) < ($1.created, $1.path) }
    }

    /// The draft a person named: a path (absolute or relative to `workingDirectory`) or a
    /// file name in the drafts folder. With `insideFolder`, only a file in the drafts
    /// folder is one (what `kept drafts --rm` may delete).
    package func draft(named name: String, workingDirectory: String, insideFolder: Bool = false) throws -> Draft {
        let folder = absolutePath(Self.draftsFolder)
        let given = (name as NSString).isAbsolutePath ? name : (workingDirectory as NSString).appendingPathComponent(name)
        var candidates = [(given as NSString).standardizingPath]
        if !name.contains("/") { candidates.append((folder as NSString).appendingPathComponent(name)) }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            let inside = (candidate as NSString).deletingLastPathComponent == folder
            if insideFolder && !inside { throw DraftError.notADraft(name, folder: folder) }
            if let draft = draft(atAbsolute: candidate) { return draft }
        }
        throw DraftError.notFound(name, folder: folder)
    }

    /// Drafts older than a day, which the overview and `kept check` mention: an edit left
    /// behind, not one in progress.
    package func staleDrafts(at now: Date = Date()) -> [Draft] {
        drafts().filter { $0.isOlder(than: Draft.staleAge, at: now) }
    }

    /// Deletes a draft and its record.
    package func removeDraft(_ draft: Draft) throws {
        do {
            try FileManager.default.removeItem(atPath: draft.path)
        } catch {
            throw KeptError.io(draft.path, Message(.errorDraftsCannotRemoveDraft, ["localizedDescription": "\(error.localizedDescription)"]))
        }
        try? FileManager.default.removeItem(atPath: DraftRecord.path(of: draft.path))
    }
}

private extension Store {
    func draft(atAbsolute path: String) -> Draft? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        let record = DraftRecord.read(of: path)
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Draft(path: path, purpose: record?.purpose, created: record?.created ?? modified ?? Date(),
                     title: Self.title(of: text), kind: record.flatMap { kind(of: $0.purpose) })
    }

    func kind(of purpose: DraftPurpose) -> String? {
        switch purpose {
        case let .new(kind): return kind
        case .today: return "diary"
        case let .edit(entry), let .resolve(entry):
            return self.kind(ofPath: entry)?.name ?? entry.split(separator: "/").first.map(String.init)
        }
    }

    static func title(of text: String) -> String? {
        let title = EntryDocument(text: text).fields["title"]?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return title?.isEmpty == false ? title : nil
    }
}

/// What a draft was for and when it was made, in `<draft>.json` beside it.
struct DraftRecord: Codable {
    let purpose: DraftPurpose
    let created: Date

    static func path(of draft: String) -> String {
        (draft.hasSuffix(".md") ? String(draft.dropLast(3)) : draft) + ".json"
    }

    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    static func read(of draft: String) -> DraftRecord? {
        guard let data = FileManager.default.contents(atPath: path(of: draft)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(DraftRecord.self, from: data)
    }
}

/// A draft named on the command line that is not one.
package enum DraftError: UserMessageError, CustomStringConvertible, Equatable {
    case notFound(String, folder: String)
    case notADraft(String, folder: String)

    package var message: Message {
        switch self {
        case let .notFound(name, folder): return Message(.errorDraftNotFound, ["name": name, "folder": folder])
        case let .notADraft(name, folder): return Message(.errorDraftNotADraft, ["name": name, "folder": folder])
        }
    }

    package var description: String { message.english }
}
