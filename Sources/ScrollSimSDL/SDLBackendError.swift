import Foundation
import CSDL2

/// A failure of the SDL backend: a font file that cannot be opened, a window or
/// renderer SDL would not create, a PNG that could not be written.
///
/// Its description is one sentence saying what failed; when SDL gave a reason,
/// the reason ends the sentence.
///
/// ```swift
/// do {
///     _ = try SDLTextMeasurer(fontsDirectory: "/missing", scale: 2)
/// } catch {
///     print(error)   // The font file /missing/NanumSquareR.ttf does not exist.
/// }
/// ```
public struct SDLBackendError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The one-sentence explanation.
    ///
    /// ```swift
    /// catch let error as SDLBackendError { print(error.message) }
    /// ```
    public let message: String

    /// An error with an explanation that is already one sentence.
    ///
    /// ```swift
    /// throw SDLBackendError("The window size must be positive.")
    /// ```
    public init(_ message: String) {
        self.message = message
    }

    /// The explanation, as printed.
    ///
    /// ```swift
    /// print(SDLBackendError("Nothing works.").description)   // Nothing works.
    /// ```
    public var description: String { message }

    /// An error for a failed SDL call: `what` followed by SDL's own reason.
    ///
    /// ```swift
    /// throw SDLBackendError.sdl("SDL could not create the window")
    /// // "SDL could not create the window: No available video device."
    /// ```
    @MainActor
    public static func sdl(_ what: String) -> SDLBackendError {
        SDLBackendError(sentence(what, reason: String(cString: SDL_GetError())))
    }

    /// An error for a failed SDL_ttf call: `what` followed by SDL_ttf's reason.
    ///
    /// ```swift
    /// throw SDLBackendError.ttf("SDL_ttf could not start")
    /// ```
    @MainActor
    public static func ttf(_ what: String) -> SDLBackendError {
        SDLBackendError(sentence(what, reason: String(cString: scrollsim_ttf_error())))
    }

    /// An error for a failed SDL_image call: `what` followed by SDL_image's reason.
    ///
    /// ```swift
    /// throw SDLBackendError.image("Could not write a PNG to /x.png")
    /// ```
    @MainActor
    public static func image(_ what: String) -> SDLBackendError {
        SDLBackendError(sentence(what, reason: String(cString: scrollsim_img_error())))
    }

    /// Joins a statement and a reason into one sentence ending with a full stop.
    static func sentence(_ what: String, reason: String) -> String {
        var reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        while reason.hasSuffix(".") { reason.removeLast() }
        return reason.isEmpty ? what + "." : what + ": " + reason + "."
    }
}
