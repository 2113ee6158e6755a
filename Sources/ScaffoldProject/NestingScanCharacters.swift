/// The byte and word classes the nesting scan decides by, as the Swift lexer has them.
extension NestingScan {
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    /// Letters, digits, `_`, `$` and every non-ASCII byte, by bit masks (this decides most bytes).
    @inline(__always)
    static func isWordCharacter(_ byte: UInt8) -> Bool {
        // Bits 36 (`$`) and 48–57 (digits); bits 65–90, 95 and 97–122 (letters, `_`) counted from 64.
        let low: UInt64 = 0x03FF_0010_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte >= 0x80 { return true }
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte - 64)) & 1 == 1
    }

    /// The high bit of each byte of `word` (eight source bytes, the first lowest) that is not a word character
    /// (`isWordCharacter`), exactly: each byte is tested on its own seven low bits, so no carry crosses into the next.
    @inline(__always)
    static func nonWordBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs = ones &* 0x80
        let low = word & ~highs
        // High bit set where the byte (below 0x80) is at least `c`, or more than `c`.
        func atLeast(_ c: UInt8) -> UInt64 { (low &+ ones &* UInt64(0x80 - c)) & highs }
        func above(_ c: UInt8) -> UInt64 { (low &+ ones &* UInt64(0x7F - c)) & highs }
        func equal(_ c: UInt8) -> UInt64 { ~((low ^ ones &* UInt64(c)) &+ ones &* 0x7F) & highs }
        let digits = atLeast(UInt8(ascii: "0")) & ~above(UInt8(ascii: "9"))
        let upper = atLeast(UInt8(ascii: "A")) & ~above(UInt8(ascii: "Z"))
        let lower = atLeast(UInt8(ascii: "a")) & ~above(UInt8(ascii: "z"))
        let wordBytes = word & highs | digits | upper | lower | equal(UInt8(ascii: "_")) | equal(UInt8(ascii: "$"))
        return ~wordBytes & highs
    }

    /// Whether an operator after `byte` is not bound to its left (Swift's rule for prefix and binary operators).
    static func endsLeftBinding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, UInt8(ascii: "("), UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Whether an operator before `byte` is not bound to its right.
    static func startsRightBinding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// The keywords SwiftParser's lexer classifies, after which an expression (so a regex literal) may
    /// follow; `true`, `self` and the like are expressions themselves.
    static let expressionKeywords: Set<[UInt8]> = Set(
        [
            "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
            "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
            "let", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static", "struct",
            "subscript", "switch", "throw", "throws", "try", "typealias", "var", "where", "while",
        ].map { Array($0.utf8) })

    /// Prefixes of an expression that SwiftParser parses by recursion: `try try try …` nests. Looked at
    /// for every word, so a switch over bytes: no tables, no allocation.
    static func isPrefixKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 3, word.count <= 7, let first = word.first else { return false }
        switch first {
        case UInt8(ascii: "t"): return equals(word, "try")
        case UInt8(ascii: "a"): return equals(word, "await")
        case UInt8(ascii: "u"): return equals(word, "unsafe")
        case UInt8(ascii: "b"): return equals(word, "borrow")
        case UInt8(ascii: "_"): return equals(word, "_borrow") || equals(word, "_move")
        case UInt8(ascii: "c"): return equals(word, "copy") || equals(word, "consume")
        case UInt8(ascii: "r"): return equals(word, "repeat")
        case UInt8(ascii: "e"): return equals(word, "each")
        default: return false
        }
    }

    static func equals(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        var other = text.utf8Start
        for byte in word {
            if byte != other.pointee { return false }
            other += 1
        }
        return true
    }

    /// Keywords that cannot appear within a type (unlike `inout`, `throws`, `Any` or `Self`).
    static let nonTypeKeywords: [[UInt8]] = expressionKeywords.filter {
        !["inout", "throws", "rethrows"].contains(String(decoding: $0, as: UTF8.self))
    }

    /// Looked at only for words after `<` or `->`: compares bytes, allocates nothing.
    static func endsTypes(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 2, word.count <= 15, let first = word.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        for keyword in nonTypeKeywords where keyword.count == word.count && keyword[0] == first {
            if word.elementsEqual(keyword) { return true }
        }
        return false
    }

    static func isExpressionKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 2, word.count <= 15, let first = word.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return expressionKeywords.contains(Array(word))
    }
}
