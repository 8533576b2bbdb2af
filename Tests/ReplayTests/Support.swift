import Foundation

/// Paths shared by the replay tests.
enum ReplayPaths {
    /// The repository root, found from this file's path.
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // ReplayTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent().path

    static let fonts = root + "/Assets/Fonts"
    static let replays = root + "/Tests/Replays"
    static let fixtures = root + "/Tests/ReplayFixtures"

    /// A fresh scratch folder.
    static func temporaryDirectory(_ name: String) throws -> String {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("scrollsim-replay-\(getpid())-\(name)")
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The `scrollsim` executable built next to this test bundle (nil when it was not built).
    static var scrollsimExecutable: String? {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["SCROLLSIM_BINARY"], !env.isEmpty { candidates.append(env) }
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            // <build>/debug/ScrollSimPackageTests.xctest, or the xctest runner inside it.
            var dir = (exe as NSString).deletingLastPathComponent
            for _ in 0..<4 {
                candidates.append((dir as NSString).appendingPathComponent("scrollsim"))
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
        for arg in CommandLine.arguments where arg.contains(".xctest") {
            if let range = arg.range(of: ".xctest") {
                let bundle = String(arg[..<range.upperBound])
                candidates.append(((bundle as NSString).deletingLastPathComponent as NSString).appendingPathComponent("scrollsim"))
            }
        }
        candidates += [root + "/.build/debug/scrollsim", root + "/.build/release/scrollsim"]
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }

    /// Runs a program from the repository root and returns its status and
    /// standard output (its standard error goes to the test's).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let r = try run(executable, arguments, environment: environment, capturingErrors: false)
        return (r.status, r.output)
    }

    /// Like `run`, and returns standard error too (read after standard
    /// output, so it must stay under a pipe's 64 KiB: a sentence or two).
    static func runCapturingErrors(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try run(executable, arguments, environment: nil, capturingErrors: true)
    }

    private static func run(_ executable: String, _ arguments: [String], environment: [String: String]?,
                            capturingErrors: Bool) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        if let environment { process.environment = environment }
        let pipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = pipe
        if capturingErrors { process.standardError = errorPipe }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let errors = capturingErrors ? errorPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
