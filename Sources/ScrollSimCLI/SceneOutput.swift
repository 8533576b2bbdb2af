import Foundation

/// Runs `body` with standard output sent to standard error, then restores it.
/// Commands whose output other programs read line by line (`replay`'s one
/// line per script, which `--jobs` scans in its children's output; `soak`'s
/// report) run scenes inside it, so that what a scene prints — the readsize
/// scene prints each size it reads, as the seed does — still shows but does
/// not mix with those lines.
@MainActor
func withSceneOutputOnStandardError<T>(_ body: () throws -> T) rethrows -> T {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    guard saved >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
        if saved >= 0 { close(saved) }
        return try body()
    }
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
    return try body()
}
