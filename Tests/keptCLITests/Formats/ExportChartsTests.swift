import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Kept

/// `kept export --to html` draws the heatmap and the map of `kept report` above its entries.
struct ExportChartsTests {
    @Test func theExportHasTheHeatmapAndAMapLinkingToItsArticles() throws {
        let sandbox = try ReportCommandTests.store()
        let html = try sandbox.ok(["export", "diary", "--to", "html"]).stdout
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        // The newest year of the exported entries, a square a day, the entries counted.
        let days = try document.nodes(forXPath: "//*[local-name()='svg' and @id='heatmap']//*[local-name()='rect']/@data-value").map { $0.stringValue ?? "" }
        #expect(days.count == 365 && days.compactMap(Int.init).reduce(0, +) == 5)
        let links = try document.nodes(forXPath: "//*[local-name()='svg' and @id='map']//*[local-name()='a']/@href").map { $0.stringValue! }
        #expect(links.count == 4)
        for link in links {
            let target = try document.nodes(forXPath: "//*[local-name()='article' and @id='\(link.dropFirst())']")
            #expect(target.count == 1, "\(link)")
        }
        // Above the contents and the entries.
        let map = try #require(html.range(of: "id=\"map\""))
        #expect(map.lowerBound < html.range(of: "<nav>")!.lowerBound)
        #expect(!html.contains("<script"))
    }
}
