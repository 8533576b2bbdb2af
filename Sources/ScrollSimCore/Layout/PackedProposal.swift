/// A proposal in two 64-bit words: each dimension's bits, or for nil a NaN
/// whose payload arithmetic never produces. Equal proposals have equal
/// words (a NaN dimension equals itself here, so it is cached like any other).
struct PackedProposal: Equatable {
    var width: UInt64
    var height: UInt64
    // Quiet NaNs with payloads: kept bit for bit through loads and stores
    // (also as a CGFloat, see `bitsAsSize`), never made by arithmetic.
    static let nilBits: UInt64 = 0x7FFC_5C5C_0000_0001
    /// Marks an empty slot (never equal to a real proposal).
    static let none = PackedProposal(width: 0x7FFC_5C5C_0000_0002, height: 0x7FFC_5C5C_0000_0002)

    /// The two words as a size's two numbers (for storing next to sizes).
    var bitsAsSize: CGSize {
        CGSize(width: CGFloat(bitPattern: UInt(width)), height: CGFloat(bitPattern: UInt(height)))
    }

    /// A proposal stored with `bitsAsSize`.
    init(_ bits: CGSize) {
        width = UInt64(bits.width.bitPattern)
        height = UInt64(bits.height.bitPattern)
    }

    init(width: UInt64, height: UInt64) {
        self.width = width
        self.height = height
    }

    @inline(__always) init(_ p: ProposedViewSize) {
        if let w = p.width { width = UInt64(w.bitPattern) } else { width = PackedProposal.nilBits }
        if let h = p.height { height = UInt64(h.bitPattern) } else { height = PackedProposal.nilBits }
    }

    var proposal: ProposedViewSize {
        if self == .none { return .unspecified }
        return ProposedViewSize(width: width == PackedProposal.nilBits ? nil : CGFloat(bitPattern: UInt(width)),
                                height: height == PackedProposal.nilBits ? nil : CGFloat(bitPattern: UInt(height)))
    }
}
