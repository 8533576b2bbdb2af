import ScrollSim

// Seed 003 (UIKit: a custom view sized by its content): `MyView` has no
// size constraints; its intrinsic content size comes from its two labels,
// and it is centred in its parent. Written with the `Layout` protocol: a
// layout whose size is the labels' size plus its insets.

/// The data of the seed's view model.
public struct MyViewModel: Sendable {
    public let first: String
    public let seconds: String
}

/// Two labels stacked, with 12 pt insets: the intrinsic size of `MyView`.
public struct IntrinsicLabelsLayout: Layout {
    public var inset: CGFloat = 12
    public var spacing: CGFloat = 8

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Intrinsic: the labels' ideal sizes, whatever is proposed (like intrinsicContentSize).
        var width: CGFloat = 0
        var height: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            width = max(width, size.width)
            height += size.height + (i > 0 ? spacing : 0)
        }
        return CGSize(width: width + inset * 2, height: height + inset * 2)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY + inset
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + spacing
        }
    }
}

/// The seed's `MyView`: two labels, sized by them.
public struct MyView: View {
    let data: MyViewModel
    public init(data: MyViewModel) { self.data = data }

    public var body: some View {
        IntrinsicLabelsLayout {
            Text(data.first)
            Text(data.seconds)
        }
        .background(Color(rgb255: 255, 230, 153))
        .border(.orange, width: 2)
    }
}

/// The seed's two tests: short and long labels.
public let intrinsicSamples = [
    MyViewModel(first: "짧은 label1", seconds: "짧은 label2"),
    MyViewModel(first: "긴 label1(abcde)", seconds: "긴 label2(가나다라마바)"),
]

/// `MyView` centred in the screen, with the sample chosen by Tab.
public struct IntrinsicScene: View {
    let sample: Int
    public init(sample: Int = 0) { self.sample = sample }

    public var body: some View {
        let data = intrinsicSamples[((sample % intrinsicSamples.count) + intrinsicSamples.count) % intrinsicSamples.count]
        ZStack {
            Color.clear
            MyView(data: data)
        }
    }
}
