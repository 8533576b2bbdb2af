import CSDL2

/// Loads an image with SDL_image and reports its size and top-left RGB.
@MainActor
func IMGLoad(_ path: String) -> (width: Int, height: Int, topLeft: [UInt8])? {
    guard let image = IMG_Load(path) else { return nil }
    defer { SDL_FreeSurface(image) }
    guard let rgba = SDL_ConvertSurfaceFormat(image, scrollsim_pixelformat_rgba32(), 0) else { return nil }
    defer { SDL_FreeSurface(rgba) }
    let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    return (Int(image.pointee.w), Int(image.pointee.h), [bytes[0], bytes[1], bytes[2]])
}
