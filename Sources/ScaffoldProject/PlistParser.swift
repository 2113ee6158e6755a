import ScaffoldDiagnostics

/// A value of an old-style (OpenStep) property list, with the byte offset it starts at, to locate errors
/// found after parsing.
struct PlistNode: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case string(String)
        case array([PlistNode])
        case dictionary([String: PlistNode])
    }

    var value: Value
    var offset: Int

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }
    var array: [PlistNode]? {
        if case .array(let array) = value { return array }
        return nil
    }
    var dictionary: [String: PlistNode]? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }
}

/// A total parser of the old-style property lists project.pbxproj is written in (PropertyListSerialization
/// does not read them reliably on Linux). Over UTF-8 bytes; a line and column are computed only for an error.
/// Recursive, but nesting is refused past `maxDepth`, so no input can exhaust the stack.
struct PlistParser {
    static let maxDepth = 64
    static let maxBytes = 64 << 20

    let bytes: [UInt8]
    let file: String
    /// Where the text starts: after a byte order mark, if any.
    let start: Int
    var position: Int

    init(_ text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        position = start
    }

    static func tooLarge(_ size: Int) -> String {
        "the project file is \(size) bytes, more than the \(maxBytes >> 20) MiB scaffold reads"
    }

    /// The one value of the file, with only comments and white space around it.
    mutating func parseDocument() throws(DiagnosticError) -> PlistNode {
        try skipTrivia()
        guard position < bytes.count else { throw failure("the project file is empty: expected a dictionary '{ … }'", at: position) }
        let root = try value(depth: 1)
        try skipTrivia()
        guard position == bytes.count else { throw failure("unexpected \(describe(position)) after the end of the property list", at: position) }
        return root
    }

    func location(_ offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // Columns count Unicode scalars: skip UTF-8 continuation bytes.
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    func failure(_ message: String, at offset: Int, hint: String? = nil) -> DiagnosticError {
        DiagnosticError([Diagnostic(message, at: location(offset), hint: hint)])
    }

    /// The byte at `offset` for a message.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte < 0x80 ? "character 0x\(String(byte, radix: 16, uppercase: true))" : "non-ASCII character"
    }

    private func peek(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: false
        }
    }

    /// Skips white space, `// line` and `/* block */` comments.
    mutating func skipTrivia() throws(DiagnosticError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "/"):
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
                let open = position
                position += 2
                while position < bytes.count && !(bytes[position] == UInt8(ascii: "*") && peek(position + 1) == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position < bytes.count else { throw failure("unterminated comment: this '/*' has no '*/'", at: open) }
                position += 2
            default:
                return
            }
        }
    }

    mutating func value(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        guard let first = peek(open) else { throw failure("unexpected end of file: expected a value", at: open) }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth <= Self.maxDepth else {
                throw failure("the property list nests more than \(Self.maxDepth) levels deep", at: open, hint: "Xcode writes project files a few levels deep")
            }
            return first == UInt8(ascii: "{") ? try dictionary(depth: depth) : try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try quoted()
        case UInt8(ascii: "<"):
            return try data()
        case let first where Self.isWordByte(first):
            while let next = peek(position), Self.isWordByte(next) { position += 1 }
            return PlistNode(value: .string(String(decoding: bytes[open..<position], as: UTF8.self)), offset: open)
        default:
            throw failure("unexpected \(describe(open)): expected a value", at: open)
        }
    }

    /// After `{`: `key = value;` entries up to `}`. A repeated key keeps its last value.
    private mutating func dictionary(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        var entries: [String: PlistNode] = [:]
        while true {
            try skipTrivia(closing: open)
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return PlistNode(value: .dictionary(entries), offset: open)
            }
            let keyOffset = position
            guard let first = peek(keyOffset), Self.isWordByte(first) || first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
                let key = try value(depth: depth + 1).string
            else { throw failure("expected a key (a string) or '}', found \(describe(keyOffset))", at: keyOffset) }
            try skipTrivia(closing: open)
            guard bytes[position] == UInt8(ascii: "=") else { throw failure("expected '=' after the key '\(key)', found \(describe(position))", at: position) }
            position += 1
            try skipTrivia(closing: open)
            entries[key] = try value(depth: depth + 1)
            try skipTrivia(closing: open)
            guard bytes[position] == UInt8(ascii: ";") else {
                throw failure("expected ';' after the value of '\(key)', found \(describe(position))", at: position)
            }
            position += 1
        }
    }

    /// After `(`: values separated by `,`, a trailing one allowed, up to `)`.
    private mutating func array(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        var items: [PlistNode] = []
        while true {
            try skipTrivia(closing: open)
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return PlistNode(value: .array(items), offset: open)
            }
            items.append(try value(depth: depth + 1))
            try skipTrivia(closing: open)
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"): continue
            default: throw failure("expected ',' or ')' after an array element, found \(describe(position))", at: position)
            }
        }
    }

    /// Skips trivia inside the `{` or `(` at `open`, which the end of the file leaves unclosed.
    private mutating func skipTrivia(closing open: Int) throws(DiagnosticError) {
        try skipTrivia()
        guard position < bytes.count else {
            throw failure("this '\(Character(Unicode.Scalar(bytes[open])))' is never closed", at: open, hint: "the file ends first: is it cut short?")
        }
    }

    /// A `"…"` or `'…'` string: raw newlines allowed; escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
    /// `\U` with 1 to 4 hex digits (UTF-16 code units, surrogate pairs joined), `\` with 1 to 3 octal digits;
    /// any other escaped character stands for itself.
    private mutating func quoted() throws(DiagnosticError) -> PlistNode {
        let open = position
        let quote = bytes[open]
        position += 1
        var text: [UInt8] = []
        var run = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                text.append(contentsOf: bytes[run..<position])
                position += 1
                return PlistNode(value: .string(String(decoding: text, as: UTF8.self)), offset: open)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            text.append(contentsOf: bytes[run..<position])
            let backslash = position
            position += 1
            guard let escaped = peek(position) else { break }
            position += 1
            switch escaped {
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"):
                guard let unit = hexUnit() else { throw failure("'\\U' needs 1 to 4 hex digits", at: backslash) }
                var scalar = Unicode.Scalar(unit)
                if (0xD800...0xDBFF).contains(unit), peek(position) == UInt8(ascii: "\\"), peek(position + 1) == UInt8(ascii: "U") {
                    let resume = position
                    position += 2
                    if let low = hexUnit(), (0xDC00...0xDFFF).contains(low) {
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    } else {
                        position = resume
                    }
                }
                UTF8.encode(scalar ?? "\u{FFFD}") { text.append($0) }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = peek(position), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    code = code * 8 + UInt32(digit - UInt8(ascii: "0"))
                    position += 1
                }
                UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { text.append($0) }
            default:
                text.append(escaped)  // A multi-byte character's other bytes follow in the next run.
            }
            run = position
        }
        throw failure("unterminated string: this quote is never closed", at: open)
    }

    /// Up to 4 hex digits after `\U`, or nil when there are none.
    private mutating func hexUnit() -> UInt32? {
        var unit: UInt32 = 0
        var digits = 0
        while digits < 4, let byte = peek(position), let digit = Character(Unicode.Scalar(byte)).hexDigitValue {
            unit = unit * 16 + UInt32(digit)
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : unit
    }

    /// `<hex bytes>`: never in project files, kept as its text so that a file holding one still parses.
    private mutating func data() throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        while let byte = peek(position), byte != UInt8(ascii: ">") {
            guard Character(Unicode.Scalar(byte)).isHexDigit || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                throw failure("unexpected \(describe(position)) in data '<…>': expected hex digits", at: position)
            }
            position += 1
        }
        guard position < bytes.count else { throw failure("this '<' is never closed", at: open) }
        position += 1
        return PlistNode(value: .string(String(decoding: bytes[open..<position], as: UTF8.self)), offset: open)
    }
}
