import CSDL2
import Foundation
import ScrollSimCore

/// The SDL side of an app: a window (or an offscreen surface), its renderer,
/// a text measurer, input events, a clock and screenshots.
///
/// Windowed, it opens a resizable X11 window of `size × scale` device pixels
/// with an accelerated, vsynced renderer (falling back to the software
/// renderer). A window larger than the display's usable area is shown scaled
/// down to fit (see ``fit``): the frame is still rendered at full size, into a
/// texture that ``present()`` draws scaled into the window, and input
/// positions are mapped back to points at the full size. Headless, it uses SDL's `offscreen` video driver and the
/// software renderer on an RGBA32 surface, which gives identical pixels on
/// every machine.
///
/// ```swift
/// let host = try SDLWindowHost(title: "ScrollSim", size: CGSize(width: 390, height: 844),
///                              scale: 2, headless: true, fontsDirectory: "Assets/Fonts")
/// host.renderer.render(frame, background: .white)
/// try host.savePNG(path: "out.png")   // read before present
/// host.present()
/// ```
@MainActor
public final class SDLWindowHost {
    /// Device pixels per point.
    ///
    /// ```swift
    /// host.scale   // 2
    /// ```
    public let scale: CGFloat
    /// True when drawing to an offscreen surface instead of a window.
    ///
    /// ```swift
    /// if host.isHeadless { try host.savePNG(path: "out.png") }
    /// ```
    public let isHeadless: Bool
    /// The drawable size in points; updated when the window is resized.
    ///
    /// ```swift
    /// let viewport = CGRect(origin: .zero, size: host.size)
    /// ```
    public private(set) var size: CGSize
    /// The window title.
    ///
    /// ```swift
    /// print(host.title)
    /// ```
    public private(set) var title: String
    /// Measures text with the same fonts the renderer draws with.
    ///
    /// ```swift
    /// let lineHeight = host.measurer.lineHeight(for: .body)
    /// ```
    public let measurer: SDLTextMeasurer
    /// Images by name from the `Images` folder beside `fontsDirectory`
    /// (`Assets/Images` for `Assets/Fonts`), for the app's graph and the renderer.
    ///
    /// ```swift
    /// let app = ScrollSimApp(Feed(), measurer: host.measurer, size: host.size, images: host.images)
    /// ```
    public let images: SDLImageProvider
    /// Draws draw lists. Headless, ``resize(to:)`` replaces it with a new one,
    /// so read it each frame rather than keeping it.
    ///
    /// ```swift
    /// host.renderer.render(frame, background: .white)
    /// ```
    public private(set) var renderer: SDLRenderer
    /// How the window was fitted on the display when it opened: its rendered
    /// and shown sizes and the factor between them, which stays for the
    /// window's life (a resized window keeps showing its pixels at that
    /// factor). Headless, or when the window fits, the factor is 1.
    ///
    /// ```swift
    /// if let notice = host.fit.notice(scale: 2) { print(notice) }
    /// ```
    public let fit: WindowFit

    private var window: OpaquePointer?
    /// The full-size frame a scaled-down window renders into (nil when shown at 1:1).
    private var target: OpaquePointer?
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var initializedSubsystems: UInt32
    private var translator: SDLEventTranslator
    private let clockStart: UInt64
    private let clockFrequency: Double

    /// Opens a window (or, with `headless`, an offscreen surface) of `size`
    /// points at `scale` device pixels per point, with fonts from
    /// `fontsDirectory`.
    ///
    /// Throws ``SDLBackendError`` with one sentence when there is no display,
    /// a font is missing, or SDL fails.
    ///
    /// ```swift
    /// let host = try SDLWindowHost(title: "Demo", size: CGSize(width: 390, height: 844),
    ///                              scale: 2, headless: false, fontsDirectory: "Assets/Fonts")
    /// ```
    public init(title: String, size: CGSize, scale: CGFloat, headless: Bool, fontsDirectory: String) throws {
        guard scale.isFinite, scale > 0 else {
            throw SDLBackendError("The scale must be a positive number, not \(scale).")
        }
        let pixelWidth = Int((size.width * scale).rounded())
        let pixelHeight = Int((size.height * scale).rounded())
        guard size.width.isFinite, size.height.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw SDLBackendError("The window size \(size.width)×\(size.height) points at scale \(scale) is not a drawable size.")
        }
        let measurer = try SDLTextMeasurer(fontsDirectory: fontsDirectory, scale: scale)

        var subsystems: UInt32
        var window: OpaquePointer?
        var surface: UnsafeMutablePointer<SDL_Surface>?
        var target: OpaquePointer?
        var fit = WindowFit(pixelWidth: pixelWidth, pixelHeight: pixelHeight, usableWidth: 0, usableHeight: 0)
        let sdlRenderer: OpaquePointer
        if headless {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            subsystems = UInt32(SDL_INIT_VIDEO)
            if SDL_InitSubSystem(subsystems) != 0 {
                // Drawing needs no video driver; events alone will do.
                subsystems = UInt32(SDL_INIT_EVENTS)
                guard SDL_InitSubSystem(subsystems) == 0 else {
                    throw SDLBackendError.sdl("SDL could not start its event system")
                }
            }
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                         scrollsim_pixelformat_rgba32()) else {
                let error = SDLBackendError.sdl("SDL could not create a \(pixelWidth)×\(pixelHeight) offscreen surface")
                SDL_QuitSubSystem(subsystems)
                throw error
            }
            guard let r = SDL_CreateSoftwareRenderer(s) else {
                let error = SDLBackendError.sdl("SDL could not create a software renderer")
                SDL_FreeSurface(s)
                SDL_QuitSubSystem(subsystems)
                throw error
            }
            surface = s
            sdlRenderer = r
        } else {
            guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
                throw SDLBackendError("No display found (DISPLAY is not set): run with --headless --screenshot out.png, or under xvfb-run.")
            }
            setenv("SDL_VIDEODRIVER", "x11", 1)
            subsystems = UInt32(SDL_INIT_VIDEO)
            guard SDL_InitSubSystem(subsystems) == 0 else {
                throw SDLBackendError.sdl("SDL could not open the X11 display \(display)")
            }
            var usable = SDL_Rect()
            if SDL_GetDisplayUsableBounds(0, &usable) == 0 {
                fit = WindowFit(pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                usableWidth: Int(usable.w), usableHeight: Int(usable.h))
            }
            let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
            guard let w = SDL_CreateWindow(title, scrollsim_windowpos_centered(), scrollsim_windowpos_centered(),
                                           Int32(fit.windowWidth), Int32(fit.windowHeight), flags) else {
                let error = SDLBackendError.sdl("SDL could not create a \(fit.windowWidth)×\(fit.windowHeight) window")
                SDL_QuitSubSystem(subsystems)
                throw error
            }
            let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            guard let r = SDL_CreateRenderer(w, -1, accelerated)
                    ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                let error = SDLBackendError.sdl("SDL could not create a renderer for the window")
                SDL_DestroyWindow(w)
                SDL_QuitSubSystem(subsystems)
                throw error
            }
            if fit.isScaledDown {
                do {
                    target = try Self.makeTarget(r, width: pixelWidth, height: pixelHeight)
                } catch {
                    SDL_DestroyRenderer(r)
                    SDL_DestroyWindow(w)
                    SDL_QuitSubSystem(subsystems)
                    throw error
                }
            }
            window = w
            sdlRenderer = r
        }

        self.scale = scale
        self.isHeadless = headless
        self.size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
        self.title = title
        self.measurer = measurer
        let images = SDLImageProvider(directory: ((fontsDirectory as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("Images"))
        self.images = images
        self.renderer = SDLRenderer(renderer: sdlRenderer, scale: scale, measurer: measurer, ownsRenderer: true, images: images)
        self.window = window
        self.surface = surface
        self.target = target
        self.fit = fit
        self.initializedSubsystems = subsystems
        self.translator = SDLEventTranslator(scale: scale, presentationFactor: fit.factor)
        self.clockStart = SDL_GetPerformanceCounter()
        self.clockFrequency = Double(SDL_GetPerformanceFrequency())
    }

    isolated deinit {
        if let target { SDL_DestroyTexture(target) }
        renderer.invalidate()
        if let window { SDL_DestroyWindow(window) }
        if let surface { SDL_FreeSurface(surface) }
        SDL_QuitSubSystem(initializedSubsystems)
    }

    /// The drawable size in device pixels.
    ///
    /// ```swift
    /// host.pixelSize   // (780, 1688) for 390×844 points at 2×
    /// ```
    public var pixelSize: (width: Int, height: Int) { renderer.outputSize }

    /// The input that arrived since the last call, in window points.
    ///
    /// ```swift
    /// for event in host.pollEvents() {
    ///     if event == .quit { running = false }
    /// }
    /// ```
    public func pollEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            events += translate(event)
        }
        return events
    }

    /// Waits up to `timeout` seconds for input, then returns everything that
    /// arrived (possibly nothing).
    ///
    /// ```swift
    /// let events = host.waitEvents(timeout: 1.0 / 60)
    /// ```
    public func waitEvents(timeout: Double) -> [InputEvent] {
        var event = SDL_Event()
        let milliseconds = Int32(max(0, min(Double(Int32.max), (timeout * 1000).rounded())))
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0 else { return [] }
        return translate(event) + pollEvents()
    }

    /// Shows the frame just rendered. Read pixels or save a PNG before this.
    ///
    /// ```swift
    /// host.renderer.render(list, background: .white)
    /// host.present()
    /// ```
    public func present() {
        guard let r = renderer.sdlRenderer else { return }
        guard let target else {
            SDL_RenderPresent(r)
            return
        }
        SDL_SetRenderTarget(r, nil)
        SDL_RenderCopy(r, target, nil, nil)
        SDL_RenderPresent(r)
        SDL_SetRenderTarget(r, target)
    }

    /// Changes the drawable size to `newSize` points. Headless, this makes a
    /// new surface and a new ``renderer`` (text textures are rasterised again).
    ///
    /// ```swift
    /// try host.resize(to: CGSize(width: 430, height: 932))
    /// ```
    public func resize(to newSize: CGSize) throws {
        let pixelWidth = Int((newSize.width * scale).rounded())
        let pixelHeight = Int((newSize.height * scale).rounded())
        guard newSize.width.isFinite, newSize.height.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw SDLBackendError("The size \(newSize.width)×\(newSize.height) points at scale \(scale) is not a drawable size.")
        }
        if let window {
            if target != nil {
                try replaceTarget(width: pixelWidth, height: pixelHeight)
            }
            SDL_SetWindowSize(window, Int32((Double(pixelWidth) * fit.factor).rounded()),
                              Int32((Double(pixelHeight) * fit.factor).rounded()))
        } else {
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                         scrollsim_pixelformat_rgba32()) else {
                throw SDLBackendError.sdl("SDL could not create a \(pixelWidth)×\(pixelHeight) offscreen surface")
            }
            guard let r = SDL_CreateSoftwareRenderer(s) else {
                let error = SDLBackendError.sdl("SDL could not create a software renderer")
                SDL_FreeSurface(s)
                throw error
            }
            renderer.invalidate()
            if let surface { SDL_FreeSurface(surface) }
            surface = s
            renderer = SDLRenderer(renderer: r, scale: scale, measurer: measurer, ownsRenderer: true, images: images)
        }
        size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Sets the window title (headless, it is only remembered).
    ///
    /// ```swift
    /// host.setTitle("ScrollSim — 60 fps")
    /// ```
    public func setTitle(_ title: String) {
        self.title = title
        if let window { SDL_SetWindowTitle(window, title) }
    }

    /// Monotonic seconds since the host was created (`SDL_GetPerformanceCounter`).
    ///
    /// ```swift
    /// let t = host.now()
    /// ```
    public func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- clockStart) / clockFrequency
    }

    /// The rendered pixels, RGBA, 4 bytes a pixel, rows top to bottom.
    /// Call it after rendering and before ``present()``.
    ///
    /// ```swift
    /// let shot = try host.readPixels()
    /// let firstRed = shot.pixels[0]
    /// ```
    public func readPixels() throws -> (width: Int, height: Int, pixels: [UInt8]) {
        guard renderer.sdlRenderer != nil else {
            throw SDLBackendError("The renderer is gone, so there are no pixels to read.")
        }
        let (width, height) = renderer.outputSize
        guard let pixels = renderer.readPixels(PixelRect(x0: 0, y0: 0, x1: width, y1: height)) else {
            throw SDLBackendError.sdl("SDL could not read the rendered pixels")
        }
        return (width, height, pixels)
    }

    /// Writes the rendered frame to a PNG file, renamed into place and never
    /// through a symbolic link (``PNGImage/write(to:)``). Call it before ``present()``.
    ///
    /// ```swift
    /// try host.savePNG(path: "/tmp/frame.png")
    /// ```
    public func savePNG(path: String) throws {
        let directory = ((path as NSString).expandingTildeInPath as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty,
           !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw SDLBackendError("Could not write a PNG to \(path) because the directory \(directory) does not exist.")
        }
        let shot = try readPixels()
        try PNGImage(width: shot.width, height: shot.height, pixels: shot.pixels).write(to: path)
    }

    private func translate(_ event: SDL_Event) -> [InputEvent] {
        let inputs = translator.translate(event, modifiers: UInt32(SDL_GetModState().rawValue))
        for case let .resize(newSize) in inputs {
            size = newSize
            if target != nil {
                // A scaled-down window renders at the new size divided by the factor.
                let width = Int((newSize.width * scale).rounded())
                let height = Int((newSize.height * scale).rounded())
                do {
                    try replaceTarget(width: width, height: height)
                } catch {
                    // Keep the old frame size; the next resize tries again.
                    FileHandle.standardError.write(Data("ScrollSim: \(error)\n".utf8))
                }
            }
        }
        return inputs
    }

    /// A `width × height` render-target texture, drawn into the window with linear filtering, and made `r`'s target.
    private static func makeTarget(_ r: OpaquePointer, width: Int, height: Int) throws -> OpaquePointer {
        guard let texture = SDL_CreateTexture(r, scrollsim_pixelformat_rgba32(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(width), Int32(height)) else {
            throw SDLBackendError.sdl("SDL could not create a \(width)×\(height) texture to render the scaled-down window into")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        guard SDL_SetRenderTarget(r, texture) == 0 else {
            let error = SDLBackendError.sdl("SDL could not render into a texture for the scaled-down window")
            SDL_DestroyTexture(texture)
            throw error
        }
        return texture
    }

    /// Replaces the render-target texture of a scaled-down window with one of `width × height` pixels.
    private func replaceTarget(width: Int, height: Int) throws {
        guard let r = renderer.sdlRenderer, let old = target else { return }
        let new = try Self.makeTarget(r, width: width, height: height)
        SDL_DestroyTexture(old)
        target = new
    }
}
