import Foundation
import Testing
@testable import Kept

#if canImport(Glibc)
import Glibc
#endif

/// The index cache (`.kept/cache/index`) only makes runs quicker: whatever another program
/// does to the files, the next run sees it, and a missing or broken cache changes nothing.
@Suite("Index cache")
struct IndexCacheTests {
    let fixture: TemporaryStore
    var store: Store { fixture.store }
    var cachePath: String { (fixture.root as NSString).appendingPathComponent(IndexCache.relativePath) }

    static let first = "diary/2026/11/2026-11-22-첫눈.md"
    static let files = [
        first: "---\ntitle: 첫눈\ndate: 2026-11-22T09:14\ntags: [walk, 겨울]\n---\n\n창밖에 **첫눈**이 내렸다.\n",
        "diary/2026/11/2026-11-20-rain.md": "---\ntitle: rain\ndate: 2026-11-20\nlocation: {name: 서울, lat: 37.5, lon: 127}\n---\nwet\n",
        "diary/2026/11/2026-11-21-broken.md": "---\ntitle: [unclosed\n---\nbody\n",
        "cards/words/살다.md": "---\ntitle: 살다\ncategory: words\ncreated: 2026-11-01\n---\nto live\n",
        "fridge/other/김치.md": "---\ntitle: 김치\nexpires: 2026-12-01\nquantity: 2\n---\n",
    ]

    init() throws {
        fixture = try TemporaryStore(files: Self.files)
    }

    /// Loads with a clock a second ahead: the files written so far are older than the clock
    /// margin, so that the cache may keep them, as after a wait, without one.
    func load(_ store: Store, kinds: [Kind]? = nil) -> StoreIndex {
        StoreIndex.load(store, kinds: kinds, now: Date().addingTimeInterval(1))
    }

    /// Each entry as everything a command can see of it.
    func snapshot(_ index: StoreIndex) -> [String] {
        index.entries.map { entry in
            "\(entry.path) \(entry.kind) \(entry.fields) \(String(describing: entry.problem)) [\(entry.excerpt)] [\(entry.body)]"
        }
    }

    /// Writes into the existing file (same inode), as an editor that does not rename does.
    func overwrite(_ path: String, _ text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: (fixture.root as NSString).appendingPathComponent(path)))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aWarmRunReadsNoUnchangedFileAndSeesTheSame() throws {
        #expect(!FileManager.default.fileExists(atPath: cachePath))
        let cold = load(store)
        #expect(cold.entries.allSatisfy { !$0.isFromCache })
        #expect(FileManager.default.fileExists(atPath: cachePath))
        let warm = load(store)
        #expect(warm.entries.count == Self.files.count)
        #expect(warm.entries.allSatisfy { $0.isFromCache })
        #expect(snapshot(warm) == snapshot(cold))
        // The unreadable entry keeps its problem; the body of a cached entry is the file's.
        #expect(warm.entries.first { $0.path.hasSuffix("broken.md") }?.problem != nil)
        #expect(warm.entries.first { $0.path == Self.first }?.body == "\n창밖에 **첫눈**이 내렸다.\n")
        #expect(warm.entries.first { $0.path == Self.first }?.excerpt == "창밖에 첫눈이 내렸다.")
    }

    @Test func anEditThatKeepsTheSizeInTheSameSecondIsSeen() throws {
        _ = load(store)
        let before = try fixture.read(Self.first)
        let after = before.replacingOccurrences(of: "title: 첫눈", with: "title: 첫비")
        #expect(after.utf8.count == before.utf8.count)
        try overwrite(Self.first, after)
        let entry = try #require(load(store).entries.first { $0.path == Self.first })
        #expect(entry.title == "첫비")
        #expect(!entry.isFromCache)
    }

    @Test func aSearchSeesAnEditThatKeepsTheSizeInTheSameSecond() throws {
        _ = load(store)
        let before = try fixture.read(Self.first)
        let after = before.replacingOccurrences(of: "tags: [walk, 겨울]", with: "tags: [rest, 겨울]")
        #expect(after.utf8.count == before.utf8.count)
        try overwrite(Self.first, after)
        // Search stats no file in its walk: the stamp of the file it opens decides.
        let hits = store.search(EntrySearch(try SearchQuery("첫눈")))
        let hit = try #require(hits.first { $0.entry.path == Self.first })
        #expect(hit.entry.tags == ["rest", "겨울"])
        #expect(!hit.entry.isFromCache)
        _ = load(store)
        let cached = try #require(store.search(EntrySearch(try SearchQuery("첫눈"))).first { $0.entry.path == Self.first })
        #expect(cached.entry.isFromCache && cached.entry.tags == ["rest", "겨울"])
    }

    @Test func aCachedEntryReadsOneFieldAsItsFieldsSayIt() throws {
        let cold = load(store)
        let warm = load(store)
        for (a, b) in zip(cold.entries, warm.entries) {
            #expect(b.isFromCache)
            for key in ["title", "date", "tags", "location", "quantity", "expires", "missing"] {
                #expect(b.field(key) == a.fields[key], "\(key) of \(a.path)")
                #expect(b.value(of: key) == a.value(of: key))
            }
            #expect(b.fields == a.fields && b.excerpt == a.excerpt && b.title == a.title)
        }
    }

    @Test func anEditWhoseModificationTimeIsPutBackIsSeen() throws {
        let full = (fixture.root as NSString).appendingPathComponent(Self.first)
        var old = stat()
        #expect(stat(full, &old) == 0)
        _ = load(store)
        try overwrite(Self.first, try fixture.read(Self.first).replacingOccurrences(of: "[walk, 겨울]", with: "[walk, 여름]"))
        // As `touch -r` or `rsync -t` would: same size, same modification time to the ns.
        var times = [old.st_atim, old.st_mtim]
        #expect(utimensat(AT_FDCWD, full, &times, 0) == 0)
        var now = stat()
        #expect(stat(full, &now) == 0 && now.st_mtim.tv_nsec == old.st_mtim.tv_nsec && now.st_size == old.st_size)
        #expect(load(store).entries.first { $0.path == Self.first }?.tags == ["walk", "여름"])
    }

    @Test func addedRemovedAndRenamedEntriesAreSeen() throws {
        _ = load(store)
        try fixture.write("cards/words/먹다.md", "---\ntitle: 먹다\ncategory: words\n---\nto eat\n")
        try FileManager.default.removeItem(atPath: (fixture.root as NSString).appendingPathComponent("fridge/other/김치.md"))
        try FileManager.default.moveItem(atPath: (fixture.root as NSString).appendingPathComponent("cards/words/살다.md"),
                                         toPath: (fixture.root as NSString).appendingPathComponent("cards/words/live.md"))
        let paths = load(store).entries.map(\.path)
        #expect(paths.contains("cards/words/먹다.md"))
        #expect(paths.contains("cards/words/live.md"))
        #expect(!paths.contains("cards/words/살다.md"))
        #expect(!paths.contains("fridge/other/김치.md"))
        // And the cache written by that run says the same.
        let warm = load(store)
        #expect(warm.entries.map(\.path) == paths)
        #expect(warm.entries.first { $0.path == "cards/words/live.md" }?.title == "살다")
    }

    @Test func aFileChangedInTheSameClockTickIsNotCached() throws {
        _ = load(store)
        try fixture.write("diary/2026/11/2026-11-22-new.md", "---\ntitle: new\ndate: 2026-11-22\n---\n")
        // The real clock: the new file was written within the margin before it.
        _ = StoreIndex.load(store)
        let cache = try #require(IndexCache.read(root: fixture.root))
        let paths = (0..<cache.count).map(cache.path)
        #expect(!paths.contains("diary/2026/11/2026-11-22-new.md"))
        #expect(paths.contains(Self.first))
    }

    @Test(arguments: [
        ("garbage", Data("not a cache at all".utf8)),
        ("empty", Data()),
        ("another version", Data("KEPTIDX1".utf8) + Data([99, 0, 0, 0, 0, 0, 0, 0])),
        // The layout before this one (version 2: records with their excerpts between their
        // fields), as it began: its version, one record, its offset.
        ("the version before", Data("KEPTIDX1".utf8) + Data([2, 0, 0, 0, 1, 0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0])
            + Data(repeating: 0, count: 120)),
    ])
    func anUnreadableCacheIsIgnoredAndRebuilt(_ name: String, _ bytes: Data) throws {
        let cold = snapshot(load(store))
        try bytes.write(to: URL(fileURLWithPath: cachePath))
        #expect(IndexCache.read(root: fixture.root) == nil)
        let index = load(store)
        #expect(snapshot(index) == cold)
        #expect(index.entries.allSatisfy { !$0.isFromCache })
        #expect(IndexCache.read(root: fixture.root)?.count == Self.files.count)
    }

    @Test func aCacheCutShortIsIgnored() throws {
        let cold = snapshot(load(store))
        let whole = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        for length in [12, 20, whole.count / 2, whole.count - 1] {
            try whole.prefix(length).write(to: URL(fileURLWithPath: cachePath))
            #expect(snapshot(load(store)) == cold, "cut at \(length) of \(whole.count)")
        }
    }

    /// A byte changed anywhere in the cache (a disk's damage, a stray write): the cache is
    /// refused when the change is in what every list reads, or the damaged record's file is
    /// read; either way every command sees what the files say, and no error.
    @Test func aDamagedCacheIsNeverMisread() throws {
        let cold = snapshot(load(store))
        _ = load(store)
        let whole = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        for position in stride(from: 8, to: whole.count, by: 3) {
            var damaged = whole
            damaged[position] ^= 0x5A
            try damaged.write(to: URL(fileURLWithPath: cachePath))
            #expect(snapshot(load(store)) == cold, "byte \(position) of \(whole.count)")
            try whole.write(to: URL(fileURLWithPath: cachePath))
        }
    }

    /// A list reads only the front part of the cache (rows, paths, key fields): the fields
    /// and excerpts of all records lie apart, after it.
    @Test func theKeyFieldsHoldWhatAListSortsBy() throws {
        _ = load(store)
        let cache = try #require(IndexCache.read(root: fixture.root))
        let keys = Dictionary(uniqueKeysWithValues: zip(cache.kinds, cache.keyNames))
        #expect(keys["diary"] == ["date"])
        #expect(keys["card"]?.starts(with: ["category", "title"]) == true)
        #expect(keys["fridge"]?.starts(with: ["expires", "title"]) == true)
        let warm = load(store)
        for entry in warm.entries {
            for name in ["date", "title", "expires", "category", "weather"] {
                #expect(entry.field(name) == entry.fields[name], "\(entry.path) \(name)")
            }
        }
    }

    @Test func deletingTheCacheChangesNothingButSpeed() throws {
        let cold = snapshot(load(store))
        let warm = snapshot(load(store))
        try FileManager.default.removeItem(atPath: cachePath)
        let again = load(store)
        #expect(snapshot(again) == cold)
        #expect(warm == cold)
        #expect(again.entries.allSatisfy { !$0.isFromCache })
    }

    @Test func readingOneKindKeepsTheOthersCached() throws {
        _ = load(store)
        let diary = try store.kind(named: "diary")
        try overwrite(Self.first, try fixture.read(Self.first).replacingOccurrences(of: "첫눈", with: "첫비"))
        _ = load(store, kinds: [diary])
        let all = load(store)
        #expect(all.entries.count == Self.files.count)
        #expect(all.entries.allSatisfy { $0.isFromCache })
        #expect(all.entries.first { $0.path == Self.first }?.title == "첫비")
    }

    @Test func theCacheIsIgnoredByGit() throws {
        _ = load(store)
        #expect(FileManager.default.fileExists(atPath: cachePath))
        // Every entry is committed; the cache is not a change to commit.
        #expect(try store.outsideEdits().isEmpty)
    }
}
