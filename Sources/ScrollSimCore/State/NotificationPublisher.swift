import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only,
    /// when given) posted to this centre, for `onReceive(_:perform:)`, as
    /// Combine's `NotificationCenter.publisher(for:object:)`.
    ///
    /// ```swift
    /// .onReceive(NotificationCenter.default.publisher(for: .profileSaved)) { _ in reload() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationPublisher {
        NotificationPublisher(center: self, name: name, object: object)
    }
}

/// Delivers each matching notification: at once when it is posted on the
/// main thread or queue (as Combine does, on the posting thread), otherwise
/// on the main queue. The observer is removed when the subscription ends.
public struct NotificationPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    @MainActor
    public func _subscribe(on clock: PublisherClock, _ receive: @escaping @MainActor (Notification) -> Void) -> _PublisherSubscription {
        let receive = Unchecked(receive)
        let token = center.addObserver(forName: name, object: object, queue: nil) { note in
            let note = Unchecked(note)
            if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
                MainActor.assumeIsolated { receive.value(note.value) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { receive.value(note.value) } }
            }
        }
        let center = self.center
        let observer = Unchecked(token)
        return _PublisherSubscription { center.removeObserver(observer.value) }
    }
}

/// A value carried across threads that is only used where it is safe: the
/// receiving closure (run on the main actor only), a notification handed
/// to the main actor (its `userInfo` is not `Sendable`), the observer token.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Set on the main queue: code run by it (the main actor's work, on a
/// thread that need not be the process's first) finds it there.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
