import Foundation
import ScaffoldManifest

// The binary encoding of both cache files: `ByteWriter` and `ByteReader`, and the checksummed frames of their entries.

struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// LEB128: seven bits a byte, low bits first.
    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func fixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func fixed32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes += value.utf8
    }

    mutating func stringList(_ values: [String]) {
        varint(UInt64(values.count))
        for value in values { string(value) }
    }

    /// `0` for nil, else `1` and the string.
    mutating func optionalString(_ value: String?) {
        guard let value else { return byte(0) }
        byte(1)
        string(value)
    }
}

/// The framing both cache files share (`facts.bin`, `analysis.bin`): a header (magic, format version, scaffold
/// version), an entry count, then each entry as its length, the XXH64 of its body, and the body.
enum CacheFrames {
    /// Calls `entry` with a reader over each entry's body whose checksum holds, the entry's whole frame and where its
    /// body starts, for at most `limit` entries. A damaged entry is skipped (its frame still says where the next one
    /// starts); a truncated file, a foreign header or a body `entry` cannot read ends the list with what was read.
    static func read(
        _ bytes: [UInt8], magic: [UInt8], schemaVersion: UInt32, limit: Int, expecting: (_ count: Int) -> Void = { _ in },
        entry: (_ body: inout ByteReader, _ frame: Range<Int>, _ bodyStart: Int) throws -> Void
    ) {
        bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            do {
                guard try reader.take(magic.count).elementsEqual(magic), try reader.fixed32() == schemaVersion,
                    try reader.string() == ScaffoldVersion.current
                else { return }
                let count = try reader.varint()
                // Every entry takes more than a byte: a larger count is damage, not a reason to reserve.
                expecting(Int(min(count, UInt64(limit), UInt64(reader.remaining))))
                for _ in 0..<min(count, UInt64(limit)) {
                    let start = reader.position
                    let length = try reader.count()
                    let checksum = try reader.fixed()
                    let bodyStart = reader.position
                    let body = try reader.take(length)
                    guard XXH64.hash(body) == checksum else { continue }
                    var inner = ByteReader(body)
                    try entry(&inner, start..<reader.position, bodyStart)
                }
            } catch {
                // Truncated: the entries read so far are whole and checked.
            }
        }
    }
}

/// Reads what `ByteWriter` wrote; anything out of bounds or out of range throws.
struct ByteReader {
    struct Malformed: Error {}

    private let buffer: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var remaining: Int { buffer.count - position }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard position < buffer.count else { throw Malformed() }
        position += 1
        return buffer[position - 1]
    }

    mutating func varint() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A varint that fits an `Int`: a count, a length, a line or a column.
    mutating func count() throws(Malformed) -> Int {
        let value = try varint()
        guard value <= UInt64(Int32.max) else { throw Malformed() }
        return Int(value)
    }

    mutating func take(_ count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw Malformed() }
        position += count
        return UnsafeRawBufferPointer(rebasing: buffer[position - count..<position])
    }

    mutating func fixed() throws(Malformed) -> UInt64 {
        UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))
    }

    mutating func fixed32() throws(Malformed) -> UInt32 {
        UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self))
    }

    mutating func string() throws(Malformed) -> String {
        String(decoding: try take(try count()), as: UTF8.self)
    }

    mutating func optionalString() throws(Malformed) -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string()
        default: throw Malformed()
        }
    }
}
