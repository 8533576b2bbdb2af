/// Loops over nodes without retaining and releasing each one (the array
/// keeps them alive): the per-child loops of long stacks run through here.
/// Not isolated: closures handed to the standard library from main-actor
/// code check their executor on each call, and these loops hand two of
/// them over (one per element); the caller's closure runs synchronously on
/// the caller's actor.
extension Array where Element == Node {
    @inline(__always)
    nonisolated func forEachUnretained(from start: Int = 0, _ body: (Int, Node) -> Void) {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count else { return }
            let raw = UnsafeRawPointer(base)
            for i in Swift.max(0, start)..<buffer.count {
                let p = raw.load(fromByteOffset: i &* MemoryLayout<Node>.stride, as: UnsafeRawPointer.self)
                Unmanaged<Node>.fromOpaque(p)._withUnsafeGuaranteedRef { body(i, $0) }
            }
        }
    }

    /// The index of `item` by identity, found without retaining the elements.
    nonisolated func identityIndex(of item: AnyObject) -> Int? {
        let target = UnsafeRawPointer(Unmanaged.passUnretained(item).toOpaque())
        return withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            for i in 0..<buffer.count
            where raw.load(fromByteOffset: i &* MemoryLayout<Node>.stride, as: UnsafeRawPointer.self) == target {
                return i
            }
            return nil
        }
    }
}

/// A node's children: none, one (held directly: most modifiers have exactly
/// one child, and an array of one would be an allocation of its own), or
/// several. It is as big as one reference.
package enum NodeList: RandomAccessCollection {
    case none
    case one(Node)
    case many([Node])

    package init(_ nodes: [Node]) {
        switch nodes.count {
        case 0: self = .none
        case 1: self = .one(nodes[0])
        default: self = .many(nodes)
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int {
        switch self {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
        }
    }

    package subscript(index: Int) -> Node {
        switch self {
        case .one(let node):
            precondition(index == 0, "Index out of range")
            return node
        case .many(let nodes):
            return nodes[index]
        case .none:
            preconditionFailure("Index out of range")
        }
    }

    /// The children as an array (shares the storage of several).
    package var array: [Node] {
        switch self {
        case .none: return []
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }

    @inline(__always)
    nonisolated func forEachUnretained(from start: Int = 0, _ body: (Int, Node) -> Void) {
        switch self {
        case .none: return
        case .one(let node): if start <= 0 { body(0, node) }
        case .many(let nodes): nodes.forEachUnretained(from: start, body)
        }
    }

    nonisolated func identityIndex(of item: AnyObject) -> Int? {
        switch self {
        case .none: return nil
        case .one(let node): return node === item ? 0 : nil
        case .many(let nodes): return nodes.identityIndex(of: item)
        }
    }
}
