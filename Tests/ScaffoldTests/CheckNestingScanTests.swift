import Testing

@testable import ScaffoldCheck

/// The nesting scan's byte classes, eight bytes at a time, against the same classes a byte at a time.
@Suite("Check: nesting scan")
struct CheckNestingScanTests {
    @Test("eight bytes at a time, every byte at every place is a word character exactly as it is alone")
    func wordBytesAtATime() {
        // Each byte value at each of the eight places, among neighbours that are words, not words, or high bytes.
        for neighbour: UInt8 in [UInt8(ascii: "a"), UInt8(ascii: " "), 0x00, 0x7F, 0x80, 0xFF, UInt8(ascii: "_"), UInt8(ascii: "9")] {
            for value in 0...255 {
                for place in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[place] = UInt8(value)
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    let expected = bytes.enumerated().reduce(UInt64(0)) {
                        NestingScan.isWordCharacter($1.element) ? $0 : $0 | 0x80 << (8 * UInt64($1.offset))
                    }
                    #expect(NestingScan.nonWordBytes(word) == expected, "byte \(value) at \(place) among \(neighbour)")
                }
            }
        }
    }
}
