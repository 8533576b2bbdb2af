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
        let box = UncheckedReceiver(receive: receive)
        let token = center.addObserver(forName: name, object: object, queue: nil) { note in
            let note = UncheckedNotification(note: note)
            if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
                MainActor.assumeIsolated { box.receive(note.note) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { box.receive(note.note) } }
            }
        }
        let center = self.center
        let observer = UncheckedObserver(token: token)
        return _PublisherSubscription { center.removeObserver(observer.token) }
    }
}

/// The receiving closure, carried to the posting thread and run only on the main actor.
private struct UncheckedReceiver: @unchecked Sendable {
    let receive: @MainActor (Notification) -> Void
}

/// A notification handed to the main actor (its `userInfo` is not `Sendable`).
private struct UncheckedNotification: @unchecked Sendable {
    let note: Notification
}

/// The observer token, removed when the subscription ends.
private struct UncheckedObserver: @unchecked Sendable {
    let token: NSObjectProtocol
}

/// Set on the main queue: code run by it (the main actor's work, on a
/// thread that need not be the process's first) finds it there.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
