import Testing

@testable import ScaffoldProject

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

    @Test("a line comment ends at its newline, wherever that falls among eight bytes and whatever bytes come before it")
    func lineCommentsEndAtTheirNewline() {
        // U+008A and U+010A are encoded with the byte 0x8A: a newline but for its high bit.
        for filler in ["a", "(", "\u{8A}", "\u{10A}", "é", "\t", "\r"] {
            for count in 0..<24 {
                let comment = "// " + String(repeating: filler, count: count) + "(("
                #expect(CheckHostileInputTests.depth(comment + "\n(") == 1, "\(filler) × \(count)")
                #expect(CheckHostileInputTests.depth(comment) == 0, "\(filler) × \(count), no newline")
                #expect(CheckHostileInputTests.depth("(" + comment + "\n(") == 2, "\(filler) × \(count), nested")
            }
        }
    }
}
