import Foundation
import Testing
import ScrollSim

// How a list row's swipe actions open and close, and how a Delete removes
// its row (docs/layout-rules.md, "Lists"): after the finger lifts, the
// row's content moves to where it rests on a spring of mass 1, stiffness
// 100, damping 18 (ω₀ = 10, ζ = 0.9) from rest; a Delete of `onDelete`
// animates the removal with `Animation.default` (critically damped,
// ω = 2π/0.55) though the app's closure does not use `withAnimation`.
// Plain list on an iPhone 14, fake measurer: rows 44 pt from y 47, text
// 14 pt below a row's top. A touch is handled at the clock's time when
// it is sent (the last frame's): the spring of a lift sent after frame n
// starts then, so the k-th frame after it shows the spring at k/60 s; a
// state change it makes is laid out (and its animation starts) in the
// next frame, so there frame k shows the transition at (k − 1)/60 s.

/// The displacement, `t` s after it starts from rest at `x0`, of the swipe
/// spring (x'' = −100x − 18x'): e^(−9t)(x0 cos ω_d t + 9x0/ω_d sin ω_d t),
/// ω_d = 10√(1 − 0.81).
func swipeSpringDisplacement(_ x0: Double, _ t: Double) -> Double {
    let wd = 10 * (1 - 0.81).squareRoot()
    return exp(-9 * t) * (x0 * cos(wd * t) + 9 * x0 / wd * sin(wd * t))
}

/// The displacement of `Animation.default` (critically damped, ω = 2π/0.55)
/// from rest at `x0`: x0·e^(−ωt)(1 + ωt).
func defaultSpringDisplacement(_ x0: Double, _ t: Double) -> Double {
    let w = 2 * Double.pi / 0.55
    return x0 * exp(-w * t) * (1 + w * t)
}

@MainActor
@Suite struct SwipeAnimationTests {
    typealias Mailbox = SwipeActionsTests.Mailbox

    /// The swipe offset drawn for the row whose top is at `y`: the x of its
    /// background, 390 × 44 (its text is left out once off screen).
    func rowOffset(_ app: TestApp, top y: CGFloat) throws -> Double {
        Double(try #require(rowBackground(app, top: y), "row at \(y) is drawn").rect.minX)
    }

    /// The first 390 × 44 fill whose top is at `y`, its opacity, and its place in the draw list.
    func rowBackground(_ app: TestApp, top y: CGFloat) -> (rect: CGRect, opacity: Double, index: Int)? {
        for (index, command) in app.lastFrame!.drawList.commands.enumerated() {
            if case .fillRect(let rect, let color) = command, rect.minY == y, rect.width == 390, rect.height == 44 {
                return (rect, Double(color.opacity), index)
            }
        }
        return nil
    }

    /// The width of the red (Delete) button drawn, 0 when none.
    func redWidth(_ app: TestApp) -> Double {
        for command in app.lastFrame!.drawList.commands {
            if case .fillRect(let rect, .red) = command { return Double(rect.width) }
        }
        return 0
    }

    /// Lifted with 100 pt uncovered (past half of the 148 pt of Delete and
    /// Pin), the row opens to −148 on the spring: k frames after the lift
    /// it is at −148 + x(k/60) with x0 = 48, and Delete is 74/148 of what
    /// is uncovered.
    @Test func aReleasedRowSpringsOpen() throws {
        let app = try settledApp(Mailbox(log: SwipeActionsTests.Log()))
        app.send(.pointerDown(CGPoint(x: 300, y: 69)))
        app.pump(1.0 / 60)
        app.send(.pointerMove(CGPoint(x: 200, y: 69)))
        app.pump(1.0 / 60)
        #expect(try rowOffset(app, top: 47) == -100)
        app.send(.pointerUp(CGPoint(x: 200, y: 69)))
        for frame in 1...40 {
            app.pump(1.0 / 60)
            let offset = -148 + swipeSpringDisplacement(48, Double(frame) / 60)
            #expect(abs(try rowOffset(app, top: 47) - offset) < 1e-9, "frame \(frame)")
            #expect(abs(redWidth(app) - 74 * -offset / 148) < 1e-9, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(try rowOffset(app, top: 47) == -148)
    }

    /// A tap on an open row's content closes it on the spring from −148:
    /// at x(k/60) with x0 = −148, passing 0 by less than a point (0.23), as
    /// a spring of damping ratio 0.9 does.
    @Test func aTapClosesTheRowOnTheSpring() throws {
        let app = try settledApp(Mailbox(log: SwipeActionsTests.Log()))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        #expect(try rowOffset(app, top: 47) == -148)
        app.send(.pointerDown(CGPoint(x: 100, y: 69)))
        app.pump(1.0 / 60)
        app.send(.pointerUp(CGPoint(x: 100, y: 69)))
        var highest = -Double.infinity
        for frame in 1...60 {
            app.pump(1.0 / 60)
            let x = try rowOffset(app, top: 47)
            highest = max(highest, x)
            #expect(abs(x - swipeSpringDisplacement(-148, Double(frame) / 60)) < 1e-9, "frame \(frame)")
        }
        #expect(highest > 0.2 && highest < 0.3)
        try app.pumpAndSettle()
        #expect(try rowOffset(app, top: 47) == 0)
        #expect(redWidth(app) == 0)
    }

    /// A touch going down on another row closes the open one on the same
    /// spring from that moment; a touch on the closing row catches it
    /// where it is drawn, and it stays there while the finger rests.
    @Test func anotherRowsTouchClosesOnTheSpringAndATouchCatchesIt() throws {
        let app = try settledApp(Mailbox(log: SwipeActionsTests.Log()))
        try app.swipe(from: CGPoint(x: 300, y: 69), to: CGPoint(x: 150, y: 69))
        app.send(.pointerDown(CGPoint(x: 100, y: 201)))
        for frame in 1...9 {
            app.pump(1.0 / 60)
            #expect(abs(try rowOffset(app, top: 47) - swipeSpringDisplacement(-148, Double(frame) / 60)) < 1e-9,
                    "frame \(frame)")
        }
        app.send(.pointerUp(CGPoint(x: 100, y: 201)))
        app.pump(1.0 / 60)
        let caught = swipeSpringDisplacement(-148, 10.0 / 60)
        #expect(abs(try rowOffset(app, top: 47) - caught) < 1e-9)
        app.send(.pointerDown(CGPoint(x: 300, y: 69)))
        app.pump(6.0 / 60)
        #expect(abs(try rowOffset(app, top: 47) - caught) < 1e-9)
        #expect(caught < -50)
        app.send(.pointerUp(CGPoint(x: 300, y: 69)))
        try app.pumpAndSettle()
        #expect(try rowOffset(app, top: 47) == 0)
    }

    /// Groceries whose `onDelete` removes without `withAnimation`.
    struct Groceries: View {
        @State private var items = ["Apples", "Bread", "Cheese", "Dates"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
        }
    }

    /// A full swipe on Bread (row 1, top 91) deletes it: it fades out
    /// where it was with `Animation.default` (opacity × d(t), d from 1 to 0;
    /// seen on its background, its text being off screen) while its
    /// content goes on from −250 off the edge, to −390 on the swipe spring
    /// (as on iOS, it does not come back), drawn beneath Cheese and Dates,
    /// which slide up 44 pt with d.
    @Test func onDeleteAnimatesTheRemovalWithoutWithAnimation() throws {
        let app = try settledApp(Groceries())
        let full = try #require(rowBackground(app, top: 91)).opacity
        app.send(.pointerDown(CGPoint(x: 350, y: 113)))
        app.pump(1.0 / 60)
        app.send(.pointerMove(CGPoint(x: 100, y: 113)))
        app.pump(1.0 / 60)
        app.send(.pointerUp(CGPoint(x: 100, y: 113)))
        for frame in 1...20 {
            app.pump(1.0 / 60)
            let left = defaultSpringDisplacement(1, Double(frame - 1) / 60)
            #expect(abs(try rowOffset(app, top: 91) - (-390 + swipeSpringDisplacement(140, Double(frame) / 60))) < 1e-9,
                    "frame \(frame)")
            #expect(try rowOffset(app, top: 91) < -250, "frame \(frame)")
            let bread = try #require(rowBackground(app, top: 91), "frame \(frame)")
            #expect(abs(bread.opacity - full * left) < 1e-6, "frame \(frame): \(bread.opacity)")
            for (name, y) in [("Cheese", 135.0), ("Dates", 179.0)] {
                let row = try #require(drawnText(app, name), "frame \(frame)")
                #expect(abs(Double(row.origin.y) - (y + 14 - 44 * (1 - left))) < 1e-9, "frame \(frame) \(name)")
            }
            // Bread is drawn before (beneath) the rows sliding over its place.
            let cheese = app.lastFrame!.drawList.commands.firstIndex { command in
                if case let .text(lines, _, _) = command { return lines.first?.text == "Cheese" }
                return false
            }
            #expect(bread.index < cheese!, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(drawnText(app, "Bread") == nil)
        #expect(drawnText(app, "Cheese")?.origin.y == CGFloat(91 + 14))
    }

    /// Bread swiped open (Delete uncovered: "Delete" is 48 pt in the fake
    /// measurer, 80 with its padding), then a tap on Delete: for every
    /// frame of the removal its content stays at −80 with the
    /// red Delete beside it while the row fades (opacity × d) and Cheese
    /// slides up over it.
    @Test func aTappedDeleteLeavesTheRowOpenWhileItGoes() throws {
        let app = try settledApp(Groceries())
        let full = try #require(rowBackground(app, top: 91)).opacity
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 200, y: 113))
        #expect(try rowOffset(app, top: 91) == -80)
        app.send(.pointerDown(CGPoint(x: 350, y: 113)))
        app.pump(1.0 / 60)
        app.send(.pointerUp(CGPoint(x: 350, y: 113)))
        for frame in 1...20 {
            app.pump(1.0 / 60)
            let left = defaultSpringDisplacement(1, Double(frame - 1) / 60)
            #expect(try rowOffset(app, top: 91) == -80, "frame \(frame)")
            let bread = try #require(rowBackground(app, top: 91), "frame \(frame)")
            #expect(abs(bread.opacity - full * left) < 1e-6, "frame \(frame): \(bread.opacity)")
            // The red Delete stays beside it, 310 ..< 390, fading with it.
            let delete = app.lastFrame!.drawList.commands.compactMap { command -> Color? in
                if case .fillRect(CGRect(x: 310, y: 91, width: 80, height: 44), let color) = command { return color }
                return nil
            }
            #expect(delete.count == 1 && abs((delete.first?.opacity ?? 0) - left) < 1e-6, "frame \(frame)")
            #expect(abs(Double(try #require(drawnText(app, "Cheese")).origin.y) - (135 + 14 - 44 * (1 - left))) < 1e-9, "frame \(frame)")
        }
        try app.pumpAndSettle()
        #expect(drawnText(app, "Bread") == nil)
        #expect(redWidth(app) == 0)
    }

    /// A destructive swipe action that removes nothing leaves its row
    /// swiped for `destructiveGrace` (0.05 s), then the row closes on the spring.
    @Test func aDestructiveActionThatKeepsTheRowClosesIt() throws {
        struct Keeper: View {
            var body: some View {
                List {
                    ForEach(["Apples", "Bread"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                }
                .listStyle(.plain)
            }
        }
        let app = try settledApp(Keeper())
        try app.swipe(from: CGPoint(x: 300, y: 113), to: CGPoint(x: 200, y: 113))
        app.tap(CGPoint(x: 350, y: 113))
        for _ in 1...3 { app.pump(1.0 / 60) }
        #expect(try rowOffset(app, top: 91) == -80)
        try app.pumpAndSettle()
        #expect(try rowOffset(app, top: 91) == 0)
    }
}
