import Foundation
import Testing
import ScrollSim
import ScrollSimScenes

/// The demo's `everyday` scene on an iPhone 14 (1×, fake measurer: 8 pt a
/// character, 16 pt lines at 17 pt, scaled with the font), its photos 716 ×
/// 400 pixels at 2× (358 × 200 pt), as shipped.
@MainActor
@Suite struct EverydaySceneTests {
    static let photos = FixedImages(["feed-mountains": [2: (716, 400)], "feed-sunset": [2: (716, 400)],
                                     "feed-forest": [2: (716, 400)]])

    func app(sample: Int) throws -> TestApp {
        let app = TestApp(EverydayScene(sample: sample), measurer: fakeMeasurer(), images: Self.photos)
        try app.pumpAndSettle()
        return app
    }

    /// The settings list under its large title (rest −143): the first card 35
    /// pt down at 178, 64 pt of content (a 56 pt avatar padded 4 above and
    /// below) in an 86 pt row; the second card 35 pt after it at 299, three
    /// switch rows of 31 + 11 + 11 = 53 pt; "GENERAL" 35 pt after that. Label
    /// titles follow the 11.978 pt symbol and 8 pt; switches end at the card's
    /// content inset, 390 − 16 − 20 = 354. The "GENERAL" header text is 35 pt
    /// below the second card, its rows 13 + 7 below it at 513.
    @Test func theSettingsListLaysOutAsAnInsetGroupedList() throws {
        let app = try app(sample: 0)
        #expect(app.scroll.offset.y == -143)
        let rows = app.app.graph.inspect().all { $0.kind == "ListRow" }.map(\.frame)
        #expect(rows.prefix(5).map(\.minY) == [143, 264, 352, 405, 513])
        #expect(rows.prefix(5).map(\.height) == [121, 88, 53, 53, 53])
        let bluetooth = try #require(textFrame(app, "Bluetooth"))
        #expect(abs(bluetooth.minX - (36 + 11.978 + 8)) < 0.001)
        #expect(bluetooth.midY == CGFloat(299) + 53 / 2)
        let switches = app.app.graph.inspect().all { $0.kind == "Switch" }.map(\.frame)
        #expect(switches.count == 4)
        #expect(switches.first == CGRect(x: 354 - 51, y: 299 + 11, width: 51, height: 31))
        #expect(textFrame(app, "GENERAL")?.minY == CGFloat(299 + 3 * 53 + 35))
        #expect(textFrame(app, "41 GB used") == CGRect(x: 354 - 80, y: 566 + 14, width: 80, height: 16))
        #expect(textFrame(app, "Sign Out")?.minY == CGFloat(709 + 14))
    }

    /// Tapping the Bluetooth switch turns it on: its capsule is drawn in the
    /// on green (52, 199, 89) where it was the off fill (120, 120, 128 at 16 %).
    @Test func aSwitchInTheSettingsListFlips() throws {
        let app = try app(sample: 0)
        let frame = CGRect(x: 303, y: 310, width: 51, height: 31)
        func capsule() -> [UInt8]? {
            app.app.graph.drawList().commands.lazy.compactMap { command -> [UInt8]? in
                if case let .fillRoundedRect(rect, _, color) = command, rect == frame {
                    let c = color.rgba8
                    return [c.r, c.g, c.b, c.a]
                }
                return nil
            }.first
        }
        #expect(capsule() == [120, 120, 128, 41])
        app.tap(CGPoint(x: frame.midX, y: frame.midY))
        try app.pumpAndSettle()
        #expect(capsule() == [52, 199, 89, 255])
    }

    /// The feed: the first card 8 pt below the large title (151); its author
    /// line is the 36 pt avatar; the photo 10 pt below at 197, 358 × 200
    /// (the list's width less 16 + 16, and 200 tall, which is the photo's own
    /// aspect, so scaledToFill fills it exactly). The like count is @State of
    /// the card: a tap makes 12 into 13.
    @Test func theFeedShowsPhotosAndLikes() throws {
        let app = try app(sample: 1)
        #expect(app.scroll.offset.y == -143)
        #expect(textFrame(app, "Ada")?.minY == CGFloat(151 + (36 - 28) / 2))
        let images = app.app.graph.inspect().all { $0.kind == "Image" && $0.frame.width > 100 }.map(\.frame)
        #expect(images.first == CGRect(x: 16, y: 197, width: 358, height: 200))
        let caption = try #require(textFrame(app, "Morning light over the ridge."))
        #expect(caption.minX == 16)
        #expect(textFrame(app, "13") == nil)
        try app.tap(.text("12"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "12") == nil)
        #expect(textFrame(app, "13") != nil)
    }

    /// The photo grid: adaptive columns of at least 100 pt with 2 pt between
    /// them fit three in 390 pt ((390 + 2) / (100 + 2) = 3.8), each
    /// (390 − 2 × 2) / 3 wide; cells are square, 2 pt apart, under the
    /// "November" header.
    @Test func thePhotoGridHasThreeSquareColumns() throws {
        let app = try app(sample: 2)
        #expect(app.scroll.offset.y == -143)
        let side = (CGFloat(390) - 2 * 2) / 3
        let cells = app.app.graph.inspect().all { $0.kind == "clipShape" }.map(\.frame)
        #expect(cells.count >= 9)
        let first = try #require(cells.first)
        #expect(first.minX == 0)
        #expect(abs(first.width - side) < 1e-9 && abs(first.height - side) < 1e-9)
        #expect(abs(cells[1].minX - (side + 2)) < 1e-9 && cells[1].minY == first.minY)
        #expect(abs(cells[3].minY - (first.minY + side + 2)) < 1e-9 && cells[3].minX == 0)
        let header = try #require(textFrame(app, "November"))
        #expect(header.maxY <= first.minY)
    }
}
