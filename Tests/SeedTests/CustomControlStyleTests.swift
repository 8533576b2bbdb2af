import Foundation
import Testing
import ScrollSim

// Control styles of the app's own, written the way app code writes them
// with SwiftUI; only the import differs. iPhone 14, fake measurer (16 pt
// lines at 17 pt, 8 pt a character, scaled with the font), 1×.

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct TermsView: View {
    @State private var agreed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Toggle("I agree to the terms", isOn: $agreed)
                .toggleStyle(CheckboxToggleStyle())
            Text(agreed ? "Agreed" : "Not yet")
        }
        .padding()
    }
}

struct CardToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
    }
}

struct FormattingBar: View {
    @State private var bold = true
    @State private var italic = false

    var body: some View {
        HStack(spacing: 0) {
            Toggle("Bold", isOn: $bold)
            Toggle("Italic", isOn: $italic)
        }
        .toggleStyle(.button)
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

struct ShortcutsRow: View {
    var body: some View {
        HStack(spacing: 24) {
            Label("Photos", systemImage: "photo")
            Label("Files", systemImage: "folder")
        }
        .labelStyle(VerticalLabelStyle())
    }
}

struct RoundedRectProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 14)
                .frame(width: 250, height: 28)
                .foregroundColor(.blue)
                .opacity(0.3)
            RoundedRectangle(cornerRadius: 14)
                .frame(width: CGFloat(configuration.fractionCompleted ?? 0) * 250, height: 28)
                .foregroundColor(.blue)
        }
        .padding()
    }
}

struct UploadView: View {
    @State private var progress = 0.4

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .progressViewStyle(RoundedRectProgressViewStyle())
            Button("More") { progress += 0.2 }
        }
    }
}

struct SpeedometerGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.75 * configuration.value)
                .stroke(Color.green, lineWidth: 12)
                .rotationEffect(.degrees(135))
            configuration.currentValueLabel
                .font(.system(size: 34, weight: .bold))
        }
        .frame(width: 120, height: 120)
    }
}

struct SpeedView: View {
    var speed = 90.0

    var body: some View {
        Gauge(value: speed, in: 0...180) {
            Text("km/h")
        } currentValueLabel: {
            Text("\(Int(speed))")
        }
        .gaugeStyle(SpeedometerGaugeStyle())
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
            configuration.content
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                    Spacer()
                    Text(configuration.isExpanded ? "-" : "+")
                }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

struct AccountCard: View {
    @State private var showsDetails = false

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Account") {
                LabeledContent("Email", value: "ada@example.com")
                    .labeledContentStyle(StackedLabeledContentStyle())
            }
            .groupBoxStyle(CardGroupBoxStyle())
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                Text("Member since 2021")
            }
            .disclosureGroupStyle(PlusMinusDisclosureStyle())
        }
        .padding()
    }
}

@MainActor
@Suite struct CustomControlStyleTests {
    /// The style's body replaces the switch: a symbol (a square as tall as
    /// the body font's cap height, 11.978 pt), 8 pt, the title (20
    /// characters: 160 × 16), centred on each other. Tapping the symbol sets
    /// the binding through `configuration.isOn`.
    @Test func aCheckboxToggleStyleDrawsItsBodyAndSetsTheBinding() throws {
        let app = try settledApp(TermsView())
        #expect(app.app.graph.inspect().all { $0.kind == "Switch" }.isEmpty)
        let box = try app.find(.kind("Image")).frame
        let title = try #require(textFrame(app, "I agree to the terms"))
        #expect(title.size == CGSize(width: 160, height: 16))
        #expect(abs(box.width - 1443.0 / 2048 * 17) < 0.001)
        #expect(title.minX == box.maxX + 8)
        #expect(abs(box.midY - title.midY) < 0.001)
        #expect(textFrame(app, "Not yet") != nil)
        try app.tap(.kind("Image"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Agreed") != nil)
        // Tapping the title does nothing: the style made only the symbol tappable.
        try app.tap(.text("I agree to the terms"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Agreed") != nil)
    }

    /// `Toggle(configuration)` inside a style is the toggle in the style
    /// around it, the switch: the card is the 390 pt row less 2 × 16 pt
    /// of the VStack's padding, the switch 12 pt inside the card's trailing
    /// edge. Tapping the switch sets the binding.
    @Test func aStyleWrapsTheSystemToggle() throws {
        struct Screen: View {
            @State private var on = false
            var body: some View {
                VStack(spacing: 8) {
                    Toggle("Notifications", isOn: $on).toggleStyle(CardToggleStyle())
                    Text(on ? "On" : "Off")
                }
                .padding()
            }
        }
        let app = try settledApp(Screen())
        let switches = app.app.graph.inspect().all { $0.kind == "Switch" }.map(\.frame)
        #expect(switches.count == 1)
        let title = try #require(textFrame(app, "Notifications"))
        #expect(title.minX == CGFloat(16 + 12))
        #expect(switches[0].maxX == CGFloat(390 - 16 - 12))
        #expect(switches[0].size == CGSize(width: 51, height: 31))
        #expect(textFrame(app, "Off")?.minY == switches[0].maxY + 12 + 8)
        try app.tap(.kind("Switch"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "On") != nil)
    }

    /// `.toggleStyle(.button)`: each label padded 12 pt on the sides and 7
    /// above and below ("Bold" 32 × 16 → 56 × 30, "Italic" 48 → 72 × 30);
    /// the one that is on has the tint at 15 % behind it in the radius-6
    /// shape, the other nothing. A tap flips it.
    @Test func buttonStyleTogglesShowTheirStateInTheirBackground() throws {
        let app = try settledApp(FormattingBar())
        #expect(app.app.graph.inspect().all { $0.kind == "Switch" }.isEmpty)
        let bold = try #require(textFrame(app, "Bold"))
        let italic = try #require(textFrame(app, "Italic"))
        let boldButton = bold.insetBy(dx: -12, dy: -7)
        let italicButton = italic.insetBy(dx: -12, dy: -7)
        #expect(italicButton.minX == boldButton.maxX)
        #expect(boldButton.width + italicButton.width == CGFloat(56 + 72))
        func fills() -> [CGRect] {
            app.app.graph.drawList().commands.compactMap {
                if case .fillRoundedRect(let rect, 6, let color) = $0, color == Color.blue.opacity(0.15) { return rect }
                return nil
            }
        }
        #expect(fills() == [boldButton])
        try app.tap(.text("Italic"))
        try app.pumpAndSettle()
        #expect(fills() == [boldButton, italicButton])
        try app.tap(.text("Bold"))
        try app.pumpAndSettle()
        #expect(fills() == [italicButton])
    }

    /// A vertical label style: the symbol (11.978 pt) centred over its
    /// title, 4 pt between them; the labels 24 pt apart.
    @Test func aVerticalLabelStyle() throws {
        let app = try settledApp(ShortcutsRow())
        let icons = app.app.graph.inspect().all { $0.kind == "Image" }.map(\.frame)
        let photos = try #require(textFrame(app, "Photos"))
        let files = try #require(textFrame(app, "Files"))
        #expect(icons.count == 2)
        #expect(abs(icons[0].maxY + 4 - photos.minY) < 0.001)
        #expect(abs(icons[0].midX - photos.midX) < 0.001)
        #expect(abs(icons[1].midX - files.midX) < 0.001)
        #expect(files.minX == photos.maxX + 24)
        // Built-in looks still apply where no style of the app's own is set.
        let plain = try settledApp(Label("Photos", systemImage: "photo"))
        let icon = try plain.find(.kind("Image")).frame
        #expect(abs(try #require(textFrame(plain, "Photos")).minX - (icon.maxX + 8)) < 0.001)
    }

    /// A progress style's body drawn from `fractionCompleted`: the 250 × 28
    /// track and a bar 0.4 × 250 = 100 wide over it, leading-aligned; 0.6
    /// after a tap → 150. No system bar is drawn.
    @Test func aProgressViewStyleDrawsFromTheFraction() throws {
        let app = try settledApp(UploadView())
        #expect(app.app.graph.inspect().all { $0.kind == "ProgressBar" }.isEmpty)
        func bars() -> [CGRect] {
            app.app.graph.drawList().commands.compactMap {
                if case .fillRoundedRect(let rect, 14, _) = $0 { return rect }
                return nil
            }
        }
        let first = bars()
        #expect(first.map(\.size) == [CGSize(width: 250, height: 28), CGSize(width: 100, height: 28)])
        #expect(first[0].minX == first[1].minX)
        #expect(first[0].minX == CGFloat(390 - 250) / 2)
        try app.tap(.text("More"))
        try app.pumpAndSettle()
        #expect(bars().map { ($0.width * 1000).rounded() / 1000 } == [250, 150])
    }

    /// `ProgressView(value:label:currentValueLabel:)` in the system style:
    /// the label, the 4 pt bar 4 pt below it, the current value 4 pt below
    /// that in caption (12 pt: 16 × 12 / 17 = 11.29 pt line, 8 × 12 / 17
    /// a character), secondary.
    @Test func aProgressViewShowsItsCurrentValueLabelUnderTheBar() throws {
        let app = try settledApp(
            ProgressView(value: 0.3) { Text("Uploading") } currentValueLabel: { Text("30%") }.padding())
        let label = try #require(textFrame(app, "Uploading"))
        let bar = try app.find(.kind("ProgressBar")).frame
        let current = try #require(textFrame(app, "30%"))
        #expect(bar.minY == label.maxY + 4)
        #expect(bar.size == CGSize(width: 390 - 32, height: 4))
        #expect(current.minY == bar.maxY + 4)
        #expect(current.minX == 16)
        #expect(abs(current.width - onGrid(3 * 8 * 12 / 17)) < 0.001)
        // `ProgressView { Text("Loading") }`: the spinner with its label under it.
        let spinner = try settledApp(ProgressView { Text("Loading") })
        let s = try spinner.find(.kind("ProgressSpinner")).frame
        #expect(s.size == CGSize(width: 20, height: 20))
        #expect(textFrame(spinner, "Loading")?.minY == s.maxY + 4)
    }

    /// `ProgressView(timerInterval:)` over a minute from the app clock's
    /// start: the bar empties as the clock runs (counting down by default),
    /// the time left under it in whole seconds rounded up; at the end the
    /// bar is empty, "0:00" stays and nothing asks for frames any more.
    @Test func aTimerProgressViewEmptiesWithTheAppClock() throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let app = TestApp(ProgressView(timerInterval: start...start.addingTimeInterval(60)).padding(),
                          measurer: fakeMeasurer(), clockStart: start)
        func filled() -> CGFloat {
            // The track, then the fill over it: both 4 pt tall from x 16.
            let bars = app.app.graph.drawList().commands.compactMap { c -> CGRect? in
                if case .fillRoundedRect(let rect, _, _) = c, rect.height == 4 { return rect }
                return nil
            }
            return bars.count == 2 ? bars[1].width : 0
        }
        #expect(filled() == 358)
        #expect(textFrame(app, "1:00") != nil)
        app.pump(15.5)
        let left: CGFloat = 358 * 44.5 / 60
        #expect(abs(filled() - left) < 0.2)
        #expect(textFrame(app, "0:45") != nil)
        app.pump(45)
        #expect(filled() == 0)
        #expect(textFrame(app, "0:00") != nil)
        try app.pumpAndSettle()
        // Counting up: it fills instead, and shows the time gone.
        let up = TestApp(ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false).padding(),
                         measurer: fakeMeasurer(), clockStart: start)
        up.pump(30.5)
        let gone: CGFloat = 358 * 30.5 / 60
        #expect(textFrame(up, "0:30") != nil)
        let upBars = up.app.graph.drawList().commands.compactMap { c -> CGRect? in
            if case .fillRoundedRect(let rect, _, _) = c, rect.height == 4 { return rect }
            return nil
        }
        #expect(abs((upBars.last?.width ?? 0) - gone) < 0.2)
    }

    /// A gauge style's body: the 120 × 120 frame, the current value label
    /// (bold 34 pt: "90" 2 × 8 × 34 / 17 = 32 wide) at its centre; the
    /// value is the place in the range, 90 / 180 = 0.5, so the ring is
    /// trimmed to 0.375 of the circle.
    @Test func aGaugeStyleDrawsFromTheValue() throws {
        let app = try settledApp(SpeedView())
        #expect(app.app.graph.inspect().all { $0.kind == "GaugeBar" }.isEmpty)
        let value = try #require(textFrame(app, "90"))
        #expect(value.width == 32)
        let gauge = try app.find(.kind("Gauge")).frame
        #expect(gauge.size == CGSize(width: 120, height: 120))
        #expect(value.midX == gauge.midX)
        #expect(textFrame(app, "km/h") == nil)
        struct Probe: GaugeStyle {
            let seen: (Double) -> Void
            func makeBody(configuration: Configuration) -> some View {
                seen(configuration.value)
                return Gauge(configuration)
            }
        }
        var values: [Double] = []
        let wrapped = try settledApp(Gauge(value: 30, in: 10...50) { Text("Level") }
            .gaugeStyle(Probe { values.append($0) }).frame(width: 200))
        #expect(values.last == 0.5)
        // `Gauge(configuration)` is the system bar, 0.5 × 200 = 100 filled.
        let bar = try wrapped.find(.kind("GaugeBar")).frame
        #expect(bar.width == 200)
        #expect(textFrame(wrapped, "Level") != nil)
    }

    /// Container styles of the app's own. The card: 12 pt padding, the
    /// label in caption (11.29 pt line, rounded up to 12) 6 pt over the
    /// content; the stacked labeled content: its label (caption) 2 pt over
    /// the value, leading-aligned, no spacer; the disclosure style: "+"
    /// while collapsed, the content 4 pt under the row once the button is
    /// tapped, "-" then.
    @Test func containerStylesOfTheAppsOwn() throws {
        let app = try settledApp(AccountCard())
        let title = try #require(textFrame(app, "Account"))
        let label = try #require(textFrame(app, "Email"))
        let value = try #require(textFrame(app, "ada@example.com"))
        #expect(title.minX == CGFloat(16 + 12))
        #expect(title.height == onGrid(16.0 * 12 / 17))
        #expect(label.minY == title.maxY + 6)
        #expect(label.minX == title.minX)
        #expect(value.minY == label.maxY + 2)
        #expect(value.minX == title.minX)
        #expect(app.app.graph.inspect().all { $0.kind == "Image" }.isEmpty)
        #expect(textFrame(app, "+") != nil)
        #expect(textFrame(app, "Member since 2021") == nil)
        try app.tap(.text("Details"))
        try app.pumpAndSettle()
        let row = try #require(textFrame(app, "Details"))
        #expect(textFrame(app, "-") != nil)
        #expect(textFrame(app, "Member since 2021")?.minY == row.maxY + 4)
        // Without a style of the app's own, the system looks: the chevron, the value at the trailing edge.
        let plain = try settledApp(VStack {
            LabeledContent("Email", value: "ada@example.com")
            DisclosureGroup("Details") { Text("Member since 2021") }
        }.padding())
        #expect(textFrame(plain, "ada@example.com")?.maxX == CGFloat(390 - 16))
        #expect(plain.app.graph.inspect().all { $0.kind == "Image" }.count == 1)
    }
}
