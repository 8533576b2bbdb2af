import ScrollSim

// Seed 001 ("SwiftUI에서 View의 Size 측정하기"), as written in the seed with
// `import ScrollSim` in place of `import SwiftUI`.

extension View {
  @ViewBuilder
  public func onReadSize(_ perform: @escaping (CGSize) -> Void) -> some View {
    self.customBackground {
      GeometryReader { geometryProxy in
        Color.clear
          .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
      }
    }
    .onPreferenceChange(SizePreferenceKey.self, perform: perform)
  }

  @ViewBuilder
  public func customBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self.background(alignment: alignment, content: content)
  }
}

public struct SizePreferenceKey: PreferenceKey {
  public static var defaultValue: CGSize = .zero
  public static func reduce(value: inout CGSize, nextValue: () -> CGSize) { }
}

/// Seed 001's first example: a VStack of two texts and a spacer that reports
/// its size. As in the seed, each reported size is printed on standard output
/// (`CGSize(width: 125.0, height: 763.0)`-style, Foundation's format); the
/// scene also shows it on screen.
public struct ReadSizeScene: View {
  @State private var size: CGSize = .zero
  public init() {}

  public var body: some View {
    VStack {
      Text("This is Top")
      Spacer()
      Text("This is Bottom")
    }
    // This project's onPreferenceChange runs after layout, once with the first
    // value and then once per change (docs/layout-rules.md). The first value is
    // already the measured size, so this prints the final size once per change,
    // as the seed does on iOS. (A first value equal to the key's default would
    // be reported here too; it cannot occur in this scene, whose reader always
    // measures the full-screen VStack.)
    .onReadSize {
      print($0)
      size = $0
    }
    .overlay {
      Text("onReadSize: (\(format(size.width)), \(format(size.height)))")
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(Color.indigo.cornerRadius(8))
        .fixedSize()
    }
    .border(.red)
    .namedValue("readsize.width", size.width)
    .namedValue("readsize.height", size.height)
  }

  private func format(_ v: CGFloat) -> String {
    String(format: "%.1f", Double(v))
  }
}
