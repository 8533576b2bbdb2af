import ScrollSim

// Seed 000 ("텍스트에 따라 너비, 높이 동적 조절"): a text box that sizes to its
// text. Each variant is the seed's code, parameterised by the text.

public struct TextWidthPreferenceKey: PreferenceKey {
    public static var defaultValue: CGFloat = 0

    public static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Step 1: `frame(minWidth: 0, maxWidth:)` alone: the box is maxWidth wide and takes all the height offered.
public struct TextBoxMaxWidth: View {
    let content: String
    let maxWidth: CGFloat = 151
    public init(_ content: String = "안녕하세요") { self.content = content }

    public var body: some View {
        ZStack{
            Rectangle()
                .fill(.blue)
                .border(.black)
                .cornerRadius(6)

            Text(content)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)

        }
        .frame(minWidth: 0, maxWidth: maxWidth)
    }
}

/// Step 2: plus `frame(minHeight: 0, maxHeight:)`: the height goes to the maximum.
public struct TextBoxMaxHeight: View {
    let content: String
    let maxWidth: CGFloat = 151
    let maxHeight: CGFloat = 151
    public init(_ content: String = "안녕하세요") { self.content = content }

    public var body: some View {
        ZStack{
            Rectangle()
                .fill(.blue)
                .border(.black)
                .cornerRadius(6)

            Text(content)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
        }

        .frame(minWidth: 0, maxWidth: maxWidth)
        .frame(minHeight: 0, maxHeight: maxHeight)
    }
}

/// Step 3: `fixedSize(horizontal: false, vertical: true)`: the height hugs the text, up to the maximum.
public struct TextBoxFixedVertical: View {
    let content: String
    let maxWidth: CGFloat = 151
    let maxHeight: CGFloat = 151
    public init(_ content: String = "안녕하세요") { self.content = content }

    public var body: some View {
        ZStack(alignment: .leading){
            Rectangle()
                .fill(.blue)
                .border(.black)
                .cornerRadius(6)

            Text(content)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
        }
        .frame(minWidth: 0, maxWidth: maxWidth)
        .frame(minHeight: 0, maxHeight: maxHeight)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// Step 4 (the seed's final code): the text's width measured with a
/// GeometryReader and `TextWidthPreferenceKey`, applied to the rectangle.
public struct TextBoxGeometryWidth: View {
    let content: String
    let maxWidth: CGFloat = 151
    let maxHeight: CGFloat = 151
    @State private var textWidth: CGFloat = .zero
    public init(_ content: String = "안녕하세요") { self.content = content }

    public var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(.blue)
                .border(.black)
                .cornerRadius(6)
                .frame(width: textWidth)

            Text(content)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .background(
                    GeometryReader { geo in
                        Color.clear.preference(key: TextWidthPreferenceKey.self, value: geo.size.width)
                    }
                )
        }
        .onPreferenceChange(TextWidthPreferenceKey.self) { width in
            self.textWidth = width
        }
        .frame(minHeight: 0, maxHeight: maxHeight)
        .frame(minWidth: textWidth, maxWidth: maxWidth)
        .fixedSize(horizontal: false, vertical: true)
    }
}

/// Step 5: `fixedSize(horizontal: true, vertical: true)`: hugs both axes.
public struct TextBoxFixedBoth: View {
    let content: String
    let maxWidth: CGFloat = 151
    let maxHeight: CGFloat = 151
    public init(_ content: String = "안녕하세요") { self.content = content }

    public var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(.blue)
                .border(.black)
                .cornerRadius(6)

            Text(content)
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
        }
        .frame(minHeight: 0, maxHeight: maxHeight)
        .frame(minWidth: 0, maxWidth: maxWidth)
        .fixedSize(horizontal: true, vertical: true)
    }
}

/// Sample texts of the text-box scene: short, Korean, long.
public let textBoxSamples = [
    "안녕하세요",
    "Hello",
    "동적으로 너비와 높이가 조절되는 텍스트 박스입니다. The quick brown fox jumps over the lazy dog, again and again, until the box runs out of room.",
]

/// Every seed 000 variant, one per row, in a cell 170 pt tall so the
/// variants that take all the height they are offered show it.
public struct TextBoxScene: View {
    let sample: Int
    public init(sample: Int = 0) { self.sample = sample }

    public var body: some View {
        let text = textBoxSamples[((sample % textBoxSamples.count) + textBoxSamples.count) % textBoxSamples.count]
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                cell("1. frame(minWidth: 0, maxWidth: 151)") { TextBoxMaxWidth(text) }
                cell("2. + frame(minHeight: 0, maxHeight: 151)") { TextBoxMaxHeight(text) }
                cell("3. + fixedSize(horizontal: false, vertical: true)") { TextBoxFixedVertical(text) }
                cell("4. GeometryReader + TextWidthPreferenceKey") { TextBoxGeometryWidth(text) }
                cell("5. fixedSize(horizontal: true, vertical: true)") { TextBoxFixedBoth(text) }
            }
            .padding()
        }
    }

    private func cell<V: View>(_ caption: String, @ViewBuilder _ content: () -> V) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(caption).font(.caption).foregroundStyle(.gray)
            content()
                .frame(height: 170, alignment: .topLeading)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(white: 0.95))
        }
    }
}
