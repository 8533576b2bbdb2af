import Foundation
import Testing
import ScrollSim

// Pull to refresh on both faces (docs/scroll-reference.md, "Pull to refresh"):
// a pull of 100 pt past the top triggers, the content rests 60 pt lower while
// refreshing, and ending springs it back (critically damped, ω = 10 /s).

/// A UIKit scroll view of 3000 pt of content with a refresh control that
/// counts its `.valueChanged` actions.
struct RefreshingScrollView: UIViewRepresentable {
    let control: UIRefreshControl

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        let host = UIHostingController(rootView: Color.blue.frame(height: 3000))
        scrollView.addSubview(host.view)
        NSLayoutConstraint.activate([host.view.widthAnchor.constraint(equalTo: scrollView.widthAnchor)])
        scrollView.refreshControl = control
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

/// Counts what a refresh control and a `.refreshable` action did.
@MainActor
final class RefreshCounter {
    var actions = 0
    var senders: [AnyObject] = []
    var started: [Double] = []
    var finished: [Double] = []
}

/// A SwiftUI list with `.refreshable` whose action sleeps `seconds` on the app's clock.
struct RefreshableList: View {
    let counter: RefreshCounter
    let seconds: Double
    var axes: Axis.Set = .vertical

    var body: some View {
        ScrollView(axes) {
            VStack(spacing: 0) {
                ForEach(0..<60, id: \.self) { i in Text("Row \(i)").frame(height: 44) }
            }
        }
        .refreshable {
            counter.started.append(FrameClock.current?.now ?? -1)
            await FrameClock.current?.sleep(for: seconds)
            counter.finished.append(FrameClock.current?.now ?? -1)
        }
    }
}

@MainActor
@Suite struct PullToRefreshTests {
    /// The finger travel that the rubber band (c = 0.55, give `d`) shows as `pulled` points.
    func travel(_ pulled: CGFloat, give d: CGFloat) -> CGFloat {
        pulled * d / (0.55 * (d - pulled))
    }

    /// Finger down at (195, 200), past the slop (12 pt, the content does not jump), then `pulled` points past the top.
    func pull(_ app: TestApp, _ pulled: CGFloat, give d: CGFloat) {
        app.send(.pointerDown(CGPoint(x: 195, y: 200)))
        app.pump(1 / 60.0)
        app.send(.pointerMove(CGPoint(x: 195, y: 212)))
        app.pump(1 / 60.0)
        app.send(.pointerMove(CGPoint(x: 195, y: 212 + travel(pulled, give: d))))
        app.pump(1 / 60.0)
    }

    func release(_ app: TestApp, _ pulled: CGFloat, give d: CGFloat) {
        app.pump(0.3)  // held still: no fling
        app.send(.pointerUp(CGPoint(x: 195, y: 212 + travel(pulled, give: d))))
    }

    func uikitApp() -> (TestApp, UIRefreshControl, RefreshCounter) {
        let counter = RefreshCounter()
        let control = UIRefreshControl()
        control.addAction(UIAction { action in
            counter.actions += 1
            if let sender = action.sender as AnyObject? { counter.senders.append(sender) }
        }, for: .valueChanged)
        // No safe area: the scroll view is the 390 × 844 window and rests at 0.
        let app = TestApp(RefreshingScrollView(control: control), measurer: fakeMeasurer(), safeAreaInsets: .zero)
        return (app, control, counter)
    }

    @Test func uikitTriggersAt100HoldsAtMinus60AndSpringsBackFrameByFrame() throws {
        let (app, control, counter) = uikitApp()
        #expect(app.scroll.offset.y == 0)
        pull(app, 99, give: 844)
        #expect(app.scroll.offset.y == -99)
        #expect(counter.actions == 0)
        #expect(!control.isRefreshing)
        app.send(.pointerMove(CGPoint(x: 195, y: 212 + travel(100, give: 844))))
        app.pump(1 / 60.0)
        #expect(app.scroll.offset.y == -100)
        #expect(counter.actions == 1)
        #expect(counter.senders.first === control)
        #expect(control.isRefreshing)
        #expect(app.value("min.y") == -60)
        release(app, 100, give: 844)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -60)
        #expect(control.isRefreshing)

        // A second pull while refreshing sends nothing.
        pull(app, 150, give: 844)
        release(app, 150, give: 844)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -60)
        #expect(counter.actions == 1)

        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(app.value("min.y") == 0)
        var offsets: [CGFloat] = []
        for _ in 0..<12 {
            app.pump(1 / 60.0)
            offsets.append(app.scroll.offset.y)
        }
        // −60·(1 + 10t)·e^(−10t), rounded to the 1× grid, t = k/60.
        #expect(offsets == [-59, -57, -55, -51, -48, -44, -40, -37, -33, -30, -27, -24])
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        #expect(app.app.scrollController?.refresh?.mode == .inactive)
        // Retracted, a new pull triggers again.
        pull(app, 100, give: 844)
        #expect(counter.actions == 2)
    }

    @Test func uikitBeginRefreshingIsProgrammaticAndSilent() throws {
        let (app, control, counter) = uikitApp()
        control.beginRefreshing()
        app.pump(1 / 60.0)
        #expect(control.isRefreshing)
        #expect(counter.actions == 0)
        #expect(app.scroll.offset.y == 0)     // not revealed: the content stays where it is
        #expect(app.value("min.y") == -60)
        // Pulling down shows it; released, the content rests in the hold.
        pull(app, 80, give: 844)
        #expect(counter.actions == 0)
        release(app, 80, give: 844)
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == -60)
        control.endRefreshing()
        try app.pumpAndSettle()
        #expect(app.scroll.offset.y == 0)
        #expect(counter.actions == 0)
    }

    @Test func aControlRefreshingBeforeItIsOnAScrollViewStartsRefreshingThere() {
        let control = UIRefreshControl()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        let scroll = UIScrollView()
        scroll.refreshControl = control
        #expect(scroll.refreshControl === control)
        #expect(scroll.subviews.contains { $0 === control })
        #expect(scroll.controller.isRefreshing)
        #expect(scroll.controller.verticalRange.min == -60)
        scroll.refreshControl = nil
        #expect(scroll.controller.refresh == nil)
        #expect(scroll.controller.verticalRange.min == 0)
        #expect(control.superview == nil)
        // Moving a control to another scroll view takes it off the first.
        let other = UIScrollView()
        scroll.refreshControl = control
        other.refreshControl = control
        #expect(scroll.refreshControl == nil)
        #expect(scroll.controller.refresh == nil)
        #expect(other.refreshControl === control)
    }

    @Test func controlActionsReplaceByIdentifierAndRemove() {
        var log: [String] = []
        let control = UIRefreshControl(primaryAction: UIAction { _ in log.append("primary") })
        let a = UIAction(identifier: UIAction.Identifier("reload")) { _ in log.append("a") }
        let b = UIAction(identifier: UIAction.Identifier("reload")) { _ in log.append("b") }
        control.addAction(a, for: .valueChanged)
        control.addAction(b, for: .valueChanged)   // same identifier: replaces a
        control.sendActions(for: .valueChanged)
        #expect(log == ["primary", "b"])
        control.removeAction(identifiedBy: UIAction.Identifier("reload"), for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["primary", "b", "primary"])
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(log == ["primary", "b", "primary"])
    }

    @Test func uikitSpinnerTakesTheTintAndShowsTicksAsPulled() {
        let (app, control, _) = uikitApp()
        control.tintColor = .red
        pull(app, 50, give: 844)
        // Band from the top (0) to the content's top (50); 50 % pulled: ticks 0…3 of 8, alpha 147/255.
        let commands = app.app.graph.drawList().commands
        #expect(commands.contains(.pushClip(CGRect(x: 0, y: 0, width: 390, height: 50), cornerRadius: 0)))
        let dots = commands.filter {
            if case .fillRoundedRect(_, _, let c) = $0 { return c == Color.red.opacity(147.0 / 255) }
            return false
        }
        #expect(dots.count == 4 * 6)   // 4 ticks of 6 dots (2.8 pt wide, every 1.31 pt along 9.33 pt)
    }

    @Test func refreshableHoldsUntilTheActionReturnsOnTheVirtualClock() async throws {
        let counter = RefreshCounter()
        // iPhone 14: the list rests at −47, triggers at −147 and holds at −107.
        let app = TestApp(RefreshableList(counter: counter, seconds: 5), measurer: fakeMeasurer())
        #expect(app.scroll.offset.y == -47)
        pull(app, 99, give: 844)
        #expect(counter.started.isEmpty)
        app.send(.pointerMove(CGPoint(x: 195, y: 212 + travel(100, give: 844))))
        let triggeredAt = app.time
        // The action starts at once, at the event's time.
        #expect(counter.started == [triggeredAt])
        await app.pump(1 / 60.0)
        #expect(app.scroll.offset.y == -147)
        #expect(app.value("min.y") == -107)
        await app.pump(0.3)
        app.send(.pointerUp(CGPoint(x: 195, y: 212 + travel(100, give: 844))))
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == -107)
        #expect(app.app.scrollController?.isRefreshing == true)
        // A second pull while refreshing does not run the action again.
        pull(app, 150, give: 844)
        release(app, 150, give: 844)
        try await app.pumpAndSettle()
        #expect(counter.started.count == 1)

        #expect(app.scroll.offset.y == -107)
        #expect(app.time < triggeredAt + 4)
        #expect(counter.finished.isEmpty)
        // Frame by frame until 5 s after the trigger and on.
        var frames: [(time: Double, refreshing: Bool, offset: CGFloat)] = []
        while app.time < triggeredAt + 5.2 {
            await app.pump(1 / 60.0)
            frames.append((app.time, app.app.scrollController?.isRefreshing ?? false, app.scroll.offset.y))
        }
        // The sleep ends in the frame at 5 s; the action returns before the
        // next frame, which lets go (its offset still −107); the spring follows.
        #expect(counter.finished.count == 1)
        #expect(abs(counter.finished[0] - (triggeredAt + 5)) < 1e-9)
        let last = try #require(frames.lastIndex { $0.refreshing })
        #expect(abs(frames[last].time - (triggeredAt + 5)) < 1e-9)
        #expect(frames[last + 1].offset == -107)
        #expect(frames[(last + 2)...].prefix(6).map(\.offset) == [-106, -104, -102, -98, -95, -91])
        try await app.pumpAndSettle()
        #expect(app.scroll.offset.y == -47)
        #expect(counter.started.count == 1)
    }

    @Test func refreshableNeedsAVerticalScrollView() {
        let counter = RefreshCounter()
        let app = TestApp(RefreshableList(counter: counter, seconds: 1, axes: .horizontal), measurer: fakeMeasurer())
        #expect(app.app.scrollController?.refresh == nil)
        let vertical = TestApp(RefreshableList(counter: counter, seconds: 1), measurer: fakeMeasurer())
        #expect(vertical.app.scrollController?.refresh == RefreshState())
    }
}
