import Foundation
import ScrollSim
import ScrollSimSDL

/// Writes what a person does in the demo as a replay script, one line per
/// event, each written straight to the file (no buffering), so a crash or
/// Ctrl-C keeps everything so far.
///
/// Event times are whole frames of the 60 Hz grid the replay uses: the demo
/// runs its app clock on that grid while recording, hands each event to the
/// app at the current frame's time and tells the recorder the frame number,
/// and the recorder writes `wait N frames` between events. Replaying the file
/// then gives the same offsets frame for frame. Scene keys are written as
/// the demo acted on them (`switch NAME` for 1–9 and 0, `key tab`), and `finish`
/// ends the script with `expect` lines pinning the state shown, so a replay
/// that diverges from the session fails.
///
/// ```swift
/// let recorder = try ReplayRecorder(path: "/tmp/session.replay", scene: "feed", device: device, scale: 1, profile: .uikit)
/// recorder.record(.wheel(dx: 0, dy: -1, at: CGPoint(x: 195, y: 400)), frame: 42)
/// recorder.recordSwitch(to: "settings", frame: 60)
/// recorder.finish(frame: 90, expecting: [("offset.y", 0)])
/// ```
public final class ReplayRecorder {
    /// The clock the recording is quantised to.
    public static let frameRate = 60.0
    public let path: String
    private var descriptor: Int32
    private var lastFrame = 0
    private var pointerDown = false
    /// The two-finger touch in progress: its first frame, midpoint, and latest scale and rotation (radians).
    private var pinch: (frame: Int, center: CGPoint, scale: CGFloat, rotation: CGFloat)?
    /// Events written so far.
    public private(set) var eventCount = 0
    /// Why the recording stopped early (a full disk, an I/O error), or nil.
    /// The file keeps every whole line written before it.
    public private(set) var failure: String?
    /// Called once, with `failure`, when a write fails.
    public var onFailure: ((String) -> Void)?
    /// Bytes of whole lines in the file.
    private var written: off_t = 0

    /// Creates (or truncates) the file and writes the setup header. A
    /// symbolic link at `path` is refused (``SymlinkRefusal``, nothing
    /// written). The file is written in place, not renamed into place: a
    /// temporary file would hold the lines of a process killed by SIGKILL or
    /// a crash, where the named file must have them.
    public init(path: String, scene: String, device: DevicePreset, scale: CGFloat, profile: ScrollProfile) throws {
        self.path = path
        do {
            descriptor = try SafeFile.openForLines(path)
        } catch let error as FileWriteError {
            throw ReplayImageError("Could not create the recording \(path): \(error.reason).")
        }
        write("# Recorded with scrollsim demo --record; times are whole frames at 60 Hz, points in window coordinates.")
        write("scene \(scene)")
        if device.name == "window" {
            write("window \(ReplayFormat.coordinate(device.size.width))x\(ReplayFormat.coordinate(device.size.height))")
        } else {
            write("device \(device.name)")
        }
        write("scale \(ReplayFormat.number(Double(scale)))")
        write("profile \(profile.rawValue)")
        if let failure {
            closeFile()
            throw ReplayImageError(failure)
        }
    }

    deinit { closeFile() }

    /// The script line for an event, or nil for events a script does not replay.
    public static func line(for event: InputEvent, pointerDown: Bool) -> String? {
        switch event {
        case .pointerDown(let p): return "down \(ReplayFormat.point(p))"
        case .pointerMove(let p): return pointerDown ? "move \(ReplayFormat.point(p))" : nil
        case .pointerUp(let p): return "up \(ReplayFormat.point(p))"
        case .wheel(let dx, let dy, let p):
            if dx == 0 && dy == 0 { return nil }
            let horizontal = dx == 0 ? "" : " horizontal \(ReplayFormat.number(Double(dx)))"
            return "wheel \(ReplayFormat.number(Double(dy)))\(horizontal) at \(ReplayFormat.point(p))"
        case .key(let k, let shift): return "key \(shift ? "shift+" : "")\(k.rawValue)"
        case .text(let t):
            let escaped = t.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "type \"\(escaped)\""
        case .resize(let s): return "resize \(ReplayFormat.coordinate(s.width))x\(ReplayFormat.coordinate(s.height))"
        case .twoFinger, .quit: return nil
        }
    }

    /// Writes the event the app received at grid frame `frame` (after a `wait` for the frames since the last one).
    public func record(_ event: InputEvent, frame: Int) {
        if case .twoFinger(let touch) = event { return recordTwoFinger(touch, frame: frame) }
        guard let text = Self.line(for: event, pointerDown: pointerDown) else { return }
        switch event {
        case .pointerDown: pointerDown = true
        case .pointerUp: pointerDown = false
        default: break
        }
        waitUntil(frame)
        if write(text) { eventCount += 1 }
    }

    /// A two-finger touch becomes one `pinch` line when it lifts, written at
    /// its first frame: the final scale and rotation reached evenly over the
    /// frames it lasted (at least one), so the replay ends where the session
    /// did, though the steps between (a wheel's notches) are evened out.
    private func recordTwoFinger(_ touch: TwoFingerEvent, frame: Int) {
        switch touch {
        case .down(let p):
            pinch = (frame, p, 1, 0)
        case .move(_, let scale, let rotation):
            pinch?.scale = scale
            pinch?.rotation = rotation
        case .up:
            guard let p = pinch else { return }
            pinch = nil
            waitUntil(p.frame)
            let frames = max(1, frame - p.frame - 1)
            let degrees = Double(p.rotation) * 180 / .pi
            let rotate = degrees == 0 ? "" : " rotate \(ReplayFormat.number(degrees))"
            if write("pinch \(ReplayFormat.number(Double(p.scale)))\(rotate) at \(ReplayFormat.point(p.center)) in \(frames) frames") {
                eventCount += 1
            }
            // The replay's pinch runs its frames and one more before the lift.
            lastFrame = p.frame + frames + 1
        }
    }

    /// Writes `switch NAME`: the demo showed scene `name` at grid frame `frame` (keys 1–9 and 0).
    public func recordSwitch(to name: String, frame: Int) {
        pointerDown = false
        waitUntil(frame)
        if write("switch \(name)") { eventCount += 1 }
    }

    /// Writes the wait up to the last frame shown, then one `expect NAME == VALUE`
    /// line per value (the state the session ended in), and closes the file.
    /// A value that four decimals do not state exactly gets a tolerance of 0.0001.
    public func finish(frame: Int, expecting values: [(name: String, value: Double)] = []) {
        waitUntil(frame)
        if !values.isEmpty { write("# The state the session ended in: a replay that diverges fails here.") }
        for (name, value) in values {
            let text = ReplayFormat.number(value)
            let exact = Double(text) == value
            write("expect \(name) == \(text)" + (exact ? "" : " ± 0.0001"))
        }
        closeFile()
    }

    private func waitUntil(_ frame: Int) {
        if frame > lastFrame {
            write("wait \(frame - lastFrame) frames")
            lastFrame = frame
        }
    }

    /// Writes one line; returns false when it could not (the recording then stops).
    @discardableResult
    private func write(_ line: String) -> Bool {
        guard descriptor >= 0, failure == nil else { return false }
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                let reason = n < 0 ? String(cString: strerror(errno)) : "nothing was written"
                // Keep whole lines only, so what was written still replays.
                _ = ftruncate(descriptor, written)
                fail("Could not write to the recording \(path) (\(reason)); it stopped after \(eventCount) events, and the lines written before are kept.")
                return false
            }
            offset += n
        }
        written += off_t(bytes.count)
        return true
    }

    private func fail(_ message: String) {
        guard failure == nil else { return }
        failure = message
        onFailure?(message)
    }

    private func closeFile() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
