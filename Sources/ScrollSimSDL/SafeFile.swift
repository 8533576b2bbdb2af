import Foundation

/// A write refused because the destination, or a folder ScrollSim would
/// create on the way to it, is a symbolic link. Nothing was written.
public struct SymlinkRefusal: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file that was to be written.
    public let path: String
    /// The link found: `path` itself or a folder on the way to it.
    public let link: String

    public var description: String {
        "Refusing to write \(path): \(link == path ? "it" : link) is a symbolic link (ScrollSim never writes through links); remove it or choose another path."
    }
}

/// A write the operating system refused; nothing was written to `path`.
public struct FileWriteError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String
    /// The system's words ("Permission denied").
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "Could not write \(path) (\(reason))." }
}

/// Every file ScrollSim writes goes through here, so a symbolic link planted
/// where a file goes (a cloned repository's `golden.png -> ~/.bashrc`) is
/// never written through.
///
/// - ``write(_:to:)`` writes a whole file: to a new temporary file in the
///   same folder (`.NAME.tmp-PID-RANDOM`, created with
///   `O_CREAT|O_EXCL|O_NOFOLLOW`), then `rename(2)` onto `path`. A reader
///   sees the old file or the new one, never half of one; a failed write
///   leaves the old file and no temporary file. Not fsynced: a power cut may
///   lose the new contents (the process dying may not).
/// - ``openForLines(_:)`` is for files written line by line that must keep
///   every line if the process dies (recordings, soak scripts): it opens
///   `path` itself with `O_NOFOLLOW`.
///
/// Both refuse with ``SymlinkRefusal`` when `lstat` says `path` is a link.
/// (`rename` replaces a link rather than following it, so a link planted
/// between the check and the rename loses only the link.) Links in the
/// folders above `path` are followed: those are the caller's choice, except
/// the folders ``createFolders(for:under:)`` makes, which it checks.
///
/// ```swift
/// try SafeFile.write(Data(csv.utf8), to: "traces/x.csv")
/// SafeFile.remove("shot.diff.png")   // a link is removed, not its target
/// ```
public enum SafeFile {
    /// Replaces (or creates) `path` with `data`; throws ``SymlinkRefusal``
    /// or ``FileWriteError``. An existing file's permission bits are kept;
    /// a new file gets 0644 less the umask.
    public static func write(_ data: Data, to path: String) throws {
        let existing = try refuseLink(path)
        let (descriptor, temporary) = try createTemporary(for: path)
        var failure = writeAll(data, to: descriptor)
        if failure == nil, let existing, isRegular(existing.st_mode), fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
            failure = errno
        }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        do {
            if let failure { throw FileWriteError(path: path, reason: String(cString: strerror(failure))) }
            _ = try refuseLink(path)
            guard rename(temporary, path) == 0 else {
                throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Opens `path` for writing from the start (created 0644 less the umask,
    /// or truncated), not following a link; the caller writes and closes the
    /// descriptor. Throws ``SymlinkRefusal`` or ``FileWriteError``.
    public static func openForLines(_ path: String) throws -> Int32 {
        _ = try refuseLink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            // ELOOP: a link appeared after the check.
            if errno == ELOOP { throw SymlinkRefusal(path: path, link: path) }
            throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// Makes the folders of the relative path `relative` inside `base` (which
    /// must exist), refusing any of them that is a link: afterwards
    /// `base/relative` can be written with ``write(_:to:)`` without leaving
    /// `base`. `relative` must not hold `..`.
    public static func createFolders(for relative: String, under base: String) throws {
        let target = (base as NSString).appendingPathComponent(relative)
        var folder = base
        for component in (relative as NSString).deletingLastPathComponent.split(separator: "/") {
            folder = (folder as NSString).appendingPathComponent(String(component))
            var info = stat()
            if lstat(folder, &info) != 0 {
                if mkdir(folder, 0o777) == 0 || errno == EEXIST {
                    guard lstat(folder, &info) == 0 else { throw FileWriteError(path: target, reason: String(cString: strerror(errno))) }
                } else {
                    throw FileWriteError(path: target, reason: String(cString: strerror(errno)))
                }
            }
            if isLink(info.st_mode) { throw SymlinkRefusal(path: target, link: folder) }
            guard isDirectory(info.st_mode) else { throw FileWriteError(path: target, reason: "\(folder) is not a folder") }
        }
    }

    /// Removes the file or link at `path` (never what a link points at);
    /// nothing happens when there is none.
    public static func remove(_ path: String) {
        unlink(path)
    }

    /// Throws when `path` is a link; returns its `lstat` (nil when it does not exist).
    private static func refuseLink(_ path: String) throws -> stat? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if isLink(info.st_mode) { throw SymlinkRefusal(path: path, link: path) }
        return info
    }

    /// A new, empty file next to `path` that no one else has open.
    private static func createTemporary(for path: String) throws -> (Int32, String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = "." + (path as NSString).lastPathComponent + ".tmp-\(getpid())-"
        while true {
            let candidate = (folder as NSString).appendingPathComponent(name + String(UInt32.random(in: 0...UInt32.max), radix: 16))
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, candidate) }
            if errno != EEXIST { throw FileWriteError(path: path, reason: String(cString: strerror(errno))) }
        }
    }

    /// Writes every byte; returns the errno of a failure, or nil.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? errno : ENOSPC }
                offset += n
            }
            return nil
        }
    }

    private static func isLink(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFLNK }
    private static func isDirectory(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFDIR }
    private static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }
}
