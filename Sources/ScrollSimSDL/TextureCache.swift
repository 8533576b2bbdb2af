import CSDL2

/// SDL textures kept between frames, keyed by what they show (a line of text,
/// a shape mask), so each is made once and drawn from then on.
///
/// Entries not used for `maxAge` frames are destroyed, and after every frame
/// the cache is cut back to `limit` entries (least recently used first), so
/// it cannot grow without bound while content scrolls by.
@MainActor
final class TextureCache<Key: Hashable> {
    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
    }

    var limit: Int
    var maxAge: Int
    private var entries: [Key: Entry] = [:]
    /// The pixel bytes of the textures kept (4 bytes a pixel), a bounded share of the process's memory.
    private(set) var bytes = 0

    init(limit: Int, maxAge: Int) {
        self.limit = limit
        self.maxAge = maxAge
    }

    var count: Int { entries.count }

    /// The texture for `key`, calling `make` on a miss; nil if `make` fails.
    func texture(for key: Key, frame: Int, make: () -> OpaquePointer?) -> Entry? {
        if var entry = entries[key] {
            entry.lastUsed = frame
            entries[key] = entry
            return entry
        }
        guard let texture = make() else { return nil }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: w, height: h, lastUsed: frame)
        entries[key] = entry
        bytes += Self.bytes(of: entry)
        return entry
    }

    /// Destroys entries older than `maxAge` frames, then the least recently
    /// used ones beyond `limit` (never ones used in `frame`).
    func evict(frame: Int) {
        for (key, entry) in entries where frame - entry.lastUsed > maxAge {
            destroy(key, entry)
        }
        guard entries.count > limit else { return }
        let oldest = entries.filter { $0.value.lastUsed < frame }
            .sorted { $0.value.lastUsed < $1.value.lastUsed }
            .prefix(entries.count - limit)
        for (key, entry) in oldest {
            destroy(key, entry)
        }
    }

    private func destroy(_ key: Key, _ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        entries[key] = nil
        bytes -= Self.bytes(of: entry)
    }

    private static func bytes(of entry: Entry) -> Int { Int(entry.width) * Int(entry.height) * 4 }

    /// Destroys every texture.
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
        bytes = 0
    }
}
