import Foundation

/// XXH64, eight bytes at a time: the content hash of source files and manifests (seed 0), the checksum of cache
/// entries, and with two seeds the key of a cached analysis.
enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = buffer.count
        var index = 0
        func load(_ offset: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2, v2 = seed &+ prime2, v3 = seed, v4 = seed &- prime1
            while index + 32 <= count {
                v1 = round(v1, load(index))
                v2 = round(v2, load(index + 8))
                v3 = round(v3, load(index + 16))
                v4 = round(v4, load(index + 24))
                index += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            hash = merge(merge(merge(merge(hash, v1), v2), v3), v4)
        } else {
            hash = seed &+ prime5
        }
        hash = hash &+ UInt64(count)
        while index + 8 <= count {
            hash = rotate(hash ^ round(0, load(index)), 27) &* prime1 &+ prime4
            index += 8
        }
        if index + 4 <= count {
            let word = UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            hash = rotate(hash ^ word &* prime1, 23) &* prime2 &+ prime3
            index += 4
        }
        while index < count {
            hash = rotate(hash ^ UInt64(buffer[index]) &* prime5, 11) &* prime1
            index += 1
        }
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }
}
