import Foundation
import Testing
import ScrollSim

// Screens with gestures written the way app code writes them with
// SwiftUI; only the import differs. iPhone 14 (safe area 47 top, 34
// bottom), fake measurer (16 pt lines at 17 pt, 8 pt a character, scaled
// with the font), 1×, 60 Hz virtual clock.

struct DraggableCardView: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.blue)
            .frame(width: 200, height: 120)
            .overlay(Text("Drag me").foregroundColor(.white))
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
    }
}

struct InboxItem: Identifiable {
    let id: Int
    let title: String
}

struct SwipeableRow: View {
    let item: InboxItem
    let onDelete: () -> Void
    @State private var offset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .trailing) {
            Color.red
            Text("Delete")
                .foregroundColor(.white)
                .padding(.trailing, 16)
            HStack {
                Text(item.title)
                Spacer()
            }
            .padding()
            .background(Color.white)
            .offset(x: offset)
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onChanged { value in
                        if abs(value.translation.width) > abs(value.translation.height) {
                            offset = min(0, value.translation.width)
                        }
                    }
                    .onEnded { value in
                        if value.translation.width < -100 {
                            onDelete()
                        } else {
                            offset = 0
                        }
                    }
            )
        }
        .frame(height: 60)
    }
}

struct SwipeableInboxView: View {
    @State private var items = (1...20).map { InboxItem(id: $0, title: "Message \($0)") }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(items) { item in
                    SwipeableRow(item: item) {
                        items.removeAll { $0.id == item.id }
                    }
                }
            }
        }
    }
}

struct PhotoPost: View {
    @State private var liked = false
    @State private var showsCaption = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Rectangle()
                    .fill(Color.gray)
                    .frame(height: 300)
                    .onTapGesture(count: 2) {
                        liked.toggle()
                    }
                    .onTapGesture {
                        showsCaption.toggle()
                    }
                HStack {
                    Image(systemName: liked ? "heart.fill" : "heart")
                    Text(liked ? "1 like" : "0 likes")
                }
                .padding(.horizontal)
                if showsCaption {
                    Text("Sunset over the bay")
                        .padding(.horizontal)
                }
            }
        }
    }
}

@MainActor
@Suite struct TypicalGestureScreensTests {
    func textFrame(_ app: TestApp, _ text: String) throws -> CGRect { try app.find(.text(text)).frame }

    /// The card (200 × 120) is centred in the safe area: y 47 + (763 − 120)/2
    /// = 368.5; "Drag me" (56 × 16) centred on it at (167, 420.5). A drag
    /// of (60, −90) moves it with the finger through `@GestureState`; on the
    /// lift the gesture state resets and `position` takes the translation,
    /// so it stays; a second drag from there adds to it.
    @Test func aDraggableCard() async throws {
        let app = TestApp(DraggableCardView(), measurer: fakeMeasurer())
        #expect(try textFrame(app, "Drag me") == CGRect(x: 167, y: 420.5, width: 56, height: 16))
        await app.script(CGPoint(x: 195, y: 428), steps(from: CGPoint(x: 195, y: 428), dx: 6, dy: -9, 10))
        await app.frame()
        #expect(try textFrame(app, "Drag me") == CGRect(x: 227, y: 330.5, width: 56, height: 16))
        await app.frame()
        #expect(try textFrame(app, "Drag me") == CGRect(x: 227, y: 330.5, width: 56, height: 16))
        app.send(.pointerDown(CGPoint(x: 255, y: 338)))
        await app.frame()
        app.send(.pointerMove(CGPoint(x: 225, y: 338)))
        await app.frame()
        #expect(try textFrame(app, "Drag me") == CGRect(x: 197, y: 330.5, width: 56, height: 16))
        app.send(.pointerUp(CGPoint(x: 225, y: 338)))
        await app.frame()
        #expect(try textFrame(app, "Drag me") == CGRect(x: 197, y: 330.5, width: 56, height: 16))
    }

    /// 60 pt rows from y 47; a row's HStack is 48 tall (16 pt of padding
    /// around a 16 pt line), centred: "Message 2" at (16, 47 + 60 + 6 +
    /// 16). A sideways drag leaves the vertical scroll view and moves the
    /// row by its translation once past 20 pt; 120 pt deletes it on the
    /// lift (past 100) and "Message 3" moves up into its place; 60 pt
    /// springs back. A vertical drag scrolls (60 − 12 = 48 pt).
    @Test func swipeableRowsInAVerticalList() async throws {
        let app = TestApp(SwipeableInboxView(), measurer: fakeMeasurer())
        #expect(try textFrame(app, "Message 2") == CGRect(x: 16, y: 129, width: 72, height: 16))
        #expect(try textFrame(app, "Message 3").minY == 189)
        let start = CGPoint(x: 40, y: 137)
        await app.script(start, steps(from: start, dx: -20, dy: 0, 6))
        #expect(app.scroll.offset.y == -47)
        await app.frame()
        #expect(app.isVisible(.text("Message 3")))
        #expect(throws: TestAppError.self) { try app.find(.text("Message 2")) }
        #expect(try textFrame(app, "Message 3") == CGRect(x: 16, y: 129, width: 72, height: 16))

        let short = CGPoint(x: 40, y: 137)
        app.send(.pointerDown(short))
        for p in steps(from: short, dx: -10, dy: 0, 6) {
            await app.frame()
            app.send(.pointerMove(p))
        }
        await app.frame()
        #expect(try textFrame(app, "Message 3").minX == CGFloat(16 - 60))
        app.send(.pointerUp(CGPoint(x: short.x - 60, y: short.y)))
        await app.frame()
        #expect(try textFrame(app, "Message 3") == CGRect(x: 16, y: 129, width: 72, height: 16))

        let row5 = CGPoint(x: 40, y: 317)
        await app.script(row5, steps(from: row5, dx: 0, dy: -6, 10))
        #expect(app.scroll.offset.y == 1)
        await app.frame()
        #expect(try textFrame(app, "Message 3").minX == 16)
    }

    /// A 300 pt photo from y 47, then 8 pt, the like row (16 pt inset; the
    /// heart symbol 11.978 pt at 17 pt, 8 pt spacing, then the count). A
    /// double tap likes without showing the caption; a single tap shows the
    /// caption once the double tap can no longer complete (0.35 s), 8 pt
    /// below the like row.
    @Test func doubleTapToLike() async throws {
        let app = TestApp(PhotoPost(), measurer: fakeMeasurer())
        let likes = try textFrame(app, "0 likes")
        let likeRow: CGFloat = 47 + 300 + 8
        #expect(likes.minY == likeRow)
        #expect(abs(likes.minX - (16 + 11.978 + 8)) < 0.01)
        let photo = CGPoint(x: 195, y: 197)
        await app.tap(photo)
        await app.pump(4.0 / 60)
        await app.tap(photo)
        await app.pump(1)
        #expect(try textFrame(app, "1 like").minY == likeRow)
        #expect(!app.isVisible(.text("Sunset over the bay")))
        await app.tap(photo)
        await app.pump(21.0 / 60)
        #expect(!app.isVisible(.text("Sunset over the bay")))
        await app.pump(2.0 / 60)
        #expect(try textFrame(app, "Sunset over the bay") == CGRect(x: 16, y: likeRow + 16 + 8, width: 152, height: 16))
        #expect(try textFrame(app, "1 like").minY == likeRow)
    }
}
