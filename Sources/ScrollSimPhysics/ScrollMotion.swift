/// What moves the content when no finger does.
enum ScrollMotion {
    case none
    case animation(OffsetAnimation)
    case release(ReleaseMotion)

    var isRunning: Bool {
        if case .none = self { return false }
        return true
    }
}
