import Foundation
import TestDisplay
import Testing
import ScrollSim
import ScrollSimScenes
import ScrollSimSDL

/// The demo as a person uses it: a real window under Xvfb, real xdotool wheel
/// events and clicks, and a capture of the window's pixels.
@MainActor
@Suite(.serialized) struct DemoWindowTests {
    /// Runs a command and returns its standard output; throws with its output on failure.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = arguments
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if p.terminationStatus != 0 {
            throw TestAppError("\(arguments.joined(separator: " ")) failed (\(p.terminationStatus)): \(text)")
        }
        return text
    }

    /// The display to use: the session's, or a private Xvfb started for the test.
    /// A display of its own for each test (tests run in parallel, and pointer
    /// clicks and keys typed through XTEST reach whichever window is under the
    /// pointer: windows of other tests on a shared display would get them).
    static func display() throws -> (environment: [String: String], server: DisplayServer?) {
        let (env, server) = try privateDisplay(width: 1920, height: 1920)
        return (env, server)
    }

    /// A private display of `width × height` pixels (see `PrivateDisplay`).
    static func privateDisplay(width: Int, height: Int) throws -> (environment: [String: String], server: DisplayServer) {
        let display = try PrivateDisplay(width: width, height: height)
        return (display.environment, display.server)
    }

    static var scrollsimPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("scrollsim").path
    }

    @Test func wheelToTheBottomClickGoToTopAndFindTheRedRectangleAt1x() throws {
        try wheelToTheBottomClickGoToTopAndFindTheRedRectangle(scale: 1)
    }

    @Test func wheelToTheBottomClickGoToTopAndFindTheRedRectangleAt2x() throws {
        try wheelToTheBottomClickGoToTopAndFindTheRedRectangle(scale: 2)
    }

    func wheelToTheBottomClickGoToTopAndFindTheRedRectangle(scale: Int) throws {
        let binary = DemoWindowTests.scrollsimPath
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build scrollsim first (swift build --build-tests)")
        let (env, server) = try DemoWindowTests.display()
        defer { server?.terminate() }
        for tool in ["xdotool", "import"] {
            #expect((try? DemoWindowTests.run(["which", tool], environment: env)) != nil, "\(tool) is missing: run `make test`, which installs it")
        }

        // Where the button will be once the content is at the bottom, from the same layout in-process.
        let s = CGFloat(scale)
        let measurer = try realMeasurer(scale: s)
        let model = TestApp(ScrollScene(), measurer: measurer, scale: s)
        model.wheel(-200)
        let button = try model.center(of: .text("Go to Top"))
        let header = model.value("header.height")

        let demo = Process()
        demo.executableURL = URL(fileURLWithPath: binary)
        demo.arguments = ["demo", "--scale", "\(scale)", "--assets", repositoryRoot + "/Assets"]
        demo.environment = env
        let log = NSTemporaryDirectory() + "/scrollsim-window-\(getpid())-\(scale).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        demo.standardOutput = logHandle
        demo.standardError = logHandle
        try demo.run()
        defer { if demo.isRunning { demo.terminate() } }
        func demoLog() -> String {
            "demo \(demo.isRunning ? "running" : "exited with \(demo.terminationStatus)"); its output: " +
                ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }

        // The window of this demo process (SDL sets _NET_WM_PID), not of another one.
        let wid = try DemoWindowTests.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", "\(demo.processIdentifier)"], environment: env)
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(!wid.isEmpty)
        Thread.sleep(forTimeInterval: 0.5)
        try DemoWindowTests.run(["xdotool", "mousemove", "--window", wid, "\(195 * scale)", "\(400 * scale)"], environment: env)
        // 60 notches of 53 pt: far past the 1469 pt range.
        for _ in 0..<6 {
            try DemoWindowTests.run(["xdotool", "click", "--window", wid, "--repeat", "10", "--delay", "15", "5"], environment: env)
        }
        Thread.sleep(forTimeInterval: 0.8)
        try DemoWindowTests.run(["xdotool", "mousemove", "--window", wid, "\(Int(button.x * s))", "\(Int(button.y * s))", "click", "1"], environment: env)
        // The animation takes 0.33 s.
        Thread.sleep(forTimeInterval: 1.2)
        let shot = NSTemporaryDirectory() + "/scrollsim-window-\(getpid())-\(scale).png"
        #expect(demo.isRunning, "\(demoLog())")
        try DemoWindowTests.run(["import", "-window", wid, shot], environment: env)
        // xdotool reports BadWindow when the demo has closed its window before
        // the key's release is sent; the exit status below is what counts.
        _ = try? DemoWindowTests.run(["xdotool", "key", "--window", wid, "q"], environment: env)
        let deadline = Date().addingTimeInterval(10)
        while demo.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!demo.isRunning, "Q did not close the demo: \(demoLog())")
        demo.waitUntilExit()
        #expect(demo.terminationStatus == 0, "\(demoLog())")

        // Scan the middle column for the first red row (iOS red 255,59,48).
        let image = try PNGImage(path: shot)
        let x = 195 * scale
        var firstRed: Int?
        for y in 0..<image.height {
            let p = image.pixel(x, y)
            if abs(Int(p.r) - 255) <= 2 && abs(Int(p.g) - 59) <= 2 && abs(Int(p.b) - 48) <= 2 { firstRed = y; break }
        }
        // The viewport starts below the 47 pt status bar; the red rectangle 10 pt below it.
        #expect(firstRed == (47 + 10) * scale, "header height \(header); red starts at \(String(describing: firstRed))")
    }
}

/// A window larger than the display: shown scaled down, said on standard output, and still hit where it is clicked.
@MainActor
@Suite(.serialized) struct DemoWindowFitTests {
    /// iPhone 14 at 2× (780 × 1688 px) on a 1280 × 720 display: 720 / 1688 of its size, 332 × 720 px.
    @Test func aWindowTallerThanTheDisplayFitsAndGoToTopStillWorks() throws {
        let binary = DemoWindowTests.scrollsimPath
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build scrollsim first (swift build --build-tests)")
        let (env, server) = try DemoWindowTests.privateDisplay(width: 1280, height: 720)
        defer { server.terminate() }
        let factor = 720.0 / 1688.0

        // Where the button is once the content is at the bottom, in points, from the same layout in-process.
        // On the iPhone 14's 3× grid, as the demo lays it out at any window scale.
        let model = TestApp(ScrollScene(), measurer: try realMeasurer(scale: 2), scale: 3)
        model.wheel(-200)
        let button = try model.center(of: .text("Go to Top"))
        let header = model.value("header.height")

        let dir = try FaultTests.scratch("window-fit")
        let demo = Process()
        demo.executableURL = URL(fileURLWithPath: binary)
        // Recording makes the demo print its final offset when it quits.
        demo.arguments = ["demo", "--scale", "2", "--record", dir + "/session.replay", "--assets", repositoryRoot + "/Assets"]
        demo.environment = env
        let out = Pipe()
        demo.standardOutput = out
        demo.standardError = FileHandle.nullDevice
        try demo.run()
        defer { if demo.isRunning { demo.terminate() } }

        let wid = try DemoWindowTests.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", "\(demo.processIdentifier)"], environment: env)
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(!wid.isEmpty)
        Thread.sleep(forTimeInterval: 0.5)
        let geometry = try DemoWindowTests.run(["xdotool", "getwindowgeometry", wid], environment: env)
        #expect(geometry.contains("Geometry: 332x720"), "\(geometry)")

        try DemoWindowTests.run(["xdotool", "mousemove", "--window", wid, "166", "360"], environment: env)
        for _ in 0..<6 {
            try DemoWindowTests.run(["xdotool", "click", "--window", wid, "--repeat", "10", "--delay", "15", "5"], environment: env)
        }
        Thread.sleep(forTimeInterval: 0.8)
        // The button's centre in the shrunk window: points × 2 px × 720 / 1688.
        let x = Int((Double(button.x) * 2 * factor).rounded()), y = Int((Double(button.y) * 2 * factor).rounded())
        try DemoWindowTests.run(["xdotool", "mousemove", "--window", wid, "\(x)", "\(y)", "click", "1"], environment: env)
        Thread.sleep(forTimeInterval: 1.2)
        // As above: xdotool's status says nothing once Q has closed the window.
        _ = try? DemoWindowTests.run(["xdotool", "key", "--window", wid, "q"], environment: env)
        let deadline = Date().addingTimeInterval(10)
        while demo.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if demo.isRunning { demo.terminate() }
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        demo.waitUntilExit()
        #expect(demo.terminationStatus == 0, "\(output)")

        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "the window is 780×1688 px at 2×, larger than the display's usable area 1280×720; showing it at 43 %", "\(output)")
        // Go to Top ran: the content rests at the header's height.
        #expect(lines.contains { $0.hasPrefix("final offset.y \(ScrollTrace.format(Double(header))) at frame ") }, "\(output)")
    }
}

/// Without a display the demo says so in one sentence and shows the headless command.
@MainActor
@Suite struct NoDisplayTests {
    @Test func demoWithoutADisplayExplainsWhatToDo() throws {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: DemoWindowTests.scrollsimPath)
        p.arguments = ["demo", "--assets", repositoryRoot + "/Assets"]
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 2)
        #expect(text.split(separator: "\n").count == 1)
        #expect(text.contains("no display found"))
        #expect(text.contains("--headless --screenshot out.png"))
    }
}
