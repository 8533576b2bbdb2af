import CSDL2
import ScrollSimCore

/// Turns SDL events into ``InputEvent``s in window points.
///
/// SDL on X11 reports mouse positions and window sizes in window pixels
/// (there is no Hi-DPI scaling). A window shown scaled down has
/// `presentationFactor` window pixels per rendered pixel, so positions are
/// divided by it and then by `scale`, the rendered pixels per point.
///
/// The wheel with Ctrl held is a pinch at the pointer (a desktop has no
/// second finger; SDL 2 on X11 delivers no trackpad pinch, and
/// `SDL_MULTIGESTURE` only from a touch screen): the first notch puts two
/// fingers down, each notch away from the user spreads them by a tenth of
/// their first distance (toward the user brings them together, to a tenth
/// at least), with Shift as well each notch turns them 5° (away from the
/// user clockwise), and releasing Ctrl, a button or a wheel without Ctrl
/// lifts them.
struct SDLEventTranslator {
    var scale: CGFloat
    var presentationFactor: Double = 1
    /// The Ctrl+wheel pinch in progress: its midpoint, scale and rotation (radians).
    private var pinch: (center: CGPoint, scale: CGFloat, rotation: CGFloat)?

    /// The scale a Ctrl+wheel notch adds.
    static let pinchStep: CGFloat = 0.1
    /// The smallest scale a Ctrl+wheel pinch reaches.
    static let pinchMinimum: CGFloat = 0.1
    /// The radians a Ctrl+Shift+wheel notch turns: 5°.
    static let rotationStep: CGFloat = .pi / 36

    init(scale: CGFloat, presentationFactor: Double = 1) {
        self.scale = scale
        self.presentationFactor = presentationFactor
    }

    /// The input events for an SDL event (none for events the app ignores);
    /// `modifiers` are SDL's key modifiers held at the time (`SDL_GetModState`).
    mutating func translate(_ event: SDL_Event, modifiers: UInt32) -> [InputEvent] {
        if event.type == SDL_MOUSEWHEEL.rawValue, modifiers & KMOD_CTRL.rawValue != 0 {
            let w = event.wheel
            let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let notches = CGFloat(w.preciseY) * flip
            var events: [InputEvent] = []
            var p = pinch ?? (point(w.mouseX, w.mouseY), 1, 0)
            if pinch == nil { events.append(.twoFinger(.down(p.center))) }
            if modifiers & KMOD_SHIFT.rawValue != 0 {
                p.rotation += notches * Self.rotationStep
            } else {
                p.scale = max(Self.pinchMinimum, p.scale + notches * Self.pinchStep)
            }
            pinch = p
            events.append(.twoFinger(.move(center: p.center, scale: p.scale, rotation: p.rotation)))
            return events
        }
        var events: [InputEvent] = []
        let lifts = event.type == SDL_MOUSEBUTTONDOWN.rawValue || event.type == SDL_MOUSEWHEEL.rawValue
            || event.type == SDL_QUIT.rawValue || (event.type == SDL_KEYUP.rawValue && Self.isCtrl(event.key.keysym.sym))
        if pinch != nil, lifts {
            pinch = nil
            events.append(.twoFinger(.up))
        }
        if let e = translateOne(event) { events.append(e) }
        return events
    }

    /// The input event for an SDL event other than a Ctrl+wheel, or nil for events the app ignores.
    private func translateOne(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .pointerDown(point(event.button.x, event.button.y))
        case SDL_MOUSEBUTTONUP.rawValue where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .pointerUp(point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION.rawValue:
            return .pointerMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: CGFloat(w.preciseX) * flip, dy: CGFloat(w.preciseY) * flip,
                          at: point(w.mouseX, w.mouseY))
        case SDL_KEYDOWN.rawValue:
            guard let key = Self.key(event.key.keysym.sym) else { return nil }
            let shift = (UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue) != 0
            return .key(key, shift: shift)
        case SDL_TEXTINPUT.rawValue:
            // A NUL-terminated UTF-8 string of at most 32 bytes.
            var chars = event.text.text
            let typed = withUnsafeBytes(of: &chars) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return typed.isEmpty ? nil : .text(typed)
        case SDL_WINDOWEVENT.rawValue:
            guard event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) else { return nil }
            // Whole rendered pixels: a factor such as 720 / 1688 would otherwise make 844 points 843.999….
            let width = (Double(event.window.data1) / presentationFactor).rounded()
            let height = (Double(event.window.data2) / presentationFactor).rounded()
            return .resize(CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        default:
            return nil
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(Double(x) / presentationFactor) / scale, y: CGFloat(Double(y) / presentationFactor) / scale)
    }

    /// True for either Ctrl key.
    static func isCtrl(_ sym: SDL_Keycode) -> Bool {
        let code = UInt32(bitPattern: sym)
        return code == SDLK_LCTRL.rawValue || code == SDLK_RCTRL.rawValue
    }

    /// The app key for an SDL key code.
    static func key(_ sym: SDL_Keycode) -> Key? {
        switch UInt32(bitPattern: sym) {
        case SDLK_UP.rawValue: .up
        case SDLK_DOWN.rawValue: .down
        case SDLK_LEFT.rawValue: .left
        case SDLK_RIGHT.rawValue: .right
        case SDLK_PAGEUP.rawValue: .pageUp
        case SDLK_PAGEDOWN.rawValue: .pageDown
        case SDLK_SPACE.rawValue: .space
        case SDLK_HOME.rawValue: .home
        case SDLK_END.rawValue: .end
        case SDLK_TAB.rawValue: .tab
        case SDLK_ESCAPE.rawValue: .escape
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: .enter
        case SDLK_BACKSPACE.rawValue: .backspace
        case SDLK_h.rawValue: .h
        case SDLK_d.rawValue: .d
        case SDLK_r.rawValue: .r
        case SDLK_q.rawValue: .q
        case SDLK_1.rawValue: .digit1
        case SDLK_2.rawValue: .digit2
        case SDLK_3.rawValue: .digit3
        case SDLK_4.rawValue: .digit4
        case SDLK_5.rawValue: .digit5
        case SDLK_6.rawValue: .digit6
        case SDLK_7.rawValue: .digit7
        case SDLK_8.rawValue: .digit8
        case SDLK_9.rawValue: .digit9
        case SDLK_0.rawValue: .digit0
        default: nil
        }
    }
}
