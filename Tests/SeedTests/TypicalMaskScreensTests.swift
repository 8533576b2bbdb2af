import Foundation
import Testing
import ScrollSim
import ScrollSimSDL

// Screens with masks written the way app code writes them with SwiftUI;
// only the import differs. Frames: iPhone 14 (safe area 47 top, 34
// bottom), fake measurer (16 pt lines at 17 pt, 8 pt a character), 1×.
// Pixels: the real fonts and images at 2×, headless. Rules:
// docs/layout-rules.md, "Masks and layers".

/// A row of filter chips that fades out at both ends.
struct FilterChipsRow: View {
    let filters = ["All", "Music", "Podcasts", "Audiobooks", "Live", "Charts"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(filters, id: \.self) { filter in
                    Text(filter)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(Color.blue))
                        .foregroundColor(.white)
                }
            }
            .padding(.horizontal)
        }
        .mask(LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .leading, endPoint: .trailing))
    }
}

/// A headline that fades into the background towards its end.
struct FadingHeadline: View {
    var body: some View {
        Text("Today's picks")
            .font(.largeTitle.bold())
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
    }
}

/// A photo seen through the letters of a word.
struct PhotoLettering: View {
    var body: some View {
        Image("feed-sunset")
            .resizable()
            .scaledToFill()
            .frame(width: 300, height: 120)
            .clipped()
            .mask {
                Text("SUNSET")
                    .font(.system(size: 64, weight: .black))
            }
    }
}

@MainActor
@Suite(.serialized) struct TypicalMaskScreensTests {
    // MARK: Frames

    /// The chips row at the top: the scroll view is as tall as a chip
    /// (16 + 2 · 6 = 28) and the screen's width; the first chip's text is
    /// 16 + 12 in; the mask (the gradient) is offered the row's size and
    /// takes it (a gradient view is a rectangle filled with it).
    @Test func theChipsRowLaysOutAsWithoutTheMask() throws {
        let app = try settledApp(VStack { FilterChipsRow(); Spacer() })
        #expect(try app.find(.kind("mask")).frame == CGRect(x: 0, y: 47, width: 390, height: 28))
        #expect(app.textFrame("All") == CGRect(x: 28, y: 53, width: 24, height: 16))
        #expect(app.app.graph.inspect().all { $0.kind == "Rectangle" }.map(\.frame)
                == [CGRect(x: 0, y: 47, width: 390, height: 28)])
    }

    /// The headline keeps the text's size (13 characters of 16 pt at 34 pt,
    /// lines of 32 pt), centred in the safe area.
    @Test func theHeadlineKeepsItsTextsSize() throws {
        let app = try settledApp(FadingHeadline())
        let frame = CGRect(x: (390 - 208) / 2, y: 47 + CGFloat(763 - 32) / 2, width: 208, height: 32)
        #expect(app.textFrame("Today's picks") == frame)
        #expect(try app.find(.kind("mask")).frame == frame)
    }

    /// The photo keeps its 300 × 120 frame; the word (offered the photo's
    /// size, as an overlay) is centred on it.
    @Test func thePhotoLetteringIsCentredOnThePhoto() throws {
        let images = FixedImages(["feed-sunset": [2: (716, 400)]])
        let app = TestApp(PhotoLettering(), measurer: fakeMeasurer(), images: images)
        try app.pumpAndSettle()
        let photo = CGRect(x: 45, y: 47 + CGFloat(763 - 120) / 2, width: 300, height: 120)
        #expect(try app.find(.kind("mask")).frame == photo)
        let word = try #require(app.textFrame("SUNSET"))
        #expect(abs(word.midX - photo.midX) < 1e-9 && abs(word.midY - photo.midY) < 1e-9)
    }

    // MARK: Pixels

    /// Renders `view` at 2× with the real fonts and images into `name` in
    /// the temporary directory and returns (width, pixels, the app).
    func render<V: View>(_ view: V, _ name: String, size: CGSize = CGSize(width: 390, height: 200)) throws -> (Int, [UInt8], TestApp) {
        let host = try SDLWindowHost(title: name, size: size, scale: 2, headless: true, fontsDirectory: repositoryRoot + "/Assets/Fonts")
        let app = TestApp(view, measurer: host.measurer, size: size, safeAreaInsets: .zero, scale: 2, images: host.images)
        try app.pumpAndSettle()
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        try host.savePNG(path: NSTemporaryDirectory() + "scrollsim-\(name).png")
        let shot = try host.readPixels()
        return (shot.width, shot.pixels, app)
    }

    /// The chips at the top of a 390 × 200 window. Where the mask is black
    /// (x from 130 to 260 pt) a chip is system blue (0, 122, 255); in the
    /// leading third the mask's alpha at a pixel's centre is x / 130, and
    /// the chip's blue is put down at that alpha as SDL draws it (the
    /// gradient blit leaves (255 · a) >> 8 in the mask layer; the group's
    /// colour is then ⌊c · a / 255⌋ + ⌊255 · (255 − a) / 255⌋ over white).
    @Test func theChipsFadeAtTheLeadingEdge() throws {
        let (w, px, app) = try render(VStack { FilterChipsRow(); Spacer() }, "mask-chips")
        func at(_ x: Int, _ y: Int) -> [Int] { let i = (y * w + x) * 4; return px[i..<i + 3].map(Int.init) }
        // Chips: 12 pt wider than their titles on each side, 28 pt tall at the top.
        let chips = FilterChipsRow().filters.compactMap { app.textFrame($0) }.map { $0.insetBy(dx: -12, dy: -6) }
        #expect(chips.count == 6 && chips[0].minX == 16 && chips[0].minY == 0)
        let chipX = try #require(chips.first { $0.minX > 140 && $0.maxX < 250 }?.minX)
        // 2 pt into the chip, a pixel row 4 pt below its top: inside the capsule, clear of the title.
        #expect(at(Int((chipX + 14) * 2), 8 * 2) == [0, 122, 255])
        // The first chip's capsule, 20.25 pt from the leading edge (device pixel 40), 2 pt below the middle.
        let a = Int((255 * 40.5 / 2 / 130).rounded())
        let maskAlpha = (255 * a) >> 8
        let expected = [0, 122, 255].map { $0 * maskAlpha / 255 + 255 * (255 - maskAlpha) / 255 }
        #expect(at(40, 16 * 2) == expected)
        // Between the first two chips, white.
        #expect(at(Int((chips[0].maxX + 4) * 2), 14 * 2) == [255, 255, 255])
    }

    /// The headline, masked and not, on white: each pixel's darkness
    /// (255 − grey) is the unmasked darkness times the mask's alpha at the
    /// pixel's centre, 1 − x / width, within 2 (SDL's 8-bit blits).
    @Test func theHeadlineFadesTowardsItsEnd() throws {
        let size = CGSize(width: 390, height: 120)
        let (w, masked, app) = try render(FadingHeadline(), "mask-headline", size: size)
        let (_, plain, _) = try render(Text("Today's picks").font(.largeTitle.bold()), "mask-headline-plain", size: size)
        let frame = try #require(app.textFrame("Today's picks"))
        let width = frame.width
        let x0 = Int((frame.minX * 2).rounded())
        var checked = 0, darkest = (start: 0, end: 0)
        for y in 0..<Int(size.height * 2) {
            for x in x0..<(x0 + Int(width * 2)) {
                let i = (y * w + x) * 4
                let d = 255 - Int(plain[i]), dm = 255 - Int(masked[i])
                let alpha = 1 - (Double(x - x0) + 0.5) / Double(width * 2)
                #expect(abs(Double(dm) - Double(d) * alpha) <= 2, "(\(x), \(y)): \(dm) vs \(d) · \(alpha)")
                if d > 0 { checked += 1 }
                if x < x0 + Int(width) { darkest.start = max(darkest.start, dm) } else { darkest.end = max(darkest.end, dm) }
            }
        }
        #expect(checked > 1000)
        #expect(darkest.start > 200 && darkest.end < 130, "\(darkest)")
    }

    /// The photo through the word: where the word's glyphs fully cover a
    /// pixel the photo shows as it is (within 1), where they do not cover
    /// it at all the window's white shows.
    @Test func thePhotoShowsOnlyThroughTheLetters() throws {
        let size = CGSize(width: 390, height: 200)
        let (w, masked, _) = try render(PhotoLettering(), "mask-photo-lettering", size: size)
        let (_, photo, _) = try render(Image("feed-sunset").resizable().scaledToFill().frame(width: 300, height: 120).clipped(),
                                    "mask-photo", size: size)
        let (_, word, _) = try render(Text("SUNSET").font(.system(size: 64, weight: .black)).frame(width: 300, height: 120),
                                   "mask-word", size: size)
        var inside = 0, outside = 0
        for y in 80..<320 {
            for x in 90..<690 {
                let i = (y * w + x) * 4
                let m = masked[i..<i + 3].map(Int.init), p = photo[i..<i + 3].map(Int.init)
                if word[i] == 0 {
                    inside += 1
                    #expect(zip(m, p).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(m) vs \(p)")
                } else if word[i] == 255 {
                    outside += 1
                    #expect(m == [255, 255, 255], "(\(x), \(y)): \(m)")
                }
            }
        }
        #expect(inside > 5000 && outside > 50000, "\(inside) \(outside)")
    }

    /// A 50 % red square over white is (255, 127, 127) scaled by 1.0001,
    /// turned by 0.01°, or scaled by 1.5 (inside it), as drawn plainly.
    @Test func aTranslucentSquareKeepsItsColourWhenScaledOrTurned() throws {
        let square = Color.red.opacity(0.5).frame(width: 60, height: 60)
        let size = CGSize(width: 200, height: 200)
        let views: [(String, AnyView)] = [
            ("plain", AnyView(square)),
            ("scaled", AnyView(square.scaleEffect(1.0001))),
            ("turned", AnyView(square.rotationEffect(.degrees(0.01)))),
            ("scaled-1.5", AnyView(square.scaleEffect(1.5))),
        ]
        for (name, view) in views {
            let (w, px, _) = try render(view, "translucent-\(name)", size: size)
            for (x, y) in [(200, 200), (180, 215)] {
                let i = (y * w + x) * 4
                #expect(px[i..<i + 3].map(Int.init) == Self.halfSystemRed, "\(name) (\(x), \(y))")
            }
        }
    }

    /// System red (255, 59, 48) at alpha 128 over white, as SDL blends:
    /// ⌊c · 128 / 255⌋ + ⌊255 · 127 / 255⌋.
    static let halfSystemRed = [255, 59, 48].map { $0 * 128 / 255 + 255 * 127 / 255 }
}
