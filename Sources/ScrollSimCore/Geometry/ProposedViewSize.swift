@_exported import Foundation

/// A size proposal from a parent to a child, one optional value per axis.
///
/// As in SwiftUI: `nil` asks for the ideal size, `0` for the minimum and
/// `.infinity` for the maximum.
///
/// ```swift
/// let ideal = ProposedViewSize.unspecified          // (nil, nil)
/// let box = ProposedViewSize(width: 151, height: nil)
/// box.replacingUnspecifiedDimensions()                // (151, 10)
/// ```
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// `(nil, nil)`: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// `(0, 0)`: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// `(∞, ∞)`: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces `nil` on each axis by `size` (10 by default, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { $0 == .infinity ? "∞" : "\(Double($0))" } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}

/// SwiftUI's older name for the proposal type, kept for readability in this code base.
public typealias ProposedSize = ProposedViewSize

/// A horizontal or vertical axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes, as in `ScrollView([.vertical, .horizontal])`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    @inline(__always) subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inline(__always) init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    @inline(__always) subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
