import ScrollSim

/// Gestures in a vertical scroll view, as apps write them: a card dragged
/// with `@GestureState` (its resting offset kept in `@State` on the lift),
/// a panel where a double tap likes and a single tap counts (the single
/// tap waits for the double tap to fail), a bar that counts long presses,
/// then rows to scroll. Named values: `card.x`, `card.y` (the card's
/// resting offset), `drag.x` (the live drag), `likes`, `taps`, `presses`.
/// On an iPhone 14 at rest: the card spans y 123…223, the panel 239…359,
/// the bar 375…435.
public struct GesturesScene: View {
    @State private var card = CGSize.zero
    @GestureState private var drag = CGSize.zero
    @State private var likes = 0
    @State private var taps = 0
    @State private var presses = 0
    @GestureState private var isPressing = false

    public init() {}

    public var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Text("Gestures").font(.largeTitle).frame(height: 60)
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 160, height: 100)
                    .overlay(Text("Drag me").foregroundColor(.white))
                    .offset(x: card.width + drag.width, y: card.height + drag.height)
                    .gesture(
                        DragGesture()
                            .updating($drag) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                card.width += value.translation.width
                                card.height += value.translation.height
                            }
                    )
                RoundedRectangle(cornerRadius: 12)
                    .fill(likes % 2 == 1 ? Color.pink : Color.gray)
                    .frame(height: 120)
                    .overlay(Text(likes % 2 == 1 ? "Liked" : "Double-tap to like").foregroundColor(.white))
                    .onTapGesture(count: 2) { likes += 1 }
                    .onTapGesture { taps += 1 }
                    .padding(.horizontal, 16)
                Text(isPressing ? "Holding…" : "Hold 0.5 s (\(presses))")
                    .frame(maxWidth: .infinity, minHeight: 60)
                    .background(Color.yellow)
                    .gesture(
                        LongPressGesture()
                            .updating($isPressing) { value, state, _ in state = value }
                            .onEnded { _ in presses += 1 }
                    )
                ForEach(0..<20, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 60)
                }
            }
        }
        .namedValue("card.x", card.width)
        .namedValue("card.y", card.height)
        .namedValue("drag.x", drag.width)
        .namedValue("likes", Double(likes))
        .namedValue("taps", Double(taps))
        .namedValue("presses", Double(presses))
    }
}
