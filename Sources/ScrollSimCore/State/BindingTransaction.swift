/// Bindings whose writes run in a transaction, so the changes they make
/// animate: `Slider(value: $progress.animation(.easeInOut))`,
/// `Toggle("Grid", isOn: $showGrid.animation())`.
extension Binding {
    /// A binding to the same value whose writes run inside
    /// `withAnimation(animation)` (nil: without animation).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding to the same value whose writes run inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withTransaction(transaction) { self.wrappedValue = newValue } })
    }
}
