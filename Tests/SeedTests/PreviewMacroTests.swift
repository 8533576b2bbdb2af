import Foundation
import ScrollSim
import Testing

// A view file as Xcode writes it, previews included: with `import ScrollSim`
// in place of `import SwiftUI` every form below compiles (ScrollSim shows no
// previews; the macro expands to nothing).

private struct PreviewBadge: View {
    let count: Int
    var body: some View {
        Text("\(count) new")
            .padding(.horizontal, 8)
            .background(.red, in: Capsule())
    }
}

#Preview {
    PreviewBadge(count: 3)
}

#Preview("Two badges", traits: .sizeThatFitsLayout) {
    VStack {
        PreviewBadge(count: 1)
        PreviewBadge(count: 20)
    }
}

#Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 100)) {
    PreviewBadge(count: 0).preferredColorScheme(.dark)
}

#Preview("With state") {
    @Previewable @State var count = 5
    Button("Add") { count += 1 }
    PreviewBadge(count: count)
}

#Preview("Built in steps") {
    let counts = [1, 2, 3]
    return HStack { ForEach(counts, id: \.self) { PreviewBadge(count: $0) } }
}

private struct PreviewBadge_Previews: PreviewProvider {
    static var previews: some View {
        PreviewBadge(count: 7).previewLayout(.sizeThatFits).previewDisplayName("Seven")
    }
}

@MainActor
@Suite struct PreviewMacroTests {
    /// The file above compiled; what a `PreviewProvider` previews is a view
    /// like any other: "7 new" (5 characters, 40 × 16 with the fake
    /// measurer) padded 8 on each side, centred in the safe area.
    @Test func aPreviewedViewLaysOutAsAnyView() throws {
        let app = TestApp(PreviewBadge_Previews.previews, measurer: fakeMeasurer())
        let text = try app.find(.text("7 new")).frame
        #expect(text.size == CGSize(width: 40, height: 16))
        #expect(text.midX == 195)
        let capsule = app.app.graph.drawList().commands.contains {
            if case .fillRoundedRect(let r, 8, _) = $0 { return r == CGRect(x: text.minX - 8, y: text.minY, width: 40 + 16, height: 16) }
            return false
        }
        #expect(capsule)
    }
}
