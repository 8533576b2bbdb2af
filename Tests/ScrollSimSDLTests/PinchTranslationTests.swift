import CSDL2
import Foundation
import ScrollSimCore
@testable import ScrollSimSDL
import Testing

/// The demo's stand-in for two fingers: Ctrl+wheel pinches at the pointer,
/// Ctrl+Shift+wheel turns, releasing Ctrl lifts (docs/layout-rules.md,
/// Gestures). Window pixels at scale 2: (200, 300) is the point (100, 150).
@Suite struct PinchTranslationTests {
    func wheel(_ y: Float, at x: Int32 = 200, _ y0: Int32 = 300) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseY = y
        e.wheel.y = Int32(y)
        e.wheel.mouseX = x
        e.wheel.mouseY = y0
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    func keyUp(_ sym: SDL_KeyCode) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYUP.rawValue
        e.key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
        return e
    }

    @Test func ctrlWheelPinchesAndCtrlReleaseLifts() {
        var t = SDLEventTranslator(scale: 2)
        let ctrl = KMOD_LCTRL.rawValue, shift = KMOD_LSHIFT.rawValue
        let p = CGPoint(x: 100, y: 150)
        #expect(t.translate(wheel(1), modifiers: ctrl) == [.twoFinger(.down(p)), .twoFinger(.move(center: p, scale: 1.1, rotation: 0))])
        #expect(t.translate(wheel(2, at: 0, 0), modifiers: ctrl) == [.twoFinger(.move(center: p, scale: 1.3, rotation: 0))],
                "the pinch stays where it started")
        #expect(t.translate(wheel(-1), modifiers: ctrl | shift) == [.twoFinger(.move(center: p, scale: 1.3, rotation: -.pi / 36))])
        #expect(t.translate(wheel(-20), modifiers: ctrl) == [.twoFinger(.move(center: p, scale: 0.1, rotation: -.pi / 36))],
                "no closer than a tenth")
        #expect(t.translate(keyUp(SDLK_LCTRL), modifiers: 0) == [.twoFinger(.up)])
        #expect(t.translate(keyUp(SDLK_LCTRL), modifiers: 0).isEmpty, "nothing to lift")
        #expect(t.translate(wheel(-1), modifiers: 0) == [.wheel(dx: 0, dy: -1, at: p)])
        // A plain wheel during a pinch lifts it first.
        _ = t.translate(wheel(1), modifiers: ctrl)
        #expect(t.translate(wheel(-1), modifiers: 0) == [.twoFinger(.up), .wheel(dx: 0, dy: -1, at: p)])
    }
}
