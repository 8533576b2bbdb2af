import Synchronization

/// Names a custom alignment guide and gives its value for views that do
/// not set it explicitly.
///
/// ```swift
/// private struct LabelColumn: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
/// }
/// extension HorizontalAlignment { static let labelColumn = HorizontalAlignment(LabelColumn.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value (points from the view's leading or top edge) for
    /// a view that does not set it with `alignmentGuide(_:computeValue:)`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment names: a fraction of the length for the
/// built-in ones, an `AlignmentID` type for custom ones.
///
/// Eight bytes, as the fraction alone was: alignments are stored in every
/// stack and frame node. A custom guide is a NaN whose payload is one plus
/// the type's index in `AlignmentRegistry` (built-in fractions are never
/// NaN), so keys compare and hash by their bits.
package struct AlignmentKey: Hashable, Sendable {
    private let bits: UInt64

    /// Quiet NaN with a zero payload; custom keys add 1 + their index.
    private static let customBase: UInt64 = 0x7FF8_0000_0000_0000

    init(fraction: CGFloat) {
        // A NaN fraction would read as a custom guide: it aligns as 0.
        bits = UInt64((fraction.isNaN ? 0 : fraction).bitPattern)
    }
    init(id: any AlignmentID.Type) {
        bits = Self.customBase | UInt64(1 + AlignmentRegistry.index(of: id))
    }

    /// The NaN payload's bits below the quiet bit: 1 + the registry index.
    private static let payloadMask: UInt64 = 0x0007_FFFF_FFFF_FFFF

    /// `firstTextBaseline` or `lastTextBaseline`, which text views set themselves.
    var isTextBaseline: Bool { self == Self.firstTextBaseline || self == Self.lastTextBaseline }
    static let firstTextBaseline = AlignmentKey(id: FirstTextBaselineID.self)
    static let lastTextBaseline = AlignmentKey(id: LastTextBaselineID.self)

    var isCustom: Bool { bits & ~Self.payloadMask == Self.customBase && bits & Self.payloadMask != 0 }
    /// The built-in guide's fraction of the length; NaN for a custom guide.
    var builtin: CGFloat { isCustom ? .nan : CGFloat(bitPattern: UInt(bits)) }
    var id: (any AlignmentID.Type)? {
        isCustom ? AlignmentRegistry.type(at: Int(bits & Self.payloadMask) - 1) : nil
    }

    /// The guide's value for a view of `d`'s size that does not set it.
    func defaultValue(_ d: ViewDimensions, _ axis: Axis) -> CGFloat {
        if let id { return id.defaultValue(in: d) }
        return alignmentShare(axis == .horizontal ? d.width : d.height, builtin)
    }

    /// The built-in fraction, or a custom guide's default on a 1 × 1 view.
    func fraction(_ axis: Axis) -> CGFloat {
        guard let id else { return builtin }
        return id.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1), node: nil))
    }
}

/// `VerticalAlignment.firstTextBaseline`: text views set it to their first
/// line's baseline; a view without text has it at its bottom edge.
public enum FirstTextBaselineID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// `VerticalAlignment.lastTextBaseline`: text views set it to their last
/// line's baseline; a view without text has it at its bottom edge.
public enum LastTextBaselineID: AlignmentID {
    public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// The custom `AlignmentID` types in use, each given an index once (from
/// any thread: alignments are often `static let`s).
enum AlignmentRegistry {
    /// A metatype carried across the lock: types are immutable, so sharing one is safe.
    private struct Entry: @unchecked Sendable {
        let type: any AlignmentID.Type
    }

    private static let state = Mutex<(types: [Entry], index: [ObjectIdentifier: Int])>(([], [:]))

    static func index(of id: any AlignmentID.Type) -> Int {
        let entry = Entry(type: id)
        return state.withLock { s in
            if let i = s.index[ObjectIdentifier(entry.type)] { return i }
            s.types.append(entry)
            s.index[ObjectIdentifier(entry.type)] = s.types.count - 1
            return s.types.count - 1
        }
    }

    static func type(at index: Int) -> any AlignmentID.Type {
        state.withLock { $0.types[index] }.type
    }
}

/// A view's size and its alignment guides: what `alignmentGuide`'s closure
/// and `AlignmentID.defaultValue(in:)` read.
///
/// ```swift
/// Text("Name").alignmentGuide(.leading) { d in d[.trailing] }   // aligns its trailing edge
/// d.width; d[HorizontalAlignment.center]; d[explicit: VerticalAlignment.top]
/// ```
public struct ViewDimensions: Equatable, @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// The view whose explicit guides answer (nil: none set).
    private unowned(unsafe) let node: Node?

    init(size: CGSize, node: Node?) {
        width = size.width
        height = size.height
        self.node = node
    }

    /// The guide's value: the one the view sets, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(self, .horizontal)
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(self, .vertical)
    }
    /// The value the view sets for the guide with `alignmentGuide`, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key, .horizontal) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key, .vertical) }

    private func explicit(_ key: AlignmentKey, _ axis: Axis) -> CGFloat? {
        guard let node, AlignmentGuideNode.anyExist || key.isTextBaseline else { return nil }
        let size = CGSize(width: width, height: height)
        return MainActor.assumeIsolated { node.explicitGuide(key, axis, size: size) }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }
}

extension Node {
    /// The value of guide `key` along `axis` for this view at `size`: the one
    /// it sets (`alignmentGuide`), or the guide's default.
    final func guideValue(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat {
        guide(key, axis, size: size).value
    }

    /// `guideValue`, and whether the view sets the guide itself.
    final func guide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> (value: CGFloat, isExplicit: Bool) {
        if AlignmentGuideNode.anyExist || key.isTextBaseline, let v = explicitGuide(key, axis, size: size) { return (v, true) }
        return (key.defaultValue(ViewDimensions(size: size, node: self), axis), false)
    }
}

/// True when laying out with `key` must evaluate each view's guide (a
/// custom guide, or explicit guides somewhere in the process); otherwise
/// the built-in fraction places views alone.
@MainActor @inline(__always)
func alignmentNeedsGuides(_ key: AlignmentKey) -> Bool {
    key.isCustom || AlignmentGuideNode.anyExist
}

/// `.alignmentGuide(_:computeValue:)`: sets one guide of its content.
package final class AlignmentGuideNode: SingleChildNode {
    /// True once any view has set a guide: until then stacks align by the
    /// built-in fractions alone, asking no view.
    nonisolated(unsafe) static var anyExist = false
    var key = AlignmentKey(fraction: 0)
    var axis = Axis.horizontal
    var compute: (ViewDimensions) -> CGFloat = { _ in 0 }

    override init() {
        AlignmentGuideNode.anyExist = true
        super.init()
    }

    package override func explicitGuide(_ key: AlignmentKey, _ axis: Axis, size: CGSize) -> CGFloat? {
        // The closure sees the content's guides (its own included).
        if key == self.key && axis == self.axis { return compute(ViewDimensions(size: size, node: child)) }
        return super.explicitGuide(key, axis, size: size)
    }
    package override var kindName: String { "alignmentGuide" }
}

struct _AlignmentGuideModifier: NodeModifier {
    let key: AlignmentKey
    let axis: Axis
    let compute: (ViewDimensions) -> CGFloat
    func makeNode(_ context: BuildContext) -> AlignmentGuideNode { AlignmentGuideNode() }
    func configure(_ node: AlignmentGuideNode, _ context: BuildContext) {
        node.key = key
        node.axis = axis
        node.compute = compute
        // The closure may have changed what it computes: the parent aligns again.
        node.invalidateLayout()
    }
}

extension View {
    /// Sets this view's value for a horizontal guide, in points from its
    /// leading edge; stacks, grids, `ZStack` and overlays aligned by that
    /// guide line the values up.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }   // 20 pt right
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(_AlignmentGuideModifier(key: g.key, axis: .horizontal, compute: computeValue))
    }

    /// Sets this view's value for a vertical guide, in points from its top edge.
    ///
    /// ```swift
    /// HStack(alignment: .top) { avatar; Text(name).alignmentGuide(.top) { d in d.height / 2 } }
    /// ```
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(_AlignmentGuideModifier(key: g.key, axis: .vertical, compute: computeValue))
    }
}

/// Where each view goes across an alignment line: the offsets from the
/// container's cross-axis start, and the extent the aligned views cover.
/// View `i` of `lengths[i]` with guide `guides[i]` starts at
/// `max(guides) − guides[i]`; the extent is `max(guides) + max(lengths − guides)`.
/// An offset that is not a number (an infinite view's guide, ∞ − ∞) is 0,
/// and so is the leading part of an infinite extent, as `alignmentShare` has it.
func alignedOffsets(lengths: [CGFloat], guides: [CGFloat]) -> (offsets: [CGFloat], extent: CGFloat) {
    guard !lengths.isEmpty else { return ([], 0) }
    var top = -CGFloat.infinity, below = -CGFloat.infinity, longest: CGFloat = 0
    for i in lengths.indices {
        top = max(top, guides[i])
        below = max(below, lengths[i] - guides[i])
        longest = max(longest, lengths[i])
    }
    let offsets = guides.map { g -> CGFloat in
        let o = top - g
        return o.isNaN ? 0 : o
    }
    let extent = top + below
    return (offsets, extent.isNaN ? longest : extent)
}
