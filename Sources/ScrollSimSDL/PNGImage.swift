import CSDL2
import Foundation

/// An RGBA image, 4 bytes a pixel, rows top to bottom, read from and
/// written to PNG with SDL_image: screenshots and their goldens.
///
/// ```swift
/// let image = try PNGImage(path: "golden.png")
/// let p = image.pixel(10, 20)   // (r, g, b, a)
/// try image.write(to: "copy.png")
/// ```
public struct PNGImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Row-major RGBA bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads `path`; throws a one-sentence error naming the path when it cannot.
    @MainActor
    public init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw SDLBackendError("The image \(path) does not exist.")
        }
        guard let image = IMG_Load(path) else {
            throw SDLBackendError.image("SDL_image could not read \(path)")
        }
        defer { SDL_FreeSurface(image) }
        // An RGBA PNG (every screenshot ScrollSim writes) loads as RGBA already.
        var converted: UnsafeMutablePointer<SDL_Surface>?
        if image.pointee.format.pointee.format != scrollsim_pixelformat_rgba32() {
            converted = SDL_ConvertSurfaceFormat(image, scrollsim_pixelformat_rgba32(), 0)
            guard converted != nil else { throw SDLBackendError.sdl("SDL could not convert \(path) to RGBA") }
        }
        defer { if let converted { SDL_FreeSurface(converted) } }
        let rgba = converted ?? image
        let w = Int(rgba.pointee.w)
        let h = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        let row = w * 4
        guard row * h > 0, let pixels = rgba.pointee.pixels else {
            self.init(width: w, height: h, pixels: [])
            return
        }
        let bytes = UnsafeRawPointer(pixels)
        let out = [UInt8](unsafeUninitializedCapacity: row * h) { buffer, count in
            for y in 0..<h {
                // One row at a time (SDL may pad rows to `pitch` bytes).
                UnsafeMutableRawPointer(buffer.baseAddress! + y * row).copyMemory(from: bytes + y * pitch, byteCount: row)
            }
            count = row * h
        }
        self.init(width: w, height: h, pixels: out)
    }

    /// Writes the image as a PNG at `path` (`~` expanded) with ``SafeFile``:
    /// all at once by renaming into place, never through a symbolic link
    /// (that throws ``SymlinkRefusal``); any other failure throws a
    /// one-sentence error naming the path.
    @MainActor
    public func write(to path: String) throws {
        let data = try pngData(naming: path)
        do {
            try SafeFile.write(data, to: (path as NSString).expandingTildeInPath)
        } catch let error as FileWriteError {
            throw SDLBackendError("Could not write a PNG to \(path) (\(error.reason)).")
        }
    }

    /// The image encoded as a PNG file's bytes (`path` names it in errors).
    @MainActor
    public func pngData(naming path: String = "the image") throws -> Data {
        // SDL_image writes to a FILE; open_memstream keeps it in memory. The
        // buffer and its size must outlive the stream, so they are allocated.
        let buffer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
        let size = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        buffer.initialize(to: nil)
        size.initialize(to: 0)
        defer {
            free(buffer.pointee)
            buffer.deallocate()
            size.deallocate()
        }
        guard let stream = open_memstream(buffer, size) else {
            throw SDLBackendError("Could not encode the PNG \(path) (\(String(cString: strerror(errno)))).")
        }
        guard let rw = SDL_RWFromFP(stream, SDL_TRUE) else {
            fclose(stream)
            throw SDLBackendError.sdl("SDL could not open a memory stream for the PNG \(path)")
        }
        var copy = pixels
        try copy.withUnsafeMutableBytes { bytes in
            guard let s = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32,
                                                             Int32(width * 4), scrollsim_pixelformat_rgba32()) else {
                SDL_RWclose(rw)
                throw SDLBackendError.sdl("SDL could not wrap the pixels of \(path) in a surface")
            }
            defer { SDL_FreeSurface(s) }
            // Closes `rw`, and with it the stream (which sets `buffer` and `size`).
            guard IMG_SavePNG_RW(s, rw, 1) == 0 else {
                throw SDLBackendError.image("Could not encode the PNG \(path)")
            }
        }
        guard let bytes = buffer.pointee else { return Data() }
        return Data(bytes: bytes, count: size.pointee)
    }

    /// The pixel at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
