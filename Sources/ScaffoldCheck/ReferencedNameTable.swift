import Foundation

/// The names one file refers to, each once per context (`FileFacts.ReferencedName`), as the facts walk finds them.
///
/// A file writes the same names again and again (`RawSyntax` hundreds of times): a name is looked up by its bytes
/// where the parser holds them, and becomes a string only the first time it is written in a context. Resolution
/// then works per name, not per place.
struct ReferencedNameTable {
    private(set) var names: [FileFacts.ReferencedName] = []
    /// By name: its digest (of its bytes and its context's number) and its context's number.
    private var keys: [(digest: UInt64, context: Int32)] = []
    /// Open addressing, never more than half full: an index into `names` plus one, or 0 for a free slot.
    private var slots = [Int32](repeating: 0, count: 128)

    init() {
        names.reserveCapacity(slots.count / 2)
        keys.reserveCapacity(slots.count / 2)
    }

    /// The index of the name `text` in the context numbered `context` (0 at file scope), named `contextName`:
    /// added if it is new.
    mutating func index(of text: UnsafeBufferPointer<UInt8>, context: Int32, named contextName: String?) -> Int {
        let digest = fnv1a(text) ^ (UInt64(UInt32(bitPattern: context)) &* 0x9E37_79B9_7F4A_7C15)
        let mask = slots.count - 1
        var slot = Self.slot(of: digest, mask: mask)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if keys[index].digest == digest && keys[index].context == context && Self.equal(names[index].name, text) { return index }
            slot = (slot + 1) & mask
        }
        let index = names.count
        names.append(FileFacts.ReferencedName(context: contextName, name: String(decoding: text, as: UTF8.self)))
        keys.append((digest, context))
        slots[slot] = Int32(index + 1)
        if names.count * 2 > slots.count { grow() }
        return index
    }

    private static func slot(of digest: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: digest ^ (digest >> 29)) & mask
    }

    private static func equal(_ name: String, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var name = name
        return name.withUTF8 { stored in
            stored.count == text.count && (text.isEmpty || memcmp(stored.baseAddress!, text.baseAddress!, text.count) == 0)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Self.slot(of: key.digest, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}

/// FNV-1a of `bytes`: a hash of short names cheap enough to take where they lie, at every reference.
func fnv1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}
