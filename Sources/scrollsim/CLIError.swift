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

let usage = """
usage: scrollsim <command> [options]

commands:
  demo     open the demo window (default)
             --scene NAME        scroll (default), textbox, readsize, message, intrinsic
             --device NAME       iphone14 (default), iphone14promax, iphonese, ipad, desktop
             --size WxH          a plain window of W × H points instead of a device
             --scale N           render at N× (text rasterised at N×); default 1
             --profile P         uikit (default) or swiftui: how Go to Top animates
             --headless          no window: render with the software renderer
             --screenshot FILE   with --headless: write the settled scene to a PNG
             --assets DIR        where Fonts/ is (default: $SCROLLSIM_ASSETS or ./Assets)
             --record FILE       write what you do as a replay script (prints the final offset on exit)
           keys: 1–5 scenes, Tab sample text, H HUD, D view outlines, Q/Esc quit;
                 arrows, Page Up/Down, Space, Home, End scroll
  trace    print the offset frame by frame as CSV (time,offset_x,offset_y,velocity_y,phase)
             --scenario NAME     gototop (default), fling, wheel, bounce
             --profile P, --device NAME, --size WxH, --scale N, --assets DIR, --fixed-font
  replay   run .replay scripts: scrollsim replay FILE_OR_DIR...
             --window            watch in a real window at real speed (default: headless, virtual clock)
             --trace DIR         write the offset frame by frame to DIR/<script>.csv, named by the script's
                                 path below the folder common to all scripts (d1/x.replay: DIR/d1/x.csv)
             --trace-base B      name traces by the path below B instead (given to --jobs children)
             --update-goldens    re-record every screenshot golden (else SCROLLSIM_RECORD=all|missing|failed|never,
                                 default missing: record goldens that do not exist yet)
             --jobs N            run N scripts at a time in separate processes
             --quiet             print only the per-script lines (no summary)
             --assets DIR        where Fonts/ is
           prints PASS FILE or FAIL FILE:LINE: …, one line per script, then 'N passed, N failed';
           exit status 1 when any script fails
  bench    the benchmark: a fixed list workload, medians and ranges over repeated runs
             --rows N            lay out N rows only (default: 1000 and 10000)
             --json              print {"rows": N, "figures": {...}} for machines
             --profile-layout    lay out once and exit (for running under perf or valgrind)
             --profile-edit      2,000 row edits, then percentiles of update and draw times
             --profile-render S  render the main scene 1,000 times at scale S (1 or 2)
             --profile-replay    run the Go to Top replay 300 times
  soak     random input on the main scene for N virtual minutes (60 Hz), checked after every frame:
           finite offsets, offset in range at rest, legal phases, one frame per step, flat memory
             --minutes N         virtual minutes (default 30)
             --seed S            the random seed (default: from the clock; printed first)
             --out FILE          the replay script of the input (default soak-SEED.replay); kept only on a failure
             --no-render         skip rendering each frame with the software renderer
             --assets DIR        where Fonts/ is
           exit status 1 on a failure, with the seed and the script that replays it
  plots    write the reference charts (SVG) computed from the scroll physics
             --out DIR           where to write them (default docs/plots)
  help     this text
"""
