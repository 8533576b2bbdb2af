/// Prefix sums over values that change one at a time (a Fenwick tree):
/// `add` and `sum` take O(log n).
struct PrefixSums {
    private var tree: [Double]
    init(count: Int) { tree = [Double](repeating: 0, count: count + 1) }
    var count: Int { tree.count - 1 }

    /// Adds `value` to the value at `index`.
    mutating func add(_ value: Double, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += value
            i += i & -i
        }
    }

    /// The sum of the first `n` values.
    func sum(_ n: Int) -> Double {
        var i = n, s = 0.0
        while i > 0 {
            s += tree[i]
            i -= i & -i
        }
        return s
    }
}
