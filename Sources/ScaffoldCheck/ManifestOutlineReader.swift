import Foundation
import ScaffoldManifest

/// Reads a module manifest's outline (`Manifest.Outline`) straight from its bytes. A manifest holds the text of every
/// file it generated, and JSONDecoder builds a value of all of it before the outline takes two strings per file: that
/// was about 3.5% of an uncached check of generated modules, this reader a fraction of it.
///
/// Only the manifests `scaffold` writes are read here, strictly: anything else (invalid JSON, a missing key or a
/// value of the wrong type, a repeated key, an escape in a key or a value the outline keeps) gives nil, and is
/// left to JSONDecoder, which reads it or says what is wrong with it, as it always did.
struct ManifestOutlineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Deeper values are left to JSONDecoder (a manifest nests three levels).
    private static let maximumDepth = 32

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func outline(of data: Data) -> Manifest.Outline? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = ManifestOutlineReader(bytes)
            return reader.document()
        }
    }

    private mutating func document() -> Manifest.Outline? {
        var module: String?, architecture: String?, spec: String??, root: String??, layout: String??
        var files: [Manifest.Outline.File]?
        let read = object { key, reader in
            switch key {
            case "module":
                guard module == nil else { return false }
                module = reader.string()
                return module != nil
            case "architecture":
                guard architecture == nil else { return false }
                architecture = reader.string()
                return architecture != nil
            case "spec":
                guard spec == nil else { return false }
                spec = reader.optionalString()
                return spec != nil
            case "root":
                guard root == nil else { return false }
                root = reader.optionalString()
                return root != nil
            case "layout":
                guard layout == nil else { return false }
                layout = reader.optionalString()
                return layout != nil
            case "files":
                guard files == nil else { return false }
                files = reader.files()
                return files != nil
            default: return reader.skipValue(depth: 1)
            }
        }
        skipWhitespace()
        guard read, index == bytes.count, let module, let architecture, let files else { return nil }
        var outline = Manifest.Outline(module: module, architecture: architecture, spec: spec ?? nil, root: (root ?? nil) ?? ".", files: files)
        outline.layout = layout ?? nil
        return outline
    }

    private mutating func files() -> [Manifest.Outline.File]? {
        var files: [Manifest.Outline.File] = []
        let read = array { reader in
            var path: String?, layer: String?
            let read = reader.object { key, reader in
                switch key {
                case "path":
                    guard path == nil else { return false }
                    path = reader.string()
                    return path != nil
                case "layer":
                    guard layer == nil else { return false }
                    layer = reader.string()
                    return layer != nil
                default: return reader.skipValue(depth: 3)
                }
            }
            guard read, let path, let layer else { return false }
            files.append(Manifest.Outline.File(path: path, layer: layer))
            return true
        }
        return read ? files : nil
    }

    // MARK: JSON

    /// `{ "key": value, … }`, each value read by `member`, which returns whether it could.
    private mutating func object(_ member: (String, inout ManifestOutlineReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            skipWhitespace()
            guard let key = string(), consume(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            guard member(key, &self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    /// `[ value, … ]`, each value read by `element`.
    private mutating func array(_ element: (inout ManifestOutlineReader) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "[")) else { return false }
        if consume(UInt8(ascii: "]")) { return true }
        repeat {
            skipWhitespace()
            guard element(&self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]"))
    }

    /// A string as `string()` reads it, or `null` (`.some(nil)`); nil when it is neither.
    private mutating func optionalString() -> String?? {
        if literal("null") { return .some(nil) }
        return string().map { $0 }
    }

    /// A key, or a string the outline keeps: one with an escape is left to JSONDecoder, and so is one that is not
    /// UTF-8 (which JSONDecoder checks only of the strings it makes, as this reader does).
    private mutating func string() -> String? {
        let start = index + 1
        guard skipString() else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
        guard !text.contains(UInt8(ascii: "\\")) else { return nil }
        // ASCII (keys, paths, layers) needs no validating, which is generic code and costs more than the rest of a read.
        if text.allSatisfy({ $0 < 0x80 }) { return String(decoding: text, as: UTF8.self) }
        return String(validating: text, as: UTF8.self)
    }

    /// Skips a string literal: no control characters, no unknown escapes. Sixteen bytes at a time, and two-byte escapes
    /// in the same loop, up to a quote, a control character or a `\u` escape: most of a manifest is the text of the files
    /// it wrote.
    private mutating func skipString() -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return false }
        // A local index: the loop runs over most of a manifest's bytes.
        var position = index + 1
        let count = bytes.count
        defer { index = position }
        let raw = UnsafeRawPointer(base)
        while true {
            // Sixteen bytes a turn: a special byte comes about every thirty.
            while position &+ 16 <= count {
                let first = Self.specialBytes(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let second = Self.specialBytes(raw.loadUnaligned(fromByteOffset: position &+ 8, as: UInt64.self))
                if first | second == 0 {
                    position &+= 16
                    continue
                }
                // On to the first special byte: the bytes before it are plain (a test's false hits come only after a true one).
                position &+= first != 0 ? first.trailingZeroBitCount >> 3 : 8 &+ second.trailingZeroBitCount >> 3
                // The common escapes (`\n`, `\"`, …, one in every 35 bytes of a manifest) are stepped over here.
                guard base[position] == UInt8(ascii: "\\"), position &+ 1 < count, Self.isSimpleEscape(base[position &+ 1]) else { break }
                position &+= 2
            }
            // The last bytes one at a time.
            if position &+ 16 > count {
                while position < count, !Self.isSpecial(base[position]) { position &+= 1 }
            }
            guard position < count else { return false }
            let byte = base[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "\\"):
                guard position < count else { return false }
                switch base[position] {
                case let escaped where Self.isSimpleEscape(escaped):
                    position += 1
                case UInt8(ascii: "u"):
                    guard count - position > 4, bytes[position + 1...position + 4].allSatisfy(Self.isHexDigit) else { return false }
                    position += 5
                default: return false
                }
            case 0..<0x20: return false
            default: break
            }
        }
    }

    /// The high bit of each byte of `word` (little-endian) that is a quote, a backslash or a control character, and
    /// maybe of bytes after such a byte: the classic tests for a zero byte and for a byte below 0x20.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let word = UInt64(littleEndian: word)
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word) & highs
    }

    /// A quote, a backslash or a control character.
    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// `"`, `\\`, `/`, `b`, `f`, `n`, `r` or `t`: an escape of two bytes.
    @inline(__always)
    private static func isSimpleEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"),
            UInt8(ascii: "t"):
            true
        default: false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < Self.maximumDepth, index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"): return object { _, reader in reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): return array { reader in reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return skipNumber()
        }
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func skipNumber() -> Bool {
        _ = consumeByte(UInt8(ascii: "-"))
        if consumeByte(UInt8(ascii: "0")) {
            if digits() > 0 { return false }
        } else if digits() == 0 {
            return false
        }
        if consumeByte(UInt8(ascii: ".")) && digits() == 0 { return false }
        if consumeByte(UInt8(ascii: "e")) || consumeByte(UInt8(ascii: "E")) {
            if !consumeByte(UInt8(ascii: "+")) { _ = consumeByte(UInt8(ascii: "-")) }
            if digits() == 0 { return false }
        }
        return true
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, bytes[index..<index + text.count].elementsEqual(text) else { return false }
        index += text.count
        return true
    }

    /// Skips whitespace, then `byte` if it is next.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return consumeByte(byte)
    }

    private mutating func consumeByte(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }
}
