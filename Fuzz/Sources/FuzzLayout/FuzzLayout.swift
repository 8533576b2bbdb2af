// libFuzzer target: the layout engine on random view trees and proposals.
//
// The input bytes choose a view tree (text, shapes, spacers, stacks nested
// deep, GeometryReader, preferences feeding @State), the modifiers on each
// view (padding, frames, fixedSize, priorities, offsets, backgrounds,
// overlays, line limits, fonts) with values that include nil, 0, negative,
// infinite and NaN, a proposal for the tree (nil, 0, finite, ∞) and a window.
// The tree is laid out with ViewGraph and FixedAdvanceMeasurer, drawn, and
// laid out again. Checked: no crash, no hang (libFuzzer's -timeout), and
//   • the size chosen for the proposal is never NaN, and infinite on an axis
//     only where that axis was proposed ∞;
//   • no laid-out frame has a NaN origin or size;
//   • with a finite (or nil) proposal, every frame is finite;
//   • laying the same tree out again gives the same frames.
import CFuzzDriver
import Foundation
import ScrollSim

/// The program's entry: libFuzzer's driver, with the process's arguments.
@main
enum FuzzLayoutMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
            guard let data else { return withUnsafePointer(to: UInt8(0)) { fuzz($0, 0) } }
            return fuzz(data, count)
        })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        var layoutCase = LayoutCase(bytes)
        layoutCase.run()
    }
    return 0
}

// MARK: - Reading choices from the bytes

/// Hands out choices from the input; past the end every choice is 0.
struct Choices {
    let bytes: [UInt8]
    var index = 0
    /// Views made so far (the tree is capped so that one input stays fast).
    var viewCount = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isExhausted: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func int(_ n: Int) -> Int { Int(byte()) % n }
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A length for frames, paddings, spacings and the like: nil, zero,
    /// small and large finite values, negative, infinite or NaN.
    mutating func length() -> CGFloat? {
        switch int(20) {
        case 0: return nil
        case 1: return 0
        case 2: return -0.0
        case 3: return 1
        case 4: return 8
        case 5: return 16
        case 6: return 151
        case 7: return 300
        case 8: return 1000
        case 9: return 0.5
        case 10: return -1
        case 11: return -50
        case 12: return .infinity
        case 13: return -.infinity
        case 14: return .nan
        case 15: return 1e7
        case 16: return 1e-9
        default: return CGFloat(byte()) * 2.5
        }
    }

    /// A length, with nil read as `fallback`.
    mutating func value(_ fallback: CGFloat = 0) -> CGFloat { length() ?? fallback }

    /// One axis of a proposal: nil, 0, finite, ∞.
    mutating func proposalAxis() -> CGFloat? {
        switch int(8) {
        case 0: return nil
        case 1: return 0
        case 2: return .infinity
        case 3: return 390
        case 4: return 151
        case 5: return 1
        default: return CGFloat(byte()) * 4
        }
    }

    /// A finite, non-negative window dimension.
    mutating func windowAxis() -> CGFloat {
        switch int(5) {
        case 0: return 0
        case 1: return 390
        case 2: return 844
        case 3: return 1
        default: return CGFloat(byte()) * 8
        }
    }

    mutating func text() -> String {
        let pieces = ["a", "ab", " ", "  ", "\n", "Go to Top", "안녕하세요", "é", "👍🏽", "x", "word ", "\t", ""]
        let count: Int
        switch int(6) {
        case 0: count = 0
        case 1: count = 1
        case 2: count = 3
        case 3: count = 12
        case 4: count = 80
        default: count = Int(byte())
        }
        var s = ""
        for _ in 0..<count { s += pieces[int(pieces.count)] }
        return s
    }

    mutating func alignment() -> Alignment {
        [Alignment.center, .leading, .trailing, .top, .bottom, .topLeading, .bottomTrailing][int(7)]
    }
    mutating func horizontalAlignment() -> HorizontalAlignment { [.center, .leading, .trailing][int(3)] }
    mutating func verticalAlignment() -> VerticalAlignment { [.center, .top, .bottom][int(3)] }
}

// MARK: - Views

/// Width reported by a GeometryReader in a background.
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Heights of every reader in the subtree, in tree order.
struct HeightsKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

/// The seed's pattern: content measured through a preference, the measured
/// width fed back into a frame through @State (a loop when the content's
/// width depends on the frame).
struct MeasuredWidth: View {
    let content: AnyView
    let scale: CGFloat
    @State private var width: CGFloat = 0

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle().frame(width: width * scale)
            content.background(GeometryReader { geo in
                Color.clear.preference(key: WidthKey.self, value: geo.size.width)
            })
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

/// Reads the heights of its rows and lays out one spacer per height.
struct HeightsEcho: View {
    let content: AnyView
    @State private var heights: [CGFloat] = []

    var body: some View {
        VStack(spacing: 0) {
            content
            ForEach(0..<min(heights.count, 4)) { i in
                Spacer(minLength: heights[i]).frame(height: heights[i].isFinite ? nil : 1)
            }
        }
        .transformPreference(HeightsKey.self) { $0 = Array($0.prefix(8)) }
        .onPreferenceChange(HeightsKey.self) { heights = $0 }
    }
}

/// Proposes a chosen proposal to its only subview and records the size the
/// subview chooses; reports a finite size so the window can centre it.
struct Probe: Layout {
    let proposal: ProposedViewSize
    let record: ProbeRecord

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let first = subviews.first else { return .zero }
        let s = first.sizeThatFits(proposal)
        record.sizes.append(s)
        return CGSize(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

@MainActor
final class ProbeRecord {
    var sizes: [CGSize] = []
}

@MainActor
struct TreeBuilder {
    var choices: Choices
    let maxViews = 160
    let maxDepth = 48

    mutating func view(depth: Int) -> AnyView {
        choices.viewCount += 1
        let leafOnly = depth >= maxDepth || choices.viewCount >= maxViews || choices.isExhausted
        var v = leafOnly ? leaf() : node(depth: depth)
        let modifiers = choices.int(4)
        for _ in 0..<modifiers { v = modified(v, depth: depth) }
        return v
    }

    mutating func leaf() -> AnyView {
        switch choices.int(8) {
        case 0: return AnyView(Text(choices.text()))
        case 1: return AnyView(Rectangle())
        case 2: return AnyView(RoundedRectangle(cornerRadius: choices.value()).fill(.blue))
        case 3: return AnyView(Circle().stroke(.black, lineWidth: choices.value(1)))
        case 4: return AnyView(Spacer(minLength: choices.length()))
        case 5: return AnyView(Color.red)
        case 6: return AnyView(EmptyView())
        default: return AnyView(Capsule().strokeBorder(.red, lineWidth: choices.value(1)))
        }
    }

    mutating func children(depth: Int) -> [AnyView] {
        let n = choices.int(5)
        var out: [AnyView] = []
        for _ in 0..<n { out.append(view(depth: depth + 1)) }
        return out
    }

    mutating func node(depth: Int) -> AnyView {
        switch choices.int(14) {
        case 0, 1, 2, 3: return leaf()
        case 4:
            let (a, s, c) = (choices.verticalAlignment(), choices.length(), children(depth: depth))
            return AnyView(HStack(alignment: a, spacing: s) { ForEach(0..<c.count) { c[$0] } })
        case 5:
            let (a, s, c) = (choices.horizontalAlignment(), choices.length(), children(depth: depth))
            return AnyView(VStack(alignment: a, spacing: s) { ForEach(0..<c.count) { c[$0] } })
        case 6:
            let (a, c) = (choices.alignment(), children(depth: depth))
            return AnyView(ZStack(alignment: a) { ForEach(0..<c.count) { c[$0] } })
        case 7:
            let c = children(depth: depth)
            return AnyView(Group { ForEach(0..<c.count) { c[$0] } })
        case 8:
            // A reader whose content depends on the size it is given.
            let inner = view(depth: depth + 1)
            let fraction = choices.value(1)
            return AnyView(GeometryReader { geo in
                inner.frame(width: geo.size.width * fraction)
            })
        case 9:
            let inner = view(depth: depth + 1)
            return AnyView(MeasuredWidth(content: inner, scale: choices.value(1)))
        case 10:
            let inner = view(depth: depth + 1)
            return AnyView(HeightsEcho(content: AnyView(inner.background(GeometryReader { geo in
                Color.clear.preference(key: HeightsKey.self, value: [geo.size.height])
            }))))
        case 11:
            // A deep chain: one child, nested many times.
            var v = view(depth: depth + 1)
            let levels = choices.int(64)
            let horizontal = choices.bool()
            for _ in 0..<levels {
                let inner = v
                v = horizontal ? AnyView(HStack { inner; Spacer() }) : AnyView(VStack(spacing: 0) { inner })
            }
            return v
        case 12:
            let c = children(depth: depth)
            return AnyView(HStack { ForEach(0..<c.count) { i in c[i].layoutPriority(Double(i % 3)) } })
        default:
            let c = children(depth: depth)
            return AnyView(VStack { ForEach(0..<c.count) { i in c[i].fixedSize(horizontal: i % 2 == 0, vertical: i % 3 == 0) } })
        }
    }

    mutating func modified(_ v: AnyView, depth: Int) -> AnyView {
        switch choices.int(18) {
        case 0: return AnyView(v.padding(choices.length()))
        case 1:
            let edges: Edge.Set = [[.all], [.horizontal], [.vertical], [.top], [.leading, .bottom]][choices.int(5)]
            return AnyView(v.padding(edges, choices.length()))
        case 2:
            let insets = EdgeInsets(top: choices.value(), leading: choices.value(), bottom: choices.value(), trailing: choices.value())
            return AnyView(v.padding(insets))
        case 3: return AnyView(v.frame(width: choices.length(), height: choices.length(), alignment: choices.alignment()))
        case 4:
            return AnyView(v.frame(minWidth: choices.length(), idealWidth: choices.length(), maxWidth: choices.length(),
                                   minHeight: choices.length(), idealHeight: choices.length(), maxHeight: choices.length(),
                                   alignment: choices.alignment()))
        case 5: return AnyView(v.frame(maxWidth: .infinity, alignment: choices.alignment()))
        case 6: return AnyView(v.fixedSize(horizontal: choices.bool(), vertical: choices.bool()))
        case 7: return AnyView(v.layoutPriority(Double(choices.value())))
        case 8: return AnyView(v.offset(x: choices.value(), y: choices.value()))
        case 9: return AnyView(v.background(view(depth: depth + 1), alignment: choices.alignment()))
        case 10: return AnyView(v.overlay(view(depth: depth + 1), alignment: choices.alignment()))
        case 11: return AnyView(v.lineLimit([nil, 0, 1, 2, -1, Int.max][choices.int(6)]))
        case 12: return AnyView(v.font(.system(size: choices.value(17))))
        case 13: return AnyView(v.clipped())
        case 14: return AnyView(v.opacity(Double(choices.value(1))))
        case 15: return AnyView(v.border(.black, width: choices.value(1)))
        case 16: return AnyView(v.id(choices.byte()))
        default: return AnyView(v.cornerRadius(choices.value()))
        }
    }
}

// MARK: - One input

@MainActor
struct LayoutCase {
    var choices: Choices

    init(_ bytes: [UInt8]) { choices = Choices(bytes) }

    mutating func run() {
        let proposal = ProposedViewSize(width: choices.proposalAxis(), height: choices.proposalAxis())
        let window = CGSize(width: choices.windowAxis(), height: choices.windowAxis())
        let insets = EdgeInsets(top: CGFloat(choices.int(60)), leading: CGFloat(choices.int(20)),
                                bottom: CGFloat(choices.int(40)), trailing: CGFloat(choices.int(20)))
        let measurer = FixedAdvanceMeasurer(advance: [8, 0, 0.5, 13][choices.int(4)],
                                            lineHeight: [16, 0, 1, 22][choices.int(4)],
                                            scalesWithFontSize: choices.bool())
        var builder = TreeBuilder(choices: choices)
        let tree = builder.view(depth: 0)
        choices = builder.choices

        let record = ProbeRecord()
        let root = Probe(proposal: proposal, record: record) { tree }
        let graph = ViewGraph(root, measurer: measurer, size: window, safeAreaInsets: insets, displayScale: 1)
        graph.warningHandler = { _ in }
        graph.update()
        let first = graph.inspect()
        check(first, record: record, proposal: proposal, graph: graph)
        _ = graph.drawList()

        // The same tree laid out again (caches dropped, state kept): the same frames.
        let settled = !graph.hasCarriedOverWork
        graph.setNeedsLayout()
        graph.update()
        let second = graph.inspect()
        if settled && !graph.hasCarriedOverWork {
            let a = frames(first), b = frames(second)
            require(a.count == b.count, "the tree changed between two layouts")
            for i in a.indices where !same(a[i].1, b[i].1) {
                fail("laying out again moved \(a[i].0) from \(a[i].1) to \(b[i].1)")
            }
        }

        // Another window size, then back.
        graph.size = CGSize(width: choices.windowAxis(), height: choices.windowAxis())
        graph.update()
        check(graph.inspect(), record: record, proposal: proposal, graph: graph)
        _ = graph.drawList()
    }

    func check(_ tree: InspectedView, record: ProbeRecord, proposal: ProposedViewSize, graph: ViewGraph) {
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { fail(message() + "\nwindow \(graph.size), tree:\n\(tree)") }
        }
        func check(_ size: CGFloat, _ proposed: CGFloat?, _ axis: String, _ proposal: ProposedViewSize) {
            require(!size.isNaN, "NaN \(axis) chosen for proposal \(proposal)")
            if size.isInfinite {
                require(proposed == .infinity, "infinite \(axis) \(size) chosen for proposal \(proposal)")
            }
        }
        for s in record.sizes {
            check(s.width, proposal.width, "width", proposal)
            check(s.height, proposal.height, "height", proposal)
        }
        record.sizes.removeAll()
        let finiteProposal = proposal.width != .infinity && proposal.height != .infinity
        for (kind, f) in frames(tree) {
            if f.isNull { continue }
            let values = [f.origin.x, f.origin.y, f.size.width, f.size.height]
            require(!values.contains { $0.isNaN }, "NaN in the frame of \(kind): \(f) for proposal \(proposal)")
            if finiteProposal {
                require(values.allSatisfy { $0.isFinite }, "infinite frame of \(kind): \(f) for proposal \(proposal)")
            }
        }
    }

    func frames(_ tree: InspectedView) -> [(String, CGRect)] { tree.all.map { ($0.kind, $0.frame) } }

    func same(_ a: CGRect, _ b: CGRect) -> Bool {
        func eq(_ x: CGFloat, _ y: CGFloat) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return eq(a.origin.x, b.origin.x) && eq(a.origin.y, b.origin.y) && eq(a.width, b.width) && eq(a.height, b.height)
    }
}

func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fail(message()) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("FuzzLayout: invariant broken: " + message + "\n").utf8))
    abort()
}
