import Foundation
import Testing
@testable import KeptGit

/// Packs built from one repository and indexed into another: what an encrypted remote carries.
@Suite("libgit2: packs and flat-file commits")
struct PackTests {
    final class Lab {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keptgit-pack-\(UUID().uuidString)").path
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func repo(_ name: String) throws -> Repository { try Repository.create(at: folder + "/" + name) }

        func commit(_ repo: Repository, _ path: String, _ text: String) throws -> ObjectID {
            let full = repo.workdir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
            return try #require(try repo.commit(paths: [path], message: "add \(path)")).id
        }
    }

    @Test func aPackCarriesCommitsIntoAnotherRepository() throws {
        let lab = Lab()
        let a = try lab.repo("a"), b = try lab.repo("b")
        let first = try lab.commit(a, "diary/첫눈.md", "첫눈이 왔다\n")
        let second = try lab.commit(a, "cards/살다.md", "to live\n")

        let all = try a.buildPack(including: [second])
        #expect(all.objectCount == 8, "2 commits, 2 root trees, 2 folder trees, 2 blobs: \(all.objectCount)")
        #expect(all.data.prefix(4) == Data("PACK".utf8))
        #expect(!b.hasObject(second))
        try b.indexPack(all.data)
        #expect(b.hasObject(second) && b.hasObject(first))
        try b.setReference("refs/remotes/a/main", to: second, message: "test")
        #expect(try b.blob(at: "diary/첫눈.md", in: second) == Data("첫눈이 왔다\n".utf8))
        #expect(try b.referenceTarget("refs/remotes/a/main") == second)
    }

    @Test func aPackLeavesOutWhatTheOtherSideHas() throws {
        let lab = Lab()
        let a = try lab.repo("a"), b = try lab.repo("b")
        let first = try lab.commit(a, "one.md", "one\n")
        try b.indexPack(a.buildPack(including: [first]).data)
        let second = try lab.commit(a, "two.md", "two\n")

        let increment = try a.buildPack(including: [second], excluding: [first])
        // The new commit, its tree and the new blob; not one.md's blob.
        #expect(increment.objectCount == 3)
        try b.indexPack(increment.data)
        #expect(try b.blob(at: "one.md", in: second) == Data("one\n".utf8))
        #expect(try a.buildPack(including: [second], excluding: [second]).objectCount == 0)
    }

    @Test func aTruncatedPackIsRefusedAndAddsNothing() throws {
        let lab = Lab()
        let a = try lab.repo("a"), b = try lab.repo("b")
        let commit = try lab.commit(a, "one.md", "one\n")
        let pack = try a.buildPack(including: [commit]).data
        #expect(throws: GitError.self) { try b.indexPack(pack.prefix(pack.count - 10)) }
        var flipped = pack
        flipped[40] ^= 0xFF
        #expect(throws: GitError.self) { try b.indexPack(flipped) }
        #expect(!b.hasObject(commit))
    }

    @Test func flatFilesAreCommittedByNobodyAtTimeZero() throws {
        let lab = Lab()
        let bare = try Repository.createBare(at: lab.folder + "/carrier.git")
        let files = ["manifest": Data([1, 2, 3]), "key": Data("k".utf8)]
        let one = try bare.commitFlatFiles(files, parent: nil, message: "kept", reference: "refs/heads/main")
        let two = try bare.commitFlatFiles(["manifest": Data([4])], parent: one, message: "kept", reference: "refs/heads/main")
        #expect(try bare.referenceTarget("refs/heads/main") == two)
        #expect(try bare.flatFiles(in: one) == files)
        #expect(try bare.flatFiles(in: two) == ["manifest": Data([4])])
        let info = try #require(try bare.history(limit: 1).first)
        #expect(info.authorName == "kept" && info.authorEmail == "kept" && info.date == Date(timeIntervalSince1970: 0))
        #expect(bare.gitDirectory == lab.folder + "/carrier.git")
    }
}
