import Foundation
import Testing
@testable import ScrollSimCore

/// Modifiers everyday SwiftUI code adds around its views: accessibility,
/// tracking and kerning, line spacing, minimum scale factor, formatted and
/// dated text, `Color.gradient`. Fixed measurer: 8 pt a character, 16 pt lines.
@MainActor
@Suite struct EverydayModifiersTests {
    func graph<V: View>(_ view: V, measurer: TextMeasuring? = nil) -> ViewGraph {
        laidOut(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), measurer: measurer)
    }

    // MARK: Accessibility

    /// An accessibility label changes no frame and is found by inspection.
    @Test func accessibilityModifiersChangeNothingAndAreInspectable() {
        let plain = graph(HStack { Text("12"); Text("likes") })
        let labelled = graph(HStack {
            Text("12").accessibilityLabel("12 likes").accessibilityHint("Double-tap to like").accessibilityAddTraits(.isButton)
            Text("likes").accessibilityHidden(true)
        }.accessibilityElement(children: .combine).accessibilityIdentifier("likes-row"))
        #expect(labelled.frame(ofText: "12") == plain.frame(ofText: "12"))
        #expect(labelled.frame(ofText: "likes") == plain.frame(ofText: "likes"))
        let found = labelled.inspect().first { $0.kind == "accessibility" && $0.text == "12 likes" }
        #expect(found?.frame == plain.frame(ofText: "12"))
        #expect(labelled.inspect().first { $0.kind == "accessibility" && $0.text == "likes-row" } != nil)
        #expect(labelled.drawList().commands == plain.drawList().commands)
    }

    // MARK: Tracking and kerning

    /// "SALE" is 4 characters: tracking 2 adds 2 pt after each (40 wide);
    /// kerning 3 adds 3 (44); with both, tracking wins; set on a container
    /// it reaches the texts inside.
    @Test func trackingAndKerningWidenEveryCharacter() {
        let g = graph(VStack(alignment: .leading, spacing: 0) {
            Text("SALE").tracking(2)
            Text("SOLD").kerning(3)
            Text("BOTH").kerning(3).tracking(2)
            VStack { Text("ab") }.tracking(1)
        })
        #expect(g.frame(ofText: "SALE")?.width == 40)
        #expect(g.frame(ofText: "SOLD")?.width == 44)
        #expect(g.frame(ofText: "BOTH")?.width == 40)
        #expect(g.frame(ofText: "ab")?.width == 18)
        let fonts = g.drawList().commands.compactMap { command -> CGFloat? in
            if case let .text(_, font, _) = command { return font.tracking }
            return nil
        }
        #expect(fonts == [2, 3, 2, 1])
    }

    // MARK: Line spacing

    /// Two lines of 16 pt with 6 pt between them are 38 tall, the second line
    /// drawn at 22; one line is 16 whatever the spacing; a 38 pt tall frame
    /// holds two spaced lines and truncates the third.
    @Test func lineSpacingGoesBetweenLines() {
        let g = graph(VStack(alignment: .leading, spacing: 0) {
            Text("aaaa bbbb").frame(width: 40, alignment: .leading)
            Text("one")
            Text("cccc dddd eeee").frame(width: 40, height: 38, alignment: .topLeading)
        }.lineSpacing(6))
        #expect(g.frame(ofText: "aaaa bbbb")?.height == 38)
        #expect(g.frame(ofText: "one")?.height == 16)
        let cut = g.inspect().text("cccc dddd eeee")
        #expect(cut?.lines == ["cccc", "dddd…"])
        let origins = g.drawList().commands.compactMap { command -> [CGFloat]? in
            if case let .text(lines, _, _) = command, lines.count == 2, lines[0].text == "aaaa" { return lines.map(\.origin.y) }
            return nil
        }
        #expect(origins == [[0, 22]])
    }

    // MARK: Minimum scale factor

    /// With a measurer that scales with the font (8 pt a character at 17 pt),
    /// 10 characters are 80 pt at 17 pt. In 60 pt on one line they fit at 75 %
    /// (12.75 pt: 60 pt wide, 12 pt tall); allowed only 80 %, they stay
    /// truncated at 13.6 pt; without the modifier they are cut at 17 pt.
    @Test func minimumScaleFactorShrinksTextThatWouldBeCut() {
        let scaling = FixedAdvanceMeasurer(advance: 8, lineHeight: 16, scalesWithFontSize: true)
        let g = graph(VStack(alignment: .leading, spacing: 0) {
            Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60, alignment: .leading)
            Text("klmnopqrst").lineLimit(1).minimumScaleFactor(0.8).frame(width: 60, alignment: .leading)
            Text("uvwxyzabcd").lineLimit(1).frame(width: 60, alignment: .leading)
        }, measurer: scaling)
        #expect(g.frame(ofText: "abcdefghij")?.size == CGSize(width: 60, height: 12))
        #expect(g.inspect().text("abcdefghij")?.lines == ["abcdefghij"])
        #expect(g.inspect().text("klmnopqrst")?.lines.last?.hasSuffix("…") == true)
        #expect(g.inspect().text("uvwxyzabcd")?.lines.last?.hasSuffix("…") == true)
        let sizes = g.drawList().commands.compactMap { command -> CGFloat? in
            if case let .text(_, font, _) = command { return font.size }
            return nil
        }
        #expect(sizes == [12.75, 17 * 0.8, 17])
    }

    // MARK: Formatted and dated text

    @Test func datesShowInTheirStyle() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Text.string(now.addingTimeInterval(3723), style: .timer, now: now) == "1:02:03")
        #expect(Text.string(now.addingTimeInterval(-152), style: .timer, now: now) == "2:32")
        #expect(Text.string(now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 5)), style: .relative, now: now) == "2 hours, 23 minutes")
        #expect(Text.string(now.addingTimeInterval(60), style: .relative, now: now) == "1 minute")
        #expect(Text.string(now.addingTimeInterval(-180), style: .offset, now: now) == "-3 minutes")
        #expect(Text.string(now.addingTimeInterval(2 * 86_400), style: .offset, now: now) == "+2 days")
        #expect(Text.string(now, style: .relative, now: now) == "0 seconds")
        #expect(Text(3, format: .number).content == "3")
    }

    /// Formatted text is US English, as on a US iPhone, whatever the
    /// machine's locale (`en_001` on a Linux machine with no `LANG` writes
    /// "US$89.99" and "14 November 2023"); a style's own locale is replaced too.
    @Test func formattedTextIsUSEnglish() {
        #expect(Text(89.99, format: .currency(code: "USD")).content == "$89.99")
        #expect(Text(1234.5, format: .number).content == "1,234.5")
        #expect(Text(89.99, format: .currency(code: "EUR").locale(Locale(identifier: "de_DE"))).content == "€89.99")
        #expect(Text("Total: \(227.49, format: .currency(code: "USD"))").content == "Total: $227.49")
        // 2023-11-14 12:00 UTC: the same day in every time zone within ±11 h.
        let noon = Date(timeIntervalSince1970: 1_699_963_200)
        #expect(Text.string(noon, style: .date, now: noon) == "November 14, 2023")
    }

    // MARK: UIKit's semantic colours

    /// `Color(.systemGray5)` and `Color(uiColor:)` are UIKit's colours, which
    /// resolve to their dark values in dark mode; `.tertiary` text is
    /// `tertiaryLabel`, 60,60,67 at 30 %.
    @Test func uiKitsSemanticColoursResolvePerScheme() {
        #expect(Color(.systemGray5) == Color.systemGray5)
        let light = Color(uiColor: .systemGray5).rgba8, dark = Color(.systemGray5).resolved(in: .dark).rgba8
        #expect([light.r, light.g, light.b] == [229, 229, 234])
        #expect([dark.r, dark.g, dark.b] == [44, 44, 46])
        let g = graph(Text("t").foregroundStyle(.tertiary))
        let color = g.drawList().commands.compactMap { command -> Color? in
            if case let .text(_, _, c) = command { return c }
            return nil
        }.first?.rgba8
        #expect(color.map { [$0.r, $0.g, $0.b, $0.a] } == [60, 60, 67, 77])
        let t = Color.tertiarySystemGroupedBackground.resolved(in: .dark).rgba8
        #expect([t.r, t.g, t.b] == [44, 44, 46])
    }

    // MARK: Color.gradient

    /// `Color.gradient` fills top to bottom from the colour 12 % toward white
    /// to the colour: (0, 0.5, 1) starts at (0.12, 0.56, 1).
    @Test func aColoursGradientGoesFromLighterToItself() {
        let base = Color(red: 0, green: 0.5, blue: 1)
        let g = graph(Rectangle().fill(base.gradient).frame(width: 50, height: 40))
        let drawing = g.drawList().commands.compactMap { command -> GradientDrawing? in
            if case let .gradient(d) = command { return d }
            return nil
        }.first
        #expect(drawing?.rect == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(drawing?.geometry == .linear(start: .top, end: .bottom))
        let stops = drawing?.gradient.stops.map { [$0.color.red, $0.color.green, $0.color.blue] } ?? []
        #expect(stops.count == 2)
        if stops.count == 2 {
            #expect(abs(stops[0][0] - 0.12) < 1e-9 && abs(stops[0][1] - 0.56) < 1e-9 && stops[0][2] == 1)
            #expect(stops[1] == [0, 0.5, 1])
        }
    }
}
