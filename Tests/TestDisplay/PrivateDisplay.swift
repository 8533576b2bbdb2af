import Foundation

/// A private X display for a window test: an Xvfb server of its own.
///
/// Window tests each start one: tests run in parallel, and keys and clicks
/// sent through XTEST reach whichever window is under the pointer, which on
/// a shared display may be another test's.
public struct PrivateDisplay {
    /// The process environment with `DISPLAY` naming this server (and no
    /// `XAUTHORITY`: the cookie file of the display `xvfb-run` made is not for this one).
    public let environment: [String: String]
    /// The Xvfb process; terminate it when the test ends.
    public let server: DisplayServer

    /// Why a private display could not be had, in one sentence.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts Xvfb with a `width × height` screen on a display number it picks
    /// itself (`-displayfd`), and returns once a client can talk to it.
    public init(width: Int = 1920, height: Int = 1920) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw Failure(description: "no /usr/bin/Xvfb: run the tests with `make test` (it installs xvfb)")
        }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let number = Pipe()
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the display number once it accepts connections.
        var text = ""
        while !text.hasSuffix("\n") {
            let byte = number.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { throw Failure(description: "Xvfb exited before naming its display") }
            text += String(decoding: byte, as: UTF8.self)
        }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":" + text.trimmingCharacters(in: .whitespacesAndNewlines)
        env.removeValue(forKey: "XAUTHORITY")
        guard Self.answers(env) else {
            DisplayServer(server).terminate()
            throw Failure(description: "the private Xvfb on \(env["DISPLAY"] ?? "?") does not answer")
        }
        self.environment = env
        self.server = DisplayServer(server)
    }

    /// True once a client can talk to the display in `environment` (tried for up to 10 s).
    static func answers(_ environment: [String: String]) -> Bool {
        for _ in 0..<100 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["xdotool", "getdisplaygeometry"]
            p.environment = environment
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            guard (try? p.run()) != nil else { return false }
            p.waitUntilExit()
            if p.terminationStatus == 0 { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}

/// A running Xvfb, ended with SIGKILL.
///
/// A process started from a test inherits the signal mask of the thread that
/// started it, and the test runner's worker threads block SIGTERM: Xvfb
/// would never see `Process.terminate()` and would outlive the tests.
public final class DisplayServer: @unchecked Sendable {
    public let process: Process
    init(_ process: Process) { self.process = process }

    /// Ends the server and waits for it (at most 5 s).
    public func terminate() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
    }
}
