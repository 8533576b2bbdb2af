import Testing
@testable import ScrollSimCore

/// A model outside the main actor that names its image.
private struct PhotoModel: Sendable {
    var name: String
    var image: Image { Image(name) }
}

/// `Image` and `aspectRatio` with exact values (docs/layout-rules.md, "Images").
/// "photo" is 120 × 80 pixels at 2×: 60 × 40 points, a 3 : 2 ratio.
@MainActor
@Suite struct ImageLayoutTests {
    static let images = FixedImages([
        "photo": [2: (120, 80)],
        "icon": [2: (32, 32)],
        "variants": [1: (50, 50), 2: (120, 80)],
    ])

    func graph<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2) -> ViewGraph {
        let g = ViewGraph(view, measurer: fixedMeasurer(), size: size, displayScale: scale, images: Self.images)
        g.warningHandler = { _ in }
        g.update()
        return g
    }

    func size<V: View>(of view: V, _ proposal: ProposedViewSize, scale: CGFloat = 2) -> CGSize {
        graph(view, size: CGSize(width: 1000, height: 1000), scale: scale).root.childSize(proposal)
    }

    func imageFrames(_ g: ViewGraph) -> [CGRect] { g.frames(of: "Image") }

    func drawnImages(_ g: ViewGraph) -> [ImageDrawing] {
        g.drawList().commands.compactMap { if case .image(let d) = $0 { return d }; return nil }
    }

    /// An image is a `Sendable` value made off the main actor, as SwiftUI's:
    /// a model's nonisolated property makes it, a detached task hands it
    /// over, and it lays out as any other ("photo": 60 × 40; resizable, the
    /// proposal).
    @Test func aModelOffTheMainActorMakesImages() async {
        let image = await Task.detached { PhotoModel(name: "photo").image.resizable() }.value
        #expect(size(of: image, ProposedViewSize(width: 90, height: 30)) == CGSize(width: 90, height: 30))
        #expect(size(of: PhotoModel(name: "photo").image, .unspecified) == CGSize(width: 60, height: 40))
    }

    @Test func aFixedImageIsItsPixelsOverItsScaleWhateverItIsProposed() {
        for p in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 10, height: 500)] {
            #expect(size(of: Image("photo"), p) == CGSize(width: 60, height: 40))
        }
    }

    @Test func theVariantIsTheScreensScaleThenLowerThenHigher() {
        #expect(ImageVariants.preference(for: 1) == [1, 2, 3])
        #expect(ImageVariants.preference(for: 2) == [2, 1, 3])
        #expect(ImageVariants.preference(for: 3) == [3, 2, 1])
        // "variants" has @1x (50 × 50 px) and @2x (120 × 80 px).
        #expect(size(of: Image("variants"), .unspecified, scale: 1) == CGSize(width: 50, height: 50))
        #expect(size(of: Image("variants"), .unspecified, scale: 2) == CGSize(width: 60, height: 40))
        #expect(size(of: Image("variants"), .unspecified, scale: 3) == CGSize(width: 60, height: 40))
        // "photo" has @2x only: a 1× screen takes it too.
        #expect(size(of: Image("photo"), .unspecified, scale: 1) == CGSize(width: 60, height: 40))
    }

    @Test func aResizableImageTakesTheProposalAndItsOwnSizeOnANilAxis() {
        let image = Image("photo").resizable()
        #expect(size(of: image, ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 100))
        #expect(size(of: image, .unspecified) == CGSize(width: 60, height: 40))
        #expect(size(of: image, ProposedViewSize(width: nil, height: 30)) == CGSize(width: 60, height: 30))
        #expect(size(of: image, .zero) == .zero)
        // Never smaller than its cap insets: 10 + 12 wide, 4 + 6 tall.
        let capped = Image("photo").resizable(capInsets: EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12))
        #expect(size(of: capped, ProposedViewSize(width: 5, height: 5)) == CGSize(width: 22, height: 10))
        #expect(size(of: capped, ProposedViewSize(width: 100, height: 50)) == CGSize(width: 100, height: 50))
    }

    @Test func scaledToFitAndFillUseTheContentsIdealRatio() {
        let image = Image("photo").resizable()
        // (300, 100): 300/60 = 5, 100/40 = 2.5; fit takes 2.5, fill 5.
        #expect(size(of: image.scaledToFit(), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 150, height: 100))
        #expect(size(of: image.scaledToFill(), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 200))
        // (90, 300): 1.5 and 7.5.
        #expect(size(of: image.scaledToFit(), ProposedViewSize(width: 90, height: 300)) == CGSize(width: 90, height: 60))
        #expect(size(of: image.scaledToFill(), ProposedViewSize(width: 90, height: 300)) == CGSize(width: 450, height: 300))
        // A nil axis scales by ∞: fit follows the other axis, fill is unbounded.
        #expect(size(of: image.scaledToFit(), ProposedViewSize(width: 120, height: nil)) == CGSize(width: 120, height: 80))
        #expect(size(of: image.scaledToFill(), ProposedViewSize(width: 120, height: nil)) == CGSize(width: CGFloat.infinity, height: .infinity))
        // Both nil: passed through, so the image is its own size.
        #expect(size(of: image.scaledToFit(), .unspecified) == CGSize(width: 60, height: 40))
        #expect(size(of: image.scaledToFit(), .zero) == .zero)
        // A fixed image ignores what it is offered.
        #expect(size(of: Image("photo").scaledToFill(), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 60, height: 40))
    }

    @Test func fillAlongANilAxisIsInfiniteAndNotDrawn() {
        // fixedSize proposes a nil height: the fill scale is max(390/60, ∞) = ∞, and so is the image.
        let g = graph(Image("photo").resizable().scaledToFill().fixedSize(horizontal: false, vertical: true))
        let frame = imageFrames(g)[0]
        #expect(frame.width == .infinity && frame.height == .infinity)
        #expect(!frame.minX.isNaN && !frame.minY.isNaN)
        #expect(drawnImages(g).isEmpty)
        #expect(g.warnings == ["Image 'photo' is infinitely large (a resizable image proposed ∞, as scaledToFill() is along a nil axis): it is not drawn."])
    }

    @Test func anExplicitRatioIsWidthOverHeight() {
        let p = ProposedViewSize(width: 300, height: 100)
        // Ratio 2 is (2, 1): 300/2 = 150, 100/1 = 100.
        #expect(size(of: Rectangle().aspectRatio(2, contentMode: .fit), p) == CGSize(width: 200, height: 100))
        #expect(size(of: Rectangle().aspectRatio(2, contentMode: .fill), p) == CGSize(width: 300, height: 150))
        #expect(size(of: Rectangle().aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit), p) == CGSize(width: 200, height: 100))
        // Square: (80, 120) fits 80 and fills 120.
        #expect(size(of: Color.red.aspectRatio(1, contentMode: .fit), ProposedViewSize(width: 80, height: 120)) == CGSize(width: 80, height: 80))
        #expect(size(of: Color.red.aspectRatio(1, contentMode: .fill), ProposedViewSize(width: 80, height: 120)) == CGSize(width: 120, height: 120))
        // The image's own ratio is replaced: a 3 : 2 photo drawn 1 : 1.
        #expect(size(of: Image("photo").resizable().aspectRatio(1, contentMode: .fit), p) == CGSize(width: 100, height: 100))
        // An invalid ratio falls back to the content's own, with a warning.
        let g = graph(Image("photo").resizable().aspectRatio(-1, contentMode: .fit).frame(width: 300, height: 100))
        #expect(imageFrames(g).first?.size == CGSize(width: 150, height: 100))
        #expect(g.warnings == ["Invalid aspect ratio -1.0: aspectRatio uses the content's own ratio instead."])
    }

    @Test func scaledToFitInsideAFrameIsCentred() {
        // frame 120 × 120 at ((390 − 120) / 2, (844 − 120) / 2) = (135, 362);
        // scale min(120/60, 120/40) = 2: 120 × 80, centred 20 pt down.
        let g = graph(Image("photo").resizable().scaledToFit().frame(width: 120, height: 120))
        #expect(imageFrames(g) == [CGRect(x: 135, y: 382, width: 120, height: 80)])
        #expect(drawnImages(g).map(\.rect) == [CGRect(x: 135, y: 382, width: 120, height: 80)])
    }

    @Test func scaledToFillOverflowsItsFrameAndClippedCutsItOff() {
        // frame 80 × 80 at (155, 382); scale max(80/60, 80/40) = 2: 120 × 80, 20 pt out on each side.
        let view = Image("photo").resizable().scaledToFill().frame(width: 80, height: 80)
        let open = graph(view)
        #expect(imageFrames(open) == [CGRect(x: 135, y: 382, width: 120, height: 80)])
        #expect(open.drawList().commands == [.image(ImageDrawing(name: "photo", scale: 2, rect: CGRect(x: 135, y: 382, width: 120, height: 80)))])
        let clipped = graph(view.clipped())
        #expect(clipped.drawList().commands == [
            .pushClip(CGRect(x: 155, y: 382, width: 80, height: 80), cornerRadius: 0),
            .image(ImageDrawing(name: "photo", scale: 2, rect: CGRect(x: 135, y: 382, width: 120, height: 80))),
            .popClip,
        ])
    }

    @Test func aFeedRowWithAThumbnail() {
        struct Row: View {
            var body: some View {
                HStack(spacing: 12) {
                    Image("photo").resizable().scaledToFill()
                        .frame(width: 64, height: 64)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Title")
                        Text("Subtitle")
                    }
                    Spacer()
                }
                .padding(16)
            }
        }
        // Row: 390 wide, 64 + 32 tall, centred: y = (844 − 96) / 2 = 374.
        let g = graph(Row())
        // Thumbnail frame (16, 390, 64, 64); the photo fills it at max(64/60, 64/40) = 1.6: 96 × 64, 16 pt out each side.
        #expect(imageFrames(g) == [CGRect(x: 0, y: 390, width: 96, height: 64)])
        // Texts: 8 pt per character, 16 pt lines; the 36 pt column centred in 64: y = 390 + 14.
        #expect(g.frame(ofText: "Title") == CGRect(x: 92, y: 404, width: 40, height: 16))
        #expect(g.frame(ofText: "Subtitle") == CGRect(x: 92, y: 424, width: 64, height: 16))
        let commands = g.drawList().commands
        #expect(commands.first == .pushClip(CGRect(x: 16, y: 390, width: 64, height: 64), cornerRadius: 8))
        #expect(commands.dropFirst().first == .image(ImageDrawing(name: "photo", scale: 2, rect: CGRect(x: 0, y: 390, width: 96, height: 64))))
    }

    @Test func aMissingImageIsEmptyDrawsNothingAndWarnsOnce() {
        var warnings: [String] = []
        let g = ViewGraph(VStack(spacing: 0) { Image("nope"); Image("nope"); Image("nope").resizable().frame(width: 10, height: 20) },
                          measurer: fixedMeasurer(), size: CGSize(width: 100, height: 100), images: Self.images)
        g.warningHandler = { warnings.append($0) }
        g.update()
        g.setNeedsLayout()
        g.update()
        #expect(warnings == ["No image named 'nope' found: it is drawn as nothing and is 0 × 0 points."])
        #expect(imageFrames(g).map(\.size) == [.zero, .zero, CGSize(width: 10, height: 20)])
        #expect(drawnImages(g).isEmpty)
        // With no provider at all, every name is missing.
        #expect(ViewGraph(Image("photo"), measurer: fixedMeasurer(), size: .zero).images.image(named: "photo", displayScale: 2) == nil)
    }

    @Test func aSymbolIsASquareAsTallAsTheFontsCapHeight() {
        // SF Pro's cap height is 1443 / 2048 em.
        let body: CGFloat = 1443.0 / 2048 * 17
        let title: CGFloat = 1443.0 / 2048 * 28
        #expect(size(of: Image(systemName: "star.fill"), .unspecified) == CGSize(width: body, height: body))
        #expect(size(of: Image(systemName: "star.fill"), ProposedViewSize(width: 300, height: 300)) == CGSize(width: body, height: body))
        #expect(size(of: Image(systemName: "star.fill").font(.title), .unspecified) == CGSize(width: title, height: title))
        #expect(size(of: Image(systemName: "star.fill").resizable(), ProposedViewSize(width: 30, height: 20)) == CGSize(width: 30, height: 20))
        // imageScale: small 0.783, large 1.29 of the medium size.
        #expect(size(of: Image(systemName: "gear").imageScale(.large), .unspecified) == CGSize(width: body * 1.29, height: body * 1.29))
        #expect(size(of: Image(systemName: "gear").imageScale(.small).font(.title), .unspecified) == CGSize(width: title * 0.783, height: title * 0.783))
        #expect(size(of: Image(systemName: "gear").symbolRenderingMode(.hierarchical), .unspecified) == CGSize(width: body, height: body))
        // Drawn as a rounded-square outline in the foreground colour: line side / 10, corners side / 4.
        let g = graph(Image(systemName: "star.fill").font(.title).foregroundStyle(.red), size: CGSize(width: 100, height: 100))
        let origin = (100 - title) / 2
        #expect(g.drawList().commands == [.strokeRoundedRect(CGRect(x: origin, y: origin, width: title, height: title),
                                                             cornerRadius: title / 4, lineWidth: title / 10, .red)])
    }

    @Test func templatesAreTintedByTheForegroundStyleAndOriginalsAreNot() {
        let g = graph(VStack(spacing: 0) {
            Image("icon").renderingMode(.template).foregroundStyle(.blue)
            Image("icon").renderingMode(.template)
            Image("icon").foregroundStyle(.blue)
            Image("photo").interpolation(.none).opacity(0.5)
        }, size: CGSize(width: 100, height: 200))
        let drawn = drawnImages(g)
        #expect(drawn.map(\.tint) == [.blue, .primary, nil, nil])
        #expect(drawn.map(\.opacity) == [1, 1, 1, 0.5])
        #expect(drawn.map(\.smooth) == [true, true, true, false])
        // Stack of 16 + 16 + 16 + 40 = 88 pt, centred: y from (200 − 88) / 2 = 56; icons 16 wide at x = 42.
        #expect(drawn.map(\.rect) == [CGRect(x: 42, y: 56, width: 16, height: 16), CGRect(x: 42, y: 72, width: 16, height: 16),
                                      CGRect(x: 42, y: 88, width: 16, height: 16), CGRect(x: 20, y: 104, width: 60, height: 40)])
    }
}
