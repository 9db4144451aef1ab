import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Kept
@testable import KeptWeb

/// A photo from the phone is `kept attach`'s: in the entry's folder under a safe name, linked
/// at the end of its body, one commit; shown to the devices that may read the entry, to no
/// other, and never as a page that could run script.
@Suite("kept serve: photos")
struct PhotoTests {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x42, count: 2048) + [0xFF, 0xD9])

    static func multipart(_ fields: [(String, String)], files: [(name: String, data: Data)], boundary: String = "kEpTbOuNdArY") -> ByteBuffer {
        var body = Data()
        for (name, value) in fields {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        for file in files {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"\(file.name)\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8))
            body.append(file.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return ByteBuffer(bytes: body)
    }

    static func headers(_ token: String, origin: String? = WebLab.origin) -> HTTPFields {
        var fields = WebLab.headers(token, origin: origin)
        fields[.contentType] = "multipart/form-data; boundary=kEpTbOuNdArY"
        return fields
    }

    @Test func aPhotoIsAttachedAsKeptAttachDoesAndShownOnlyToWhoMayRead() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 첫눈\ndate: 2026-11-22\n---\n눈이 왔다.\n").path
        let device = try #require(try lab.devices.device(token: lab.everything))
        try await lab.app.test(.router) { client in
            let body = Self.multipart([("form", FormGuard.token(for: device))],
                                      files: [("../../IMG 0012.JPG", Self.jpeg), ("image.jpg", Self.jpeg)])
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything), body: body) { response in
                #expect(response.status == .seeOther)
            }
            let text = try lab.text(path)
            #expect(text.hasSuffix("눈이 왔다.\n\n![](2026-11-22-첫눈/img-0012.jpg)\n![](2026-11-22-첫눈/image.jpg)\n"))
            let commit = try lab.commits().first ?? ""
        #expect(commit.hasPrefix("diary: attach") && commit.contains("img-0012.jpg, image.jpg"), "\(commit)")
            let photo = EntryLink.to(AttachmentFolder.of(path) + "/img-0012.jpg")
            try await client.execute(uri: photo, method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.status == .ok)
                #expect(Data(buffer: response.body) == Self.jpeg)
                #expect(response.headers[.contentType] == "image/jpeg")
                #expect(response.headers[.contentSecurityPolicy]?.contains("sandbox") == true)
            }
            // The entry page shows it through the same address, and says it was saved in a
            // sentence, as after any other change (the commit line is `kept log`'s, not the page's).
            try await client.execute(uri: EntryLink.to(path), method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("src=\"\(photo)\""), "\(response.text)")
                #expect(response.text.contains("class=\"notice\""), "\(response.text)")
                #expect(!response.text.contains(commit.components(separatedBy: "\n")[0]), "\(response.text)")
            }
            try await client.execute(uri: photo, method: .get, headers: WebLab.headers(lab.fridgeOnly)) { #expect($0.status == .notFound) }
            try await client.execute(uri: photo, method: .get) { #expect($0.status == .unauthorized) }
        }
    }

    /// Today shows today's entry at `/`, not at the entry's address: its photo must not be
    /// asked for at `/2026-…/photo.jpg` (a broken picture, seen in Chromium) but at its own.
    @Test func todaysPhotoLoadsFromTodaysPageToo() async throws {
        let lab = try WebLab()
        let today = Day(Date()).iso
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 첫눈\ndate: \(today)\n---\n눈이 왔다.\n").path
        let device = try #require(try lab.devices.device(token: lab.everything))
        try await lab.app.test(.router) { client in
            let body = Self.multipart([("form", FormGuard.token(for: device)), ("back", "/")], files: [("snow.jpg", Self.jpeg)])
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything), body: body) { response in
                #expect(response.status == .seeOther && response.headers[.location] == "/")
            }
            let photo = EntryLink.to(AttachmentFolder.of(path) + "/snow.jpg")
            #expect(photo.hasPrefix("/e/diary/") && photo.hasSuffix("/\(today)-%EC%B2%AB%EB%88%88/snow.jpg"), "\(photo)")
            try await client.execute(uri: "/", method: .get, headers: WebLab.headers(lab.everything)) { response in
                #expect(response.text.contains("src=\"\(photo)\""), "\(response.text)")
            }
            try await client.execute(uri: photo, method: .get, headers: WebLab.headers(lab.everything)) { #expect($0.status == .ok) }
        }
        // Addresses the page may not turn into another: never above /e/, absolute ones as written.
        #expect(EntryHTML.address("../../../../../x.jpg", in: "diary/2026/11/a.md") == "/e/x.jpg")
        #expect(EntryHTML.address("./a/b.jpg", in: "diary/2026/11/a.md") == "/e/diary/2026/11/a/b.jpg")
        #expect(EntryHTML.address("/static/icon.svg", in: "diary/2026/11/a.md") == nil)
        #expect(EntryHTML.address("#top", in: "diary/2026/11/a.md") == nil)
    }

    @Test func aForgedOrOutsideUploadWritesNothing() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 첫눈\ndate: 2026-11-22\n---\n").path
        let before = try lab.commits()
        let device = try #require(try lab.devices.device(token: lab.everything))
        try await lab.app.test(.router) { client in
            let good = Self.multipart([("form", FormGuard.token(for: device))], files: [("a.jpg", Self.jpeg)])
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything, origin: "http://evil.example"),
                                     body: good) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything),
                                     body: Self.multipart([("form", "forged")], files: [("a.jpg", Self.jpeg)])) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/attach/e/../.git/hooks/post-commit", method: .post, headers: Self.headers(lab.everything), body: good) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.readOnly),
                                     body: good) { #expect($0.status == .forbidden) }
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.fridgeOnly),
                                     body: good) { #expect($0.status == .notFound) }
        }
        #expect(try lab.commits() == before)
        #expect(!FileManager.default.fileExists(atPath: lab.root + "/" + AttachmentFolder.of(path)))
    }

    /// Found by an attack: 10,000 one-byte parts made 10,000 files in one commit; a name of
    /// 300 Hangul syllables (900 bytes) was a bare 500.
    @Test func manyPartsAreRefusedAndALongNameIsShortened() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 많은 사진\ndate: 2026-11-22\n---\n").path
        let device = try #require(try lab.devices.device(token: lab.everything))
        try await lab.app.test(.router) { client in
            let many = (0..<11).map { (name: "p\($0).jpg", data: Self.jpeg) }
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything),
                                     body: Self.multipart([("form", FormGuard.token(for: device))], files: many)) { #expect($0.status == .contentTooLarge) }
            let long = String(repeating: "가", count: 300) + ".png"
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything),
                                     body: Self.multipart([("form", FormGuard.token(for: device))], files: [(long, Self.jpeg)])) { #expect($0.status == .seeOther) }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: lab.root + "/" + AttachmentFolder.of(path))
        #expect(files.count == 1)
        #expect(files.allSatisfy { $0.utf8.count <= 80 })
    }

    @Test func aPhotoOverTheLimitIsRefusedWithKeptAttachsReason() async throws {
        let lab = try WebLab()
        let path = try lab.store.add(try lab.store.kind(named: "diary"), text: "---\ntitle: 큰 사진\ndate: 2026-11-22\n---\n").path
        let device = try #require(try lab.devices.device(token: lab.everything))
        try await lab.app.test(.router) { client in
            let big = Data(count: AttachmentFolder.largeFileBytes + 1)
            try await client.execute(uri: "/attach" + EntryLink.to(path), method: .post, headers: Self.headers(lab.everything),
                                     body: Self.multipart([("form", FormGuard.token(for: device))], files: [("big.jpg", big)])) { response in
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains("20"))
            }
        }
        #expect(!FileManager.default.fileExists(atPath: lab.root + "/" + AttachmentFolder.of(path)))
    }
}
