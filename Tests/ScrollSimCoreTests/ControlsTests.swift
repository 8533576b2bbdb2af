import Testing
@testable import ScrollSimCore

/// Divider, Label, ProgressView, Toggle, Button roles and styles, shadow,
/// with exact values from docs/layout-rules.md, "Controls". The measurer is
/// the fixed one: 8 pt per character, 16 pt per line, whatever the font.
@MainActor
@Suite struct ControlsTests {
    func graph<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) -> ViewGraph {
        // Pinned to the window's top-left corner, so frames read as offsets in it.
        let pinned = view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let g = ViewGraph(pinned, measurer: fixedMeasurer(), size: size, displayScale: scale)
        g.warningHandler = { _ in }
        g.update()
        return g
    }

    // MARK: Divider

    @Test func aDividerInAVStackIsOneDevicePixelTallAndAsWideAsOffered() {
        for scale: CGFloat in [1, 2, 3] {
            let g = graph(VStack(spacing: 0) { Text("a"); Divider(); Text("b") }.frame(width: 200), scale: scale)
            let divider = g.frames(of: "Divider")
            #expect(divider.count == 1)
            #expect(divider.first?.size == CGSize(width: 200, height: 1 / scale))
            #expect(abs(g.frame(ofText: "b")!.minY - g.frame(ofText: "a")!.maxY - 1 / scale) < 1e-9)
        }
    }

    @Test func aDividerInAnHStackIsVerticalAndAsTallAsOffered() {
        let g = graph(HStack(spacing: 0) { Text("a"); Divider(); Text("b") }.frame(height: 50), scale: 3)
        let d = g.frames(of: "Divider")[0]
        #expect(d.size == CGSize(width: 1.0 / 3, height: 50))
        #expect(d.minX == g.frame(ofText: "a")!.maxX)
    }

    @Test func aDividerDrawsItsFrameInTheSeparatorColour() {
        let g = graph(VStack(spacing: 0) { Text("a"); Divider() }.frame(width: 100), scale: 2)
        let d = g.frames(of: "Divider")[0]
        #expect(g.drawList().commands.contains(.fillRect(d, Color(rgb255: 60, 60, 67, opacity: 0.29))))
    }

    // MARK: Label

    @Test func aLabelIsItsIconThenItsTitleEightPointsApartAndCentred() {
        let g = graph(Label("Inbox", systemImage: "tray").fixedSize())
        let icon = g.frames(of: "Image")[0], title = g.frame(ofText: "Inbox")!
        // The symbol is square, 1443 / 2048 × 17 pt; the title 5 × 8 by 16.
        let side = 1443.0 / 2048 * 17
        #expect(abs(icon.width - side) < 0.5 && icon.width == icon.height)
        #expect(title.size == CGSize(width: 40, height: 16))
        #expect(title.minX == icon.maxX + 8)
        #expect(abs(title.midY - icon.midY) < 0.5)
    }

    @Test func labelStylesShowTheTitleOrTheIconOnly() {
        let titleOnly = graph(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly))
        #expect(titleOnly.frames(of: "Image").isEmpty)
        #expect(titleOnly.frame(ofText: "Inbox") != nil)
        let iconOnly = graph(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly))
        #expect(iconOnly.frames(of: "Image").count == 1)
        #expect(iconOnly.frame(ofText: "Inbox") == nil)
    }

    // MARK: ProgressView

    @Test func anIndeterminateProgressViewIsATwentyPointSpinnerWhateverItIsOffered() {
        for p in [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 300, height: 300)] {
            #expect(size(of: ProgressView(), p) == CGSize(width: 20, height: 20))
        }
        // A nil value, or a total of zero, is indeterminate too.
        #expect(size(of: ProgressView(value: nil as Double?), .infinity) == CGSize(width: 20, height: 20))
        #expect(size(of: ProgressView(value: 1.0, total: 0), .infinity) == CGSize(width: 20, height: 20))
    }

    @Test func aProgressBarIsFourPointsTallAsWideAsOfferedFilledToItsFraction() {
        let g = graph(ProgressView(value: 3.0, total: 12).frame(width: 200))
        let bar = g.frames(of: "ProgressBar")[0]
        #expect(bar.size == CGSize(width: 200, height: 4))
        let commands = g.drawList().commands
        #expect(commands.contains(.fillRoundedRect(bar, cornerRadius: 2, Color(rgb255: 120, 120, 128, opacity: 0.2))))
        #expect(commands.contains(.fillRoundedRect(CGRect(x: bar.minX, y: bar.minY, width: 50, height: 4), cornerRadius: 2, .blue)))
        // Over the total it is full; the tint colours it.
        let full = graph(ProgressView(value: 2.0).frame(width: 100).tint(.green))
        let fb = full.frames(of: "ProgressBar")[0]
        #expect(full.drawList().commands.contains(.fillRoundedRect(fb, cornerRadius: 2, .green)))
    }

    @Test func aTitledProgressBarHasItsTitleFourPointsAbove() {
        let g = graph(ProgressView("Downloading", value: 0.5).frame(width: 200))
        let title = g.frame(ofText: "Downloading")!, bar = g.frames(of: "ProgressBar")[0]
        #expect(bar.minY == title.maxY + 4)
        #expect(title.minX == bar.minX)
        #expect(bar.width == 200)
    }

    @Test func theCircularStyleDrawsTheSpinnerForAValueToo() {
        let g = graph(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(g.frames(of: "ProgressBar").isEmpty)
        #expect(g.frames(of: "ProgressSpinner").map(\.size) == [CGSize(width: 20, height: 20)])
        let linear = graph(ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 80))
        #expect(linear.frames(of: "ProgressBar").map(\.size) == [CGSize(width: 80, height: 4)])
    }

    // MARK: Toggle

    struct Settings: View {
        @State var isOn = false
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
        }
    }

    @Test func aToggleRowIsAsWideAsOfferedWithTheSwitchAtTheTrailingEdge() {
        let g = graph(Settings().frame(width: 390))
        let label = g.frame(ofText: "Wi-Fi")!, knob = g.frames(of: "Switch")[0]
        #expect(knob == CGRect(x: 339, y: 0, width: 51, height: 31))
        #expect(label == CGRect(x: 0, y: 7.5, width: 40, height: 16))
        #expect(g.frame(ofText: "off")!.minY == 31)
    }

    @Test func tappingTheSwitchFlipsTheBindingAndMovesTheThumb() {
        let g = graph(Settings().frame(width: 390))
        let knob = g.frames(of: "Switch")[0]
        func thumbs() -> [DrawCommand] {
            g.drawList().commands.filter { if case .fillEllipse(_, let c) = $0 { return c == .white }; return false }
        }
        #expect(thumbs() == [.fillEllipse(CGRect(x: 341, y: 2, width: 27, height: 27), .white)])
        #expect(g.drawList().commands.contains(.fillRoundedRect(knob, cornerRadius: 15.5, Color(rgb255: 120, 120, 128, opacity: 0.16))))
        g.handle(.pointerDown(CGPoint(x: knob.midX, y: knob.midY)), time: 1)
        g.handle(.pointerUp(CGPoint(x: knob.midX, y: knob.midY)), time: 1.1)
        g.update()
        #expect(g.frame(ofText: "on") != nil)
        #expect(thumbs() == [.fillEllipse(CGRect(x: 361, y: 2, width: 27, height: 27), .white)])
        #expect(g.drawList().commands.contains(.fillRoundedRect(knob, cornerRadius: 15.5, .green)))
        // The label is not part of the switch: tapping it changes nothing.
        let label = g.frame(ofText: "Wi-Fi")!
        g.handle(.pointerDown(CGPoint(x: label.midX, y: label.midY)), time: 2)
        g.handle(.pointerUp(CGPoint(x: label.midX, y: label.midY)), time: 2.1)
        g.update()
        #expect(g.frame(ofText: "on") != nil)
    }

    @Test func aToggleWithItsLabelHiddenIsJustTheSwitch() {
        let g = graph(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().toggleStyle(.switch))
        #expect(g.frame(ofText: "Wi-Fi") == nil)
        #expect(g.frames(of: "Toggle") == [CGRect(x: 0, y: 0, width: 51, height: 31)])
        #expect(g.frames(of: "Switch") == [CGRect(x: 0, y: 0, width: 51, height: 31)])
    }

    // MARK: Buttons

    func textColor(_ g: ViewGraph, _ text: String) -> Color? {
        for case let .text(lines, _, color) in g.drawList().commands where lines.first?.text == text { return color }
        return nil
    }

    @Test func rolesColourTheLabel() {
        let g = graph(VStack {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
            Button("Plain") {}.buttonStyle(.plain)
            Button("Off") {}.disabled(true)
        })
        #expect(textColor(g, "Delete") == .red)
        #expect(textColor(g, "Cancel") == .blue)
        #expect(textColor(g, "Plain") == .primary)
        #expect(textColor(g, "Off") == Color(rgb255: 142, 142, 147))
    }

    @Test func aBorderedButtonPadsItsLabelTwelveBySevenOnARoundedFill() {
        let g = graph(Button("OK") {}.buttonStyle(.bordered).fixedSize())
        let button = g.frames(of: "Button")[0], label = g.frame(ofText: "OK")!
        #expect(button.size == CGSize(width: 16 + 24, height: 16 + 14))
        #expect(label.minX == button.minX + 12 && label.minY == button.minY + 7)
        let commands = g.drawList().commands
        #expect(commands.contains(.fillRoundedRect(button, cornerRadius: 6, Color(rgb255: 118, 118, 128, opacity: 0.12))))
        #expect(textColor(g, "OK") == .blue)
    }

    @Test func aProminentButtonIsWhiteOnItsTintAndRedWhenDestructive() {
        let g = graph(VStack(spacing: 0) {
            Button("OK") {}
            Button("Delete", role: .destructive) {}
        }.buttonStyle(.borderedProminent))
        let frames = g.frames(of: "Button")
        #expect(frames[0].size == CGSize(width: 40, height: 30))
        #expect(frames[1].size == CGSize(width: 72, height: 30))
        let commands = g.drawList().commands
        #expect(commands.contains(.fillRoundedRect(frames[0], cornerRadius: 6, .blue)))
        #expect(commands.contains(.fillRoundedRect(frames[1], cornerRadius: 6, .red)))
        #expect(textColor(g, "OK") == .white)
        #expect(textColor(g, "Delete") == .white)
        // Borderless and automatic draw no background.
        let plain = graph(Button("OK") {}.buttonStyle(.borderless))
        #expect(!plain.drawList().commands.contains { if case .fillRoundedRect = $0 { return true }; return false })
        #expect(plain.frames(of: "Button")[0].size == CGSize(width: 16, height: 16))
    }

    @Test func theBorderShapeRoundsTheBackground() {
        func background(_ shape: ButtonBorderShape) -> DrawCommand? {
            let g = graph(Button("OK") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape).fixedSize())
            return g.drawList().commands.first { if case .fillRoundedRect = $0 { return true }; if case .fillEllipse = $0 { return true }; return false }
        }
        let frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(background(.automatic) == .fillRoundedRect(frame, cornerRadius: 6, .blue))
        #expect(background(.roundedRectangle(radius: 10)) == .fillRoundedRect(frame, cornerRadius: 10, .blue))
        #expect(background(.capsule) == .fillRoundedRect(frame, cornerRadius: 15, .blue))
        // A circle is the largest one centred in the frame.
        #expect(background(.circle) == .fillEllipse(CGRect(x: 5, y: 0, width: 30, height: 30), .blue))
    }

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(8)
                .background(Capsule().fill(configuration.isPressed ? Color.red : Color.blue))
        }
    }

    @Test func aCustomStyleDrawsTheButtonAndIsMadeAgainWhenThePressChanges() {
        var taps = 0
        let g = graph(Button("OK") { taps += 1 }.buttonStyle(Pill()))
        let button = g.frames(of: "Button")[0]
        #expect(button == CGRect(x: 0, y: 0, width: 32, height: 32))
        #expect(textColor(g, "OK") == .primary)
        #expect(g.drawList().commands.contains(.fillRoundedRect(button, cornerRadius: 16, .blue)))
        g.handle(.pointerDown(CGPoint(x: 16, y: 16)), time: 1)
        g.update()
        // Pressed: the style's red, and the label not dimmed.
        #expect(g.drawList().commands.contains(.fillRoundedRect(button, cornerRadius: 16, .red)))
        #expect(textColor(g, "OK") == .primary)
        g.handle(.pointerUp(CGPoint(x: 16, y: 16)), time: 1.1)
        g.update()
        #expect(g.drawList().commands.contains(.fillRoundedRect(button, cornerRadius: 16, .blue)))
        #expect(taps == 1)
    }

    // MARK: Dark mode

    @Test func separatorsFillsAndTracksTakeTheirDarkValues() {
        let g = graph(VStack(spacing: 0) {
            Divider()
            Toggle("Off", isOn: .constant(false))
            Button("OK") {}.buttonStyle(.bordered).fixedSize()
            ProgressView(value: 0.5)
        }.frame(width: 200).environment(\.colorScheme, .dark), scale: 2)
        let commands = g.drawList().commands
        let divider = g.frames(of: "Divider")[0], knob = g.frames(of: "Switch")[0]
        let button = g.frames(of: "Button")[0], bar = g.frames(of: "ProgressBar")[0]
        #expect(commands.contains(.fillRect(divider, Color(rgb255: 84, 84, 88, opacity: 0.6))))
        #expect(commands.contains(.fillRoundedRect(knob, cornerRadius: 15.5, Color(rgb255: 120, 120, 128, opacity: 0.32))))
        #expect(commands.contains(.fillRoundedRect(button, cornerRadius: 6, Color(rgb255: 118, 118, 128, opacity: 0.24))))
        #expect(commands.contains(.fillRoundedRect(bar, cornerRadius: 2, Color(rgb255: 120, 120, 128, opacity: 0.36))))
        // The tint and the label take the dark system blue and white.
        #expect(commands.contains(.fillRoundedRect(CGRect(x: bar.minX, y: bar.minY, width: 100, height: 4), cornerRadius: 2,
                                                   Color(rgb255: 10, 132, 255))))
        #expect(textColor(g, "OK") == Color(rgb255: 10, 132, 255))
        #expect(textColor(g, "Off") == Color(rgb255: 255, 255, 255))
    }

    // MARK: Shadow

    @Test func aSharpShadowIsTheSilhouetteMovedBehindTheContent() {
        let g = graph(Rectangle().fill(.red).frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: 2, y: 3).fixedSize())
        let r = g.frames(of: "Rectangle")[0]
        #expect(g.drawList().commands == [.fillRect(r.offsetBy(dx: 2, dy: 3), .black), .fillRect(r, .red)])
        #expect(g.frames(of: "shadow")[0] == r)
    }

    @Test func aBlurredShadowIsSeventeenCopiesThatTogetherMakeItsOpacity() {
        let g = graph(Rectangle().fill(.red).frame(width: 10, height: 10).shadow(color: .black.opacity(0.5), radius: 4).fixedSize())
        let r = g.frames(of: "Rectangle")[0]
        let commands = g.drawList().commands
        #expect(commands.count == 18)
        #expect(commands.last == .fillRect(r, .red))
        let p = 1 - pow(0.5, 1.0 / 17)
        #expect(commands[0] == .fillRect(r, Color(white: 0, opacity: p)))
        // The first copy of the outer ring is 4 pt to the right.
        #expect(commands[9] == .fillRect(r.offsetBy(dx: 4, dy: 0), Color(white: 0, opacity: p)))
        #expect(abs(pow(1 - p, 17) - 0.5) < 1e-12)
        #expect(commands[1] == .fillRect(r.offsetBy(dx: 2, dy: 0), Color(white: 0, opacity: p)))
    }
}
