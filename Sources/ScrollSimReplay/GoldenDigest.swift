import Foundation

/// A digest of a screenshot's pixels, carried in the PNGs ScrollSim writes,
/// so a screenshot identical to its golden is confirmed without decoding the
/// golden (decoding a 390 × 844 PNG takes longer than everything else in a
/// short replay).
///
/// The digest lives in a `tEXt` chunk right after `IHDR`:
/// `ScrollSim` NUL `rgba WIDTHxHEIGHT PIXELS IDAT` with `PIXELS` a 64-bit hash
/// of the RGBA bytes and `IDAT` a hash of the image data chunks' CRCs, so a
/// golden whose pixels were changed by another program (which may keep the
/// text chunk) is not trusted: its `IDAT` no longer matches and it is decoded
/// and compared pixel by pixel, as a golden without the chunk is.
///
/// ```swift
/// let stored = GoldenDigest.read(try Data(contentsOf: url))
/// if stored?.matches(shot) == true { /* identical, no decoding */ }
/// ```
public struct GoldenDigest: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: UInt64
    public let imageData: UInt64

    static let keyword = "ScrollSim"

    /// True when `image` has exactly the pixels this digest was made from.
    public func matches(_ image: RGBAImage) -> Bool {
        image.width == width && image.height == height && GoldenDigest.hash(image.pixels) == pixels
    }

    /// A 64-bit hash of `bytes` (eight bytes a step; not cryptographic, but
    /// any accidental difference changes it).
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var i = 0
            while i + 8 <= raw.count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                h ^= h >> 31
                i += 8
            }
            while i < raw.count {
                h = (h ^ UInt64(raw[i])) &* 0x100_0000_01B3
                i += 1
            }
            return h ^ (h >> 29)
        }
    }

    // MARK: PNG chunks

    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A PNG chunk: its type, where its data lies in the file, its CRC.
    private typealias Chunk = (type: String, data: Range<Int>, crc: UInt32)

    /// The chunks of a PNG; nil when `data` is not a well-formed PNG.
    private static func chunks(_ data: [UInt8]) -> [Chunk]? {
        guard data.count >= 8, Array(data[0..<8]) == signature else { return nil }
        var result: [Chunk] = []
        var i = 8
        while i + 12 <= data.count {
            let length = Int(be32(data, i))
            let type = String(decoding: data[(i + 4)..<(i + 8)], as: UTF8.self)
            let end = i + 8 + length
            guard length >= 0, end + 4 <= data.count else { return nil }
            result.append((type: type, data: (i + 8)..<end, crc: be32(data, end)))
            if type == "IEND" { return result }
            i = end + 4
        }
        return nil
    }

    private static func be32(_ d: [UInt8], _ i: Int) -> UInt32 {
        UInt32(d[i]) << 24 | UInt32(d[i + 1]) << 16 | UInt32(d[i + 2]) << 8 | UInt32(d[i + 3])
    }

    /// `v` as four bytes, big-endian (as PNG lengths and CRCs are written).
    private static func be32Bytes(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }

    /// A hash of the image data chunks' lengths and CRCs (no decompression).
    private static func imageDataHash(_ chunks: [Chunk]) -> UInt64 {
        var h: UInt64 = 0x8422_2325_cbf2_9ce4
        for c in chunks where c.type == "IDAT" {
            h = (h ^ (UInt64(c.crc) << 32 | UInt64(c.data.count))) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 31
        }
        return h
    }

    /// The digest stored in a PNG, if it has one and its image data is the
    /// one the digest was made with.
    public static func read(_ png: Data) -> GoldenDigest? {
        let bytes = [UInt8](png)
        guard let chunks = chunks(bytes) else { return nil }
        for c in chunks where c.type == "tEXt" {
            let text = Array(bytes[c.data])
            guard let nul = text.firstIndex(of: 0),
                  String(decoding: text[..<nul], as: UTF8.self) == keyword else { continue }
            let fields = String(decoding: text[(nul + 1)...], as: UTF8.self).split(separator: " ")
            guard fields.count == 4, fields[0] == "rgba" else { return nil }
            let size = fields[1].split(separator: "x")
            guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]),
                  let pixels = UInt64(fields[2], radix: 16), let idat = UInt64(fields[3], radix: 16),
                  idat == imageDataHash(chunks) else { return nil }
            return GoldenDigest(width: w, height: h, pixels: pixels, imageData: idat)
        }
        return nil
    }

    /// `png` (as written for `image`) with the digest chunk after `IHDR`;
    /// unchanged when it is not a PNG ScrollSim can read.
    public static func adding(to png: Data, for image: RGBAImage) -> Data {
        var bytes = [UInt8](png)
        guard let chunks = chunks(bytes), let header = chunks.first, header.type == "IHDR" else { return png }
        let value = "rgba \(image.width)x\(image.height) \(String(hash(image.pixels), radix: 16)) \(String(imageDataHash(chunks), radix: 16))"
        let body = Array("tEXt".utf8) + Array(keyword.utf8) + [0] + Array(value.utf8)
        let chunk = be32Bytes(UInt32(body.count - 4)) + body + be32Bytes(crc32(body))
        bytes.insert(contentsOf: chunk, at: header.data.upperBound + 4)
        return Data(bytes)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks carry (over the chunk type and data).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
