import Foundation
import ReferenceTools
import Testing

// The docs stay true to the code: docs/architecture.md lists every folder of Sources/ (and
// nothing that is not there), the README stays a front page (200 lines at most) that links every
// page of docs/, and every link between the pages leads to a file that exists.

@Suite("The architecture page and the README")
struct ArchitecturePageTests {
    static let repository = URL(fileURLWithPath: ReferencePython.packageRoot)

    static func read(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The first word of each line of the ```folders block in docs/architecture.md.
    static func listedFolders() throws -> [String] {
        var inside = false
        var folders: [String] = []
        for line in try read("docs/architecture.md").split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```folders" { inside = true; continue }
            if inside, line.hasPrefix("```") { break }
            if inside, let word = line.split(separator: " ").first { folders.append(String(word)) }
        }
        return folders
    }

    /// Every folder under Sources/, at any depth, hidden ones excepted.
    static func realFolders() throws -> [String] {
        let sources = repository.appendingPathComponent("Sources")
        var folders: [String] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey],
                                                    options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(repository.standardizedFileURL.path.count + 1)
            folders.append(String(relative))
        }
        return folders.sorted()
    }

    @Test("docs/architecture.md lists exactly the folders of Sources/")
    func folderList() throws {
        let listed = try Self.listedFolders()
        try #require(!listed.isEmpty, "docs/architecture.md has no ```folders block")
        let real = Set(try Self.realFolders())
        let missing = listed.filter { !real.contains($0) }
        let unlisted = real.subtracting(listed).sorted()
        #expect(missing.isEmpty && unlisted.isEmpty, """
            docs/architecture.md's ```folders block is out of date.
            listed there but not in Sources/: \(missing.isEmpty ? "none" : missing.joined(separator: ", "))
            in Sources/ but not listed: \(unlisted.isEmpty ? "none" : unlisted.joined(separator: ", "))
            """)
        #expect(listed == listed.sorted(), "keep the folder list in alphabetical order")
        #expect(Set(listed).count == listed.count, "a folder is listed twice")
    }

    @Test("the README is a front page: 200 lines at most")
    func readmeLength() throws {
        let lines = try Self.read("README.md").utf8.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(lines <= 200, "README.md has \(lines) lines; move detail into a page of docs/")
    }

    @Test("the README links every page of docs/")
    func readmeLinksEveryPage() throws {
        let readme = try Self.read("README.md")
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
        let unlinked = pages.filter { !readme.contains("(docs/\($0)") }.sorted()
        #expect(unlinked.isEmpty, "README.md does not link: \(unlinked.joined(separator: ", "))")
    }

    @Test("every relative link of the README and docs/ leads to a file")
    func linksResolve() throws {
        let docs = Self.repository.appendingPathComponent("docs")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        let link = /\]\(([^)\s]+)\)/
        var broken: [String] = []
        for page in pages {
            let folder = Self.repository.appendingPathComponent(page).deletingLastPathComponent()
            var inCode = false
            for (number, line) in try Self.read(page).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") { inCode.toggle(); continue }
                if inCode { continue }
                // Code spans show link syntax (`![](relative/path.png)`) without being links.
                let prose = line.replacing(/`[^`]*`/, with: "")
                for match in prose.matches(of: link) {
                    let target = String(match.output.1)
                    if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
                    let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
                    let file = folder.appendingPathComponent(path.removingPercentEncoding ?? path).path
                    if !FileManager.default.fileExists(atPath: file) { broken.append("\(page):\(number + 1): \(target)") }
                }
            }
        }
        #expect(broken.isEmpty, "links to nothing:\n\(broken.joined(separator: "\n"))")
    }
}
