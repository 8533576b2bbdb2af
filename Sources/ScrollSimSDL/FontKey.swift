/// One opened font: a face at a whole number of device pixels per em.
struct FontKey: Hashable, Sendable {
    var face: FontFace
    var pixelSize: Int
}
