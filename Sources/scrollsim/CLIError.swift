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
           keys: 1–5 scenes, Tab sample text, H HUD, D view outlines, Q/Esc quit;
                 arrows, Page Up/Down, Space, Home, End scroll
  trace    print the offset frame by frame as CSV (time,offset_x,offset_y,velocity_y,phase)
             --scenario NAME     gototop (default), fling, wheel, bounce
             --profile P, --device NAME, --size WxH, --scale N, --assets DIR, --fixed-font
  plots    write the reference charts (SVG) computed from the scroll physics
             --out DIR           where to write them (default docs/plots)
  help     this text
"""
