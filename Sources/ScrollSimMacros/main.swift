// The compiler plug-in behind `#Preview` and `@Previewable`: ScrollSim has
// no preview canvas, so both expand to nothing, and the code around them
// compiles as it does with SwiftUI.
//
// It speaks the compiler's plug-in protocol directly (the toolchain's
// swift-syntax libraries are not available to a package): the compiler
// starts this program and sends it messages on standard input, each a
// little-endian UInt64 byte count followed by that many bytes of JSON; every
// request gets one reply in the same framing on standard output.
//
// Messages understood (the rest get an empty expansion):
// - `getCapability`: replies with the protocol version this program follows.
// - `expandFreestandingMacro` (`#Preview`) and `expandAttachedMacro`
//   (`@Previewable`): reply with an empty expansion and no diagnostics.
// - `loadPluginLibrary`: replies that no library was loaded.
import Foundation

/// The plug-in protocol version this program follows (that of Swift 5.10 and later).
let protocolVersion = 7

/// Reads exactly `count` bytes from standard input; nil at the end of input.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one framed JSON reply to standard output.
func reply(_ object: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: object) else { return }
    var count = UInt64(json.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &count, count: 8) + json)
}

/// The reply to one request.
func answer(_ message: [String: Any]) -> [String: Any] {
    if message["getCapability"] != nil {
        return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
    }
    if message["loadPluginLibrary"] != nil {
        return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
    }
    return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard length <= UInt64(Int.max), let body = readBytes(Int(length)),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { break }
    reply(answer(message))
}
