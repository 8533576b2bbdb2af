import Foundation
import Testing
import ScrollSim
import ScrollSimSDL

// Screens written the way app code writes them with SwiftUI (only the
// import differs): custom modifiers that read the environment and keep
// state, a to-do list whose rows come and go with animation, and a usage
// meter drawn by animatable shapes. iPhone 14 (safe area 47 / 34), fake
// measurer (16 pt lines, 8 pt a character), 1×.

/// A card look that adapts to the colour scheme: less padding in dark mode.
struct CardStyle: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    func body(content: Content) -> some View {
        content
            .padding(scheme == .dark ? 12 : 16)
            .background(scheme == .dark ? Color.gray : Color.white)
    }
}

/// A section that opens and closes under its title, keeping its own state.
struct Collapsible: ViewModifier {
    let title: String
    @State private var isOpen = true
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Button(title) { isOpen.toggle() }
            if isOpen { content }
        }
    }
}

extension View {
    func cardStyle() -> some View { modifier(CardStyle()) }
    func collapsible(_ title: String) -> some View { modifier(Collapsible(title: title)) }
}

struct ProfileScreen: View {
    @State private var name = "Ada Lovelace"
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name).cardStyle()
            Text("Mathematician").cardStyle().environment(\.colorScheme, .dark)
            Text("Analytical engine notes").collapsible("Notes")
            Text("Footer")
            Button("Rename") { name = "Ada King" }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct TodoScreen: View {
    @State private var todos = ["Milk", "Eggs", "Flour"]
    var body: some View {
        List {
            ForEach(todos, id: \.self) { Text($0) }
                .onDelete { offsets in todos.remove(atOffsets: offsets) }
        }
        .listStyle(.plain)
        .overlay(alignment: .bottom) {
            HStack {
                Button("Add Sugar") {
                    withAnimation(.easeInOut(duration: 0.5)) { todos.insert("Sugar", at: 0) }
                }
                Button("Add Butter") {
                    withAnimation(.linear(duration: 0.5)) { todos.append("Butter") }
                }
                Button("No Eggs") {
                    withAnimation(.linear(duration: 0.5)) { todos.removeAll { $0 == "Eggs" } }
                }
            }
        }
    }
}

/// A meter filled to `used` and, after it, `cached` of its width.
struct UsageBar: Shape {
    var used: CGFloat
    var cached: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(used, cached) }
        set { used = newValue.first; cached = newValue.second }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * (used + cached), height: rect.height))
    }
}

/// A whole-number percentage that counts as it animates.
struct PercentLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("\(Int(value.rounded())) %") }
}

struct StorageScreen: View {
    @State private var used: CGFloat = 0.2
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            UsageBar(used: used, cached: 0.1)
                .fill(.blue)
                .frame(width: 300, height: 12)
            PercentLabel(value: Double(used) * 100)
            Button("Download") { used = 0.6 }
        }
        .animation(.linear(duration: 0.4), value: used)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite(.serialized) struct TypicalModifierScreensTests {
    /// Cards: "Ada Lovelace" (96 pt) padded 16 in light mode, its card
    /// 48 pt tall from y 47; "Mathematician" (104 pt) padded 12 in dark
    /// mode 8 pt below. The collapsible section: its title 16 pt, its
    /// content 16 pt, the footer 8 pt on; closed, the footer moves up 16.
    /// Renaming re-evaluates the screen: the section stays closed.
    @Test func aProfileOfCustomModifiers() throws {
        let app = try settledApp(ProfileScreen())
        #expect(textFrame(app, "Ada Lovelace") == CGRect(x: 16, y: 63, width: 96, height: 16))
        #expect(textFrame(app, "Mathematician") == CGRect(x: 12, y: 47 + 48 + 8 + 12, width: 104, height: 16))
        let notes: CGFloat = 47 + 48 + 8 + 40 + 8
        #expect(textFrame(app, "Notes")?.minY == notes)
        #expect(textFrame(app, "Analytical engine notes")?.minY == notes + 16)
        #expect(textFrame(app, "Footer")?.minY == notes + 32 + 8)
        try app.tap(.text("Notes"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Analytical engine notes") == nil)
        #expect(textFrame(app, "Footer")?.minY == notes + 16 + 8)
        try app.tap(.text("Rename"))
        try app.pumpAndSettle()
        #expect(textFrame(app, "Ada King") == CGRect(x: 16, y: 63, width: 64, height: 16))
        #expect(textFrame(app, "Analytical engine notes") == nil)
    }

    /// Adding puts Sugar at the top, fading in over 0.5 s (easeInOut)
    /// while the three rows slide down 44 pt; a second row opened by a
    /// swipe closes the first; a full swipe deletes.
    @Test func aToDoListWhoseRowsComeAndGo() throws {
        let app = try settledApp(TodoScreen())
        let full = try #require(drawnText(app, "Milk")).opacity
        try app.tap(.text("Add Sugar"))
        app.pump(1.0 / 60)
        for frame in [6, 15, 24] {
            app.pump(Double(frame == 6 ? 6 : 9) / 60)
            let p = bezierReference(0.42, 0, 0.58, 1, at: Double(frame) / 30)
            let milk = try #require(drawnText(app, "Milk"))
            #expect(abs(Double(milk.origin.y) - (47 + 14 + 44 * p)) < 1e-9, "frame \(frame)")
            let sugar = try #require(drawnText(app, "Sugar"))
            #expect(sugar.origin.y == CGFloat(47 + 14))
            #expect(abs(sugar.opacity - full * p) < 1e-6, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(drawnText(app, "Flour")?.origin.y == CGFloat(47 + 3 * 44 + 14))
        // Swipe Milk open (row 1), then Eggs (row 2): Milk closes.
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 150, y: 113))
        #expect(textFrame(app, "Milk")?.minX == CGFloat(16 - 80))
        try app.swipe(from: CGPoint(x: 300, y: 157), to: CGPoint(x: 150, y: 157))
        #expect(textFrame(app, "Milk")?.minX == 16)
        #expect(textFrame(app, "Eggs")?.minX == CGFloat(16 - 80))
        // A full swipe on Flour deletes it.
        try app.swipe(from: CGPoint(x: 370, y: 201), to: CGPoint(x: 40, y: 201))
        #expect(textFrame(app, "Flour") == nil)
        #expect(textFrame(app, "Eggs")?.minX == 16)
    }

    /// Download: both the bar (300 pt × (used + 0.1)) and the label count
    /// linearly from 20 % to 60 % over 0.4 s.
    @Test func aStorageMeterCountsUp() throws {
        let app = try settledApp(StorageScreen())
        // 300 · (0.2 + 0.1) in floating point.
        #expect(abs(Double(try #require(pathBounds(app, .blue).first).width) - 90) < 1e-9)
        #expect(textFrame(app, "20 %") != nil)
        try app.tap(.text("Download"))
        app.pump(1.0 / 60)
        for frame in [6, 12, 18] {
            app.pump(6.0 / 60)
            let used = 0.2 + 0.4 * Double(frame) / 24
            let width = Double(try #require(pathBounds(app, .blue).first).width)
            #expect(abs(width - 300 * (used + 0.1)) < 1e-9, "frame \(frame)")
            #expect(textFrame(app, "\(Int((used * 100).rounded())) %") != nil, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(abs(Double(try #require(pathBounds(app, .blue).first).width) - 210) < 1e-9)
        #expect(textFrame(app, "60 %") != nil)
    }

    /// The to-do list drawn with the real fonts at 2× half way into
    /// Butter's insertion (linear, 0.5 s): the new row's darkest text pixel
    /// is mid grey (half opaque), the other rows' text is dark; the picture
    /// is kept in the temporary directory.
    @Test func aRowFadingInIsDrawnTranslucent() throws {
        let shot = try renderTodo(half: "Add Butter", "todo-insert")
        func darkest(_ y0: CGFloat, _ y1: CGFloat) -> Int { self.darkest(shot, y0, y1) }
        // Butter: row 3, 132 ..< 176, at opacity 0.5: its darkest pixel
        // about 255 · 0.5 (antialiased glyphs reach near black when opaque).
        let butter = darkest(44 * 3 + 4, 44 * 3 + 40)
        #expect(butter > 105 && butter < 150, "\(butter)")
        // Flour, row 2, is dark text.
        #expect(darkest(44 * 2 + 4, 44 * 2 + 40) < 60)
    }

    /// Half way into Eggs' removal: Eggs (row 1) is drawn half opaque where
    /// it was, while Flour slides up from 88 to 44 (at 66 now): the upper
    /// half of Eggs' row shows Eggs' text alone, mid grey.
    @Test func aRowFadingOutIsDrawnTranslucentWhereItWas() throws {
        let shot = try renderTodo(half: "No Eggs", "todo-remove")
        let eggs = darkest(shot, 48, 64)
        #expect(eggs > 105 && eggs < 150, "\(eggs)")
        #expect(darkest(shot, 4, 40) < 60)
    }

    /// The to-do list with the real fonts at 2× (no safe area), drawn half
    /// way (15 frames) into the change the button `title` makes; saved in
    /// the temporary directory as `name`.
    func renderTodo(half title: String, _ name: String) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let size = CGSize(width: 390, height: 300)
        let app = TestApp(TodoScreen(), measurer: try realMeasurer(scale: 2), size: size, safeAreaInsets: .zero)
        try app.pumpAndSettle()
        try app.tap(.text(title))
        app.pump(1.0 / 60)
        app.pump(15.0 / 60)
        let host = try SDLWindowHost(title: name, size: size, scale: 2, headless: true,
                                     fontsDirectory: repositoryRoot + "/Assets/Fonts")
        host.renderer.render(app.lastFrame!.drawList, background: .white)
        try host.savePNG(path: NSTemporaryDirectory() + "scrollsim-\(name).png")
        return try host.readPixels()
    }

    /// The darkest red channel over the left 100 pt of a band of rows (in points).
    func darkest(_ shot: (width: Int, height: Int, pixels: [UInt8]), _ y0: CGFloat, _ y1: CGFloat) -> Int {
        var m = 255
        for y in Int(y0 * 2)..<Int(y1 * 2) {
            for x in 0..<200 {
                m = min(m, Int(shot.pixels[(y * shot.width + x) * 4]))
            }
        }
        return m
    }
}
