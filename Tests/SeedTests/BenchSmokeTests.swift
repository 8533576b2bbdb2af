import Foundation
import Testing

/// The benchmark runs at a tiny size and prints every figure (no timing is asserted).
@MainActor
@Suite struct BenchSmokeTests {
    @Test func benchPrintsEveryFigure() throws {
        let output = try DemoWindowTests.run([DemoWindowTests.scrollsimPath, "bench", "--rows", "30",
                                              "--assets", repositoryRoot + "/Assets"],
                                             environment: ProcessInfo.processInfo.environment)
        for figure in ["layout.full", "layout.again", "frame.scroll", "frame.scroll.reader", "frame.edit", "bytes.per.view",
                       "render.1x", "render.2x", "replay", "startup", "peak.rss"] {
            #expect(output.contains("  \(figure) "), "missing \(figure) in:\n\(output)")
        }
        // 30 rows: 30 × 48 + 29 × 4 + 16.
        #expect(output.contains("content height 1572 pt"))
        let json = try DemoWindowTests.run([DemoWindowTests.scrollsimPath, "bench", "--rows", "30", "--json",
                                            "--assets", repositoryRoot + "/Assets"],
                                           environment: ProcessInfo.processInfo.environment)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(first["rows"] as? Int == 30)
        let figures = try #require(first["figures"] as? [String: Any])
        let full = try #require(figures["layout.full"] as? [String: Any])
        #expect(full["median_ms"] is Double)
        #expect(full["runs"] as? Int == 40)
        // The reader frame, 5 runs for each layout one: 200.
        let reader = try #require(figures["frame.scroll.reader"] as? [String: Any])
        #expect(reader["median_ms"] is Double)
        #expect(reader["runs"] as? Int == 200)
    }
}
