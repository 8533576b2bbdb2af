import ScrollSimCore

/// A rasterised line of text: its characters in one font, at the renderer's scale.
struct TextKey: Hashable, Sendable {
    var text: String
    var font: Font
}
