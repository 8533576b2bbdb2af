/// Byte scans over a string's UTF-8 form. Native strings keep their bytes
/// contiguous, so the scan is a plain loop over a buffer; `UTF8View`'s own
/// sequence methods walk it index by index, several times slower. Bridged or
/// otherwise non-contiguous strings fall back to that walk (same result).
extension StringProtocol {
    /// True when some byte of the UTF-8 form equals `byte`.
    @inline(__always)
    func utf8Contains(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for b in bytes where b == byte { return true }
            return false
        }) {
            return found
        }
        return utf8.contains(byte)
    }

    /// True when every byte of the UTF-8 form is below 0x80 (the text is
    /// ASCII: one character per byte).
    @inline(__always)
    var utf8IsASCII: Bool {
        if let ascii = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            var all: UInt8 = 0
            for b in bytes { all |= b }
            return all < 0x80
        }) {
            return ascii
        }
        return utf8.allSatisfy { $0 < 0x80 }
    }
}
