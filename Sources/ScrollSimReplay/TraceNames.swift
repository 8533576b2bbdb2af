import Foundation

/// How `--trace DIR` names the trace of each script: its path relative to a
/// base folder with `.csv` in place of its extension, so scripts of the same
/// name in different folders get different traces. With the base the folder
/// common to all the scripts of a run, `d1/x.replay` and `d2/x.replay` write
/// `DIR/d1/x.csv` and `DIR/d2/x.csv`, and one script (or one folder of
/// scripts) writes `DIR/x.csv`.
///
/// ```swift
/// let base = TraceNames.commonFolder(of: ["a/d1/x.replay", "a/d2/x.replay"])   // "/cwd/a"
/// TraceNames.name(of: "a/d2/x.replay", base: base)                             // "d2/x.csv"
/// ```
public enum TraceNames {
    /// The deepest folder holding all of `files` (absolute, without `.` or
    /// `..`; relative paths are taken from the working folder). `files` must
    /// not be empty.
    public static func commonFolder(of files: [String]) -> String {
        let folders = files.map { components(absolute($0)).dropLast() }
        var common = Array(folders[0])
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }

    /// The trace of `file`, relative to the trace folder: its path below
    /// `base` with the extension replaced by `.csv`; with no base, its file
    /// name. Nil when `file` is not inside `base`. Never holds `..`.
    public static func name(of file: String, base: String?) -> String? {
        let path = components(absolute(file))
        var relative = [path.last ?? file]
        if let base {
            let folder = components(absolute(base))
            guard path.count > folder.count, Array(path.prefix(folder.count)) == folder else { return nil }
            relative = Array(path.dropFirst(folder.count))
        }
        return (NSString.path(withComponents: relative) as NSString).deletingPathExtension + ".csv"
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func components(_ path: String) -> [String] {
        (path as NSString).pathComponents
    }
}
