import Foundation
import Testing
import ScrollSim

// Everyday SwiftUI that older or newer code writes: shape shorthands,
// the pre-iOS 16 navigation modifiers, list edit and section modifiers,
// and Combine-style publishers with `onReceive`. iPhone 14 (status bar 47),
// fake measurer (16 pt lines and 8 pt characters at 17 pt), 1×.

/// A stopwatch as tutorials write it: a timer publisher and `onReceive`.
struct StopwatchView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0
    let stopAt: Int

    var body: some View {
        Text("\(seconds) s")
            .font(.largeTitle.monospacedDigit())
            .onReceive(timer) { _ in
                seconds += 1
                if seconds == stopAt { timer.upstream.connect().cancel() }
            }
    }
}

/// A view fed by a model's subject and its `@Published` property.
final class ChatFeed: ObservableObject {
    let incoming = PassthroughSubject<String, Never>()
    @Published var unread = 0
}

struct ChatBanner: View {
    let feed: ChatFeed
    @State private var last = "none"
    @State private var seen: [Int] = []

    var body: some View {
        VStack {
            Text(last)
            Text("seen \(seen.map(String.init).joined(separator: ","))")
        }
        .onReceive(feed.incoming) { last = $0 }
        .onReceive(feed.$unread) { seen.append($0) }
    }
}

/// Settings written against iOS 14: `NavigationView`, `navigationBarTitle`
/// with a display mode and `navigationBarItems`.
struct LegacySettingsView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Wi-Fi")
                Text("Bluetooth")
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {})
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor
@Suite struct EverydayCompatibilityTests {
    // MARK: Shapes

    @Test("Shape shorthands: .rect(cornerRadius:) clips with that radius, .capsule and .circle are the shapes")
    func shapeShorthands() throws {
        let app = try settledApp(VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 40).clipShape(.rect(cornerRadius: 12))
            Text("Tag").padding(8).background(.yellow, in: .capsule)
            Color.red.frame(width: 30, height: 30).clipShape(.circle).contentShape(.rect)
        })
        let clips = app.app.graph.inspect().all { $0.kind == "clipShape" }
        #expect(clips.count == 2)
        #expect(Rectangle.rect.path(in: CGRect(x: 0, y: 0, width: 10, height: 5)) == Path(CGRect(x: 0, y: 0, width: 10, height: 5)))
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        #expect(rounded.cornerRadius == 12)
        #expect(Capsule.capsule.path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
                == Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)))
    }

    @Test("UnevenRoundedRectangle: each corner its own radius, clamped to half the shorter side; 0 is a right angle")
    func unevenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 100)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = shape.path(in: rect)
        #expect(path.boundingRect == rect)
        // The top-trailing and bottom-leading corners are square: their corner points are inside.
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 39.5)))
        // The top-leading corner is cut by the 12 pt arc; the bottom-trailing one by a 20 pt arc (half of 40).
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(!path.contains(CGPoint(x: 99, y: 39)))
        #expect(!path.contains(CGPoint(x: 95, y: 35)))
        #expect(path.contains(CGPoint(x: 88, y: 28)))
        let same: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, bottomTrailingRadius: 100)
        #expect(same.path(in: rect) == path)
    }

    // MARK: Navigation

    /// `navigationBarTitle(_:displayMode: .inline)` is `navigationTitle` plus
    /// `navigationBarTitleDisplayMode(.inline)`: the list rests under the
    /// 44 pt bar, at −(47 + 44) = −91; the inset-grouped list's first row
    /// starts 35 pt below, its text 14 pt into the 44 pt row; "Done" is in
    /// the trailing group, 16 pt from the edge, centred in the bar.
    @Test func legacyNavigationModifiers() throws {
        let app = try settledNavigationApp(LegacySettingsView())
        #expect(app.scroll.offset.y == -91)
        #expect(app.textFrame("Wi-Fi") == CGRect(x: 36, y: 91 + 35 + 14, width: 40, height: 16))
        #expect(app.textFrame("Done") == CGRect(x: 390 - 16 - 32, y: 47 + 14, width: 32, height: 16))
        #expect(app.textFrame("Settings") == nil) // the title is drawn by the bar, not laid out as a view
    }

    // MARK: Lists

    struct Sections: View {
        let spacing: ListSectionSpacing?
        var body: some View {
            let list = List {
                Section { Text("A") }
                Section { Text("B") }
            }
            NavigationStack {
                if let spacing {
                    list.listSectionSpacing(spacing).navigationTitle("S")
                } else {
                    list.navigationTitle("S")
                }
            }
        }
    }

    /// Under a large title the content starts at 143; each grouped section
    /// is preceded by the section spacing: 35 by default, 20 compact, or
    /// the custom value; rows are 44 with their text 14 pt down.
    @Test(arguments: [(nil, 35), (ListSectionSpacing.compact, 20), (.custom(10), 10), (.default, 35)] as [(ListSectionSpacing?, CGFloat)])
    func sectionSpacing(_ spacing: ListSectionSpacing?, gap: CGFloat) throws {
        let app = try settledNavigationApp(Sections(spacing: spacing))
        #expect(app.textFrame("A")?.minY == 143 + gap + 14)
        #expect(app.textFrame("B")?.minY == 143 + gap + 44 + gap + 14)
    }

    struct SpacedRows: View {
        let plain: Bool
        var body: some View {
            let list = List {
                Section("Cards") {
                    Text("A")
                    Text("B")
                    Text("C")
                }
            }
            .listRowSpacing(12)
            NavigationStack {
                if plain { list.listStyle(.plain).navigationTitle("S") } else { list.navigationTitle("S") }
            }
        }
    }

    /// `listRowSpacing(12)`: 12 pt between adjacent rows, none between the
    /// header and the first row. In `insetGrouped` each 44 pt row is a card
    /// of its own (16 pt in from each side, all four corners rounded 10) and
    /// no row draws a separator; a plain list keeps its hairlines under the
    /// first two rows (the last row's is the full-width section separator).
    @Test func rowSpacingSetsRowsApart() throws {
        let app = try settledNavigationApp(SpacedRows(plain: false))
        let rows = frames(app, "ListRow")
        #expect(rows.count == 3)
        let a = try #require(app.textFrame("A")), b = try #require(app.textFrame("B")), c = try #require(app.textFrame("C"))
        let step: CGFloat = 44 + 12
        #expect(b.minY - a.minY == step)
        #expect(c.minY - b.minY == step)
        let cards = app.app.graph.drawList().commands.compactMap { command -> CGRect? in
            if case .fillRoundedRect(let r, 10, _) = command, r.minX == 16, r.width == 390 - 2 * 16, r.height == 44 { return r }
            return nil
        }
        #expect(cards.map(\.minY) == [a.minY - 14, b.minY - 14, c.minY - 14])
        #expect(listSeparators(app).isEmpty)

        let plain = try settledNavigationApp(SpacedRows(plain: true))
        let pa = try #require(plain.textFrame("A")), pb = try #require(plain.textFrame("B"))
        #expect(pb.minY - pa.minY == step)
        #expect(listSeparators(plain).count == 3)
    }

    struct LockedInbox: View {
        @State var items = ["Locked", "Free"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item).deleteDisabled(item == "Locked")
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }

    /// A plain list at 47: rows 44 tall. A 150 pt swipe left on the free
    /// row leaves it open, its text 80 pt (the Delete button) to the left
    /// of 16; the same swipe on the `deleteDisabled` row moves nothing.
    @Test func deleteDisabledRowsOfferNoDelete() throws {
        let app = try settledNavigationApp(LockedInbox())
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        #expect(app.textFrame("Locked")?.minX == 16)
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 150, y: 113))
        #expect(app.textFrame("Free")?.minX == CGFloat(16 - 80))
    }

    /// `.increased` prominence: the grouped header is a title3 line (20 pt:
    /// 16 × 20/17 = 18.8, 19 tall at 1×), not uppercased.
    @Test func increasedHeaderProminence() throws {
        let app = try settledApp(List {
            Section("Favourites") { Text("Row") }.headerProminence(.increased)
            Section("Others") { Text("Row 2") }
        })
        #expect(app.textFrame("Favourites")?.height == 19)
        #expect(app.textFrame("FAVOURITES") == nil)
        #expect(app.textFrame("OTHERS")?.height == 13)
    }

    // MARK: Environment values

    struct ReadsEnvironment: View {
        @Environment(\.controlSize) var controlSize
        @Environment(\.dynamicTypeSize) var typeSize
        var body: some View { Text("\(controlSize) \(typeSize)") }
    }

    @Test func controlSizeAndDynamicTypeRange() throws {
        var app = try settledApp(ReadsEnvironment().controlSize(.large).dynamicTypeSize(.xSmall ... .medium))
        #expect(app.textFrame("large medium") != nil)
        app = try settledApp(ReadsEnvironment().dynamicTypeSize(...DynamicTypeSize.xxxLarge))
        #expect(app.textFrame("regular large") != nil)
        // The outer value is clamped by the inner range.
        app = try settledApp(ReadsEnvironment().dynamicTypeSize(...DynamicTypeSize.xxxLarge).environment(\.dynamicTypeSize, .accessibility3))
        #expect(app.textFrame("regular xxxLarge") != nil)
    }

    @Test func sizeCategoryIsDynamicTypeSizeUnderItsOldName() throws {
        let app = try settledApp(ReadsEnvironment().environment(\.sizeCategory, .accessibilityMedium))
        #expect(app.textFrame("regular accessibility1") != nil)
        #expect(ContentSizeCategory(.xxxLarge) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    }

    /// A shape mask clips as `clipShape`; any other mask is a mask node
    /// (its alpha multiplies the content's, MaskTests); neither changes the layout.
    @Test func masks() throws {
        let app = try settledApp(VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 50).mask { RoundedRectangle(cornerRadius: 8) }
            Text("Fade").mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        })
        #expect(app.app.graph.inspect().all { $0.kind == "clipShape" }.count == 1)
        #expect(app.app.graph.inspect().all { $0.kind == "mask" }.count == 1)
        // 763 pt of safe height: the 50 + 16 tall stack is centred in it.
        #expect(app.textFrame("Fade") == CGRect(x: 179, y: 47 + CGFloat(763 - 66) / 2 + 50, width: 32, height: 16))
    }

    /// On an iPhone a popover is a sheet: its content is presented when the binding is true.
    @Test func popoverIsASheetOnAnIPhone() throws {
        struct Info: View {
            @State var showing = false
            var body: some View {
                Button("Info") { showing = true }
                    .popover(isPresented: $showing, arrowEdge: .top) { Text("Details") }
            }
        }
        let app = try settledApp(Info())
        #expect(app.textFrame("Details") == nil)
        try app.tap(.text("Info"))
        try app.pumpAndSettle()
        let details = try #require(app.textFrame("Details"))
        #expect(details.minY > 57)
        #expect(app.isVisible(.text("Details")))
    }

    // MARK: Publishers

    /// Subscribed at 0 on the virtual clock, the timer fires at 1, 2, 3 s;
    /// cancelling its connection at 2 stops it.
    @Test func timerPublisherFiresOnTheVirtualClock() throws {
        let app = TestApp(StopwatchView(stopAt: 100), measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        #expect(app.textFrame("0 s") != nil)
        app.pump(0.95) // 58 frames in: 0.967 s
        #expect(app.textFrame("0 s") != nil)
        app.pump(0.05) // 61 frames in: past 1 s
        #expect(app.textFrame("1 s") != nil)
        app.pump(2)
        #expect(app.textFrame("3 s") != nil)

        // Each value is the firing's date on the app's clock.
        struct LastFiring: View {
            let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            @State private var last = 0.0
            var body: some View {
                Text("at \(last)").onReceive(timer) { last = $0.timeIntervalSinceReferenceDate }
            }
        }
        let dated = TestApp(LastFiring(), measurer: fakeMeasurer(), clockStart: Date(timeIntervalSinceReferenceDate: 100))
        dated.pump(1.2)
        #expect(dated.textFrame("at 101.0") != nil)

        let stopping = TestApp(StopwatchView(stopAt: 2), measurer: fakeMeasurer())
        stopping.pump(5)
        #expect(stopping.textFrame("2 s") != nil)
    }

    /// `NotificationCenter.publisher(for:)`: a notification posted on the
    /// main thread reaches the view at once, and one from another object is
    /// filtered out when `object:` is given.
    @Test func notificationsReachTheView() throws {
        final class Sender {}
        let sender = Sender()
        let center = NotificationCenter()
        let saved = Notification.Name("profileSaved")
        struct Profile: View {
            let center: NotificationCenter
            let name: Notification.Name
            let sender: AnyObject
            @State private var all = 0
            @State private var fromSender = 0
            var body: some View {
                VStack {
                    Text("all \(all)").onReceive(center.publisher(for: name)) { _ in all += 1 }
                    Text("sender \(fromSender)").onReceive(center.publisher(for: name, object: sender)) { _ in fromSender += 1 }
                }
            }
        }
        let app = TestApp(Profile(center: center, name: saved, sender: sender), measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        center.post(name: saved, object: nil)
        center.post(name: saved, object: sender)
        app.pump(1.0 / 60)
        #expect(app.textFrame("all 2") != nil)
        #expect(app.textFrame("sender 1") != nil)
    }

    /// `UIScreen.main.bounds` is the simulated device's window in points:
    /// a banner 32 pt narrower than the screen is 358 wide on an iPhone 14
    /// and 398 on a 430 pt wide iPhone 14 Pro Max window.
    @Test func theMainScreenIsTheWindow() throws {
        struct Banner: View {
            var body: some View {
                Color.blue.frame(width: UIScreen.main.bounds.width - 32, height: 40)
            }
        }
        let phone = TestApp(Banner(), measurer: fakeMeasurer())
        #expect(phone.app.graph.inspect().first { $0.kind == "Rectangle" }?.frame.width == 358)
        let large = TestApp(Banner(), measurer: fakeMeasurer(), size: CGSize(width: 430, height: 932))
        #expect(large.app.graph.inspect().first { $0.kind == "Rectangle" }?.frame.width == 398)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
    }

    /// A subject's values reach the view when sent; `$unread` delivers its
    /// current value on subscription, then each new one.
    @Test func subjectsAndPublishedValues() throws {
        let feed = ChatFeed()
        let app = TestApp(ChatBanner(feed: feed), measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        #expect(app.textFrame("none") != nil)
        #expect(app.textFrame("seen 0") != nil)
        feed.incoming.send("hello")
        feed.unread = 3
        app.pump(1.0 / 60)
        #expect(app.textFrame("hello") != nil)
        #expect(app.textFrame("seen 0,3") != nil)
    }

    /// A clock written as tutorials write it, with `.periodic(from: .now, by: 1)`:
    /// the app's clock starts at the machine's date (in whole seconds), so
    /// after 3 virtual seconds it shows the second or third entry (the start
    /// is up to a second after the clock's).
    @Test func aTimelineFromNowTicksOnTheAppClock() throws {
        struct TickingClock: View {
            let start = Date.now
            var body: some View {
                TimelineView(.periodic(from: start, by: 1)) { context in
                    Text("t\(Int(context.date.timeIntervalSince(start).rounded(.down)))")
                }
            }
        }
        let app = TestApp(TickingClock(), measurer: fakeMeasurer())
        app.pump(3)
        #expect(app.textFrame("t2") != nil || app.textFrame("t3") != nil)
    }

    @Test func operatorsAndJust() throws {
        let subject = CurrentValueSubject<Int, Never>(2)
        struct Doubled: View {
            let source: AnyPublisher<Int, Never>
            @State var value = 0
            var body: some View { Text("v\(value)").onReceive(source) { value = $0 } }
        }
        let app = TestApp(Doubled(source: subject.map { $0 * 2 }.filter { $0 != 6 }.receive(on: RunLoop.main).eraseToAnyPublisher()),
                          measurer: fakeMeasurer())
        app.pump(1.0 / 60)
        #expect(app.textFrame("v4") != nil)
        subject.send(3) // 6 is filtered out
        app.pump(1.0 / 60)
        #expect(app.textFrame("v4") != nil)
        subject.value = 5
        app.pump(1.0 / 60)
        #expect(app.textFrame("v10") != nil)
        let once = TestApp(Doubled(source: Just(7).eraseToAnyPublisher()), measurer: fakeMeasurer())
        once.pump(1.0 / 60)
        #expect(once.textFrame("v7") != nil)
    }
}
