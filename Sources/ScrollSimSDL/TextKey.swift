/// A rasterised line of text: its characters in one face at one pixel size.
struct TextKey: Hashable, Sendable {
    var text: String
    var font: FontKey
}
