import Foundation
import ScrollSim
import ScrollSimSDL

/// `scrollsim plots`: writes the reference charts (SVG) computed from the
/// scroll physics, by default to `docs/plots`, each renamed into place and
/// never through a symbolic link (SafeFile).
struct PlotsCommand {
    let options: Options
    init(_ options: Options) { self.options = options }

    func run() throws -> Int32 {
        let directory = options["out"] ?? "docs/plots"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create the folder '\(directory)': \(error.localizedDescription)")
        }
        for chart in ReferencePlots.all() {
            let path = (directory as NSString).appendingPathComponent(chart.fileName)
            do {
                try SafeFile.write(Data(chart.svg.utf8), to: path)
            } catch {
                throw CLIError("\(error)")
            }
            print("wrote \(path)")
        }
        return 0
    }
}
