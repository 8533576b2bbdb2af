import Foundation
import Testing
import ScrollSim
import ScrollSimReplay
import ScrollSimScenes

/// The recorder on a disk that fills up: it says so once and keeps whole lines.
@MainActor
@Suite(.serialized) struct RecorderFaultTests {
    static func sh(_ command: String) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test func aHeaderThatCannotBeWrittenFailsAtOnce() throws {
        let device = DevicePreset.named("iphone14")!
        #expect(throws: (any Error).self) {
            _ = try ReplayRecorder(path: "/dev/full", scene: "scroll", device: device, scale: 1, profile: .uikit)
        }
        do {
            _ = try ReplayRecorder(path: "/dev/full", scene: "scroll", device: device, scale: 1, profile: .uikit)
        } catch {
            #expect("\(error)" == "Could not write to the recording /dev/full (No space left on device); it stopped after 0 events, and the lines written before are kept.")
        }
    }

    /// A 16 KiB tmpfs fills up mid-recording (needs root to mount; skipped otherwise).
    @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
    func aFullDiskKeepsEveryWholeLineWritten() throws {
        let dir = try ReplayPaths.temporaryDirectory("fulldisk")
        guard Self.sh("mount -t tmpfs -o size=16k tmpfs '\(dir)'") == 0 else {
            Issue.record("could not mount a tmpfs on \(dir)")
            return
        }
        defer { _ = Self.sh("umount '\(dir)'") }
        let path = dir + "/session.replay"
        let recorder = try ReplayRecorder(path: path, scene: "scroll", device: DevicePreset.named("iphone14")!, scale: 1, profile: .uikit)
        var reported: [String] = []
        recorder.onFailure = { reported.append($0) }
        var frame = 0
        for i in 0..<5000 {
            frame += 1
            recorder.record(.pointerMove(CGPoint(x: 100 + i % 50, y: 200 + i % 300)), frame: frame)
            if i == 0 { recorder.record(.pointerDown(CGPoint(x: 100, y: 200)), frame: frame) }
        }
        recorder.finish(frame: frame + 10)
        #expect(reported.count == 1)
        let failure = try #require(recorder.failure)
        #expect(failure.contains("(No space left on device); it stopped after \(recorder.eventCount) events"), "\(failure)")
        #expect(recorder.eventCount > 100)
        // What was written is whole lines, and it parses.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let script = try ReplayParser.parse(text, file: path, scenes: BuiltInScenes.all)
        #expect(script.steps.count > 100)
    }
}
