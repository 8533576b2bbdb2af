// The compiler plug-in behind `#Preview`, `@Previewable` and `@Entry`.
// ScrollSim has no preview canvas, so the first two expand to nothing and the
// code around them compiles as it does with SwiftUI; `@Entry` expands to an
// environment key and the accessors that read it (Entry.swift).
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
// - `expandAttachedMacro` of `EntryMacro`: the accessors or the key type,
//   or an error pointing at the declaration.
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
    if let attached = message["expandAttachedMacro"] as? [String: Any],
       (attached["macro"] as? [String: Any])?["typeName"] as? String == "EntryMacro" {
        return expandEntry(attached)
    }
    return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
}

/// The reply to an `@Entry` expansion request, for its accessor or its peer role.
func expandEntry(_ request: [String: Any]) -> [String: Any] {
    let decl = request["declSyntax"] as? [String: Any]
    let location = decl?["location"] as? [String: Any]
    func failure(_ text: String) -> [String: Any] {
        let diagnostic: [String: Any] = [
            "message": text, "severity": "error",
            "position": ["fileName": location?["fileName"] as? String ?? "", "offset": location?["offset"] as? Int ?? 0],
            "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
        ]
        return ["expandMacroResult": ["diagnostics": [diagnostic]]]
    }
    let context = (request["lexicalContext"] as? [[String: Any]])?.first?["source"] as? String
    if let context, !context.trimmingWhitespace().hasPrefix("extension EnvironmentValues") {
        return failure("@Entry is offered on properties of an 'extension EnvironmentValues' only")
    }
    guard let entry = EntryDeclaration(parsing: decl?["source"] as? String ?? "") else {
        return failure("@Entry expects a property: '@Entry var name: Type = defaultValue'")
    }
    switch request["macroRole"] as? String {
    case "accessor":
        return ["expandMacroResult": ["expandedSource": entry.accessors, "diagnostics": [Any]()]]
    case "peer":
        guard let key = entry.keyDeclaration else {
            return failure("@Entry needs a default value: '@Entry var \(entry.name): \(entry.type ?? "Type") = defaultValue'")
        }
        return ["expandMacroResult": ["expandedSource": key, "diagnostics": [Any]()]]
    default:
        return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    }
}

while let header = readBytes(8) {
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard length <= UInt64(Int.max), let body = readBytes(Int(length)),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { break }
    reply(answer(message))
}
