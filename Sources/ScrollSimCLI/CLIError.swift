import Foundation

/// A problem with how the program was called or what it was given: printed
/// as one sentence, exit status 2.
struct CLIError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
