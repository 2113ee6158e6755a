/// How deeply a Swift file nests, measured on its bytes before SwiftParser sees them.
///
/// SwiftParser recurses as deep as the source nests, and parts of it (its lookahead, generic arguments,
/// function types, `try`) recurse regardless of its nesting limit, so a pathological file could overflow
/// the stack; a signal cannot be caught, so such files are refused before parsing. The scan counts what
/// SwiftParser counts towards its limit — `(`, `[`, `{`, `<` of generic arguments and `#if` — and what
/// else it recurses through — the arrows of a function type chained `() -> () -> …`, prefixes chained
/// `try try …` — in one budget, outside comments and string literals.
///
/// It must never count less than SwiftParser nests, and must not refuse ordinary code. So it follows
/// the lexer where that decides what is code: nested block comments, string literals (raw, multi-line,
/// with interpolations, which are code again), raw identifiers and regex literals. An angle bracket is
/// counted wherever an operator holds `<`, since SwiftParser tries generic arguments after any name,
/// spaced or not; a comparison's `<` never closes, so it is dropped again wherever generic arguments
/// cannot go on — at `{`, `;`, `:`, `=`, most operators, keywords such as `func` or `in`, and the
/// closing bracket of the enclosing group — so that `a < b`, `x << 2` or `->` never accumulate.
struct NestingScan {
    enum Frame: UInt8 {
        case paren, square, brace, angle, poundIf
        /// `->` of a function type: `() -> () -> T` nests in SwiftParser as deep as it chains.
        case arrow
        /// `\(` in a string literal: code until its `)`, then the rest of the literal (kept in `literals`).
        case interpolation
    }

    struct StringKind: Equatable {
        /// `"` or `'` (SwiftParser lexes single-quoted text as a string, to recover).
        var quote: UInt8
        var multiline: Bool
        /// The `#`s of a raw string.
        var hashes: Int
    }

    /// What came before, as much as deciding whether `/` starts a regex literal needs.
    private enum Previous: Equatable {
        /// Start of file, an opening bracket, a separator, a binary or prefix operator: an expression
        /// may start here, so `/` starts a regex literal.
        case expressionStart
        /// A literal, a closing bracket, a postfix operator, `.` …: `/` is an operator.
        case operand
        /// A name or keyword (which is looked at only if `/` follows: after most keywords an expression may start).
        case word(Int, Int)
    }

    private let source: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private var index = 0
    private var frames: [Frame] = []
    /// The string literal of each interpolation frame, innermost last.
    private var literals: [StringKind] = []
    private var previous = Previous.expressionStart
    /// Consecutive prefixes such as `try` and `await`, through which SwiftParser recurses too.
    private var prefixes = 0
    /// From `start` to `end`, no `/` is followed by more than `hashes` `#`s: an extended regex literal
    /// opened there with more cannot close.
    private var noClosing: (start: Int, end: Int, hashes: Int)?

    private init(_ source: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.source = source
        self.limit = limit
    }

    /// The offset of the first opening bracket, generic `<`, `#if` or interpolation nested more than
    /// `limit` levels deep; nil when the file nests no deeper.
    static func firstTooDeep(in source: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        var scan = NestingScan(source, limit: limit)
        return scan.run()
    }

    private func at(_ offset: Int) -> UInt8 {
        index + offset < source.count ? source[index + offset] : 0
    }

    private mutating func run() -> Int? {
        while index < source.count {
            let byte = source[index]
            // Most bytes are of names and keywords, or spaces: those first.
            if Self.isWordCharacter(byte) {
                if let deep = word() { return deep }
                continue
            }
            // Trivia, words and operators leave a chain of prefixes as it is (a word or an operator decides
            // for itself); anything else ends it.
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                var end = index + 1
                while end < source.count && (source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t")) { end += 1 }
                index = end
            case UInt8(ascii: "\n"):
                index += 1
                // A single-line string ends at the end of its line, interpolation or not.
                if let literal = literals.last, !literal.multiline, let open = frames.lastIndex(of: .interpolation) {
                    frames.removeLast(frames.count - open)
                    literals.removeLast()
                    previous = .operand
                }
            case UInt8(ascii: "("):
                prefixes = 0
                if let deep = push(.paren) { return deep }
                index += 1
                previous = .expressionStart
            case UInt8(ascii: "["):
                prefixes = 0
                if let deep = push(.square) { return deep }
                index += 1
                previous = .expressionStart
            case UInt8(ascii: "{"):
                prefixes = 0
                endTypes()
                if let deep = push(.brace) { return deep }
                index += 1
                previous = .expressionStart
            case UInt8(ascii: ")"):
                prefixes = 0
                index += 1
                previous = .operand
                if close(.paren) == .interpolation, let literal = literals.popLast() {
                    if let deep = string(literal) { return deep }
                }
            case UInt8(ascii: "]"):
                prefixes = 0
                index += 1
                previous = .operand
                _ = close(.square)
            case UInt8(ascii: "}"):
                prefixes = 0
                index += 1
                previous = .operand
                _ = close(.brace)
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                var end = index
                while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
                index = end
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                prefixes = 0
                if let deep = stringLiteral(hashes: 0) { return deep }
            case UInt8(ascii: "#"):
                prefixes = 0
                if let deep = pound() { return deep }
            case UInt8(ascii: "`"):
                prefixes = 0
                // A raw identifier: `name`, which may hold any character but a newline.
                index += 1
                var end = index
                while end < source.count && source[end] != UInt8(ascii: "`") && source[end] != UInt8(ascii: "\n") { end += 1 }
                if end < source.count && source[end] == UInt8(ascii: "`") { index = end + 1 }
                previous = .operand
            case UInt8(ascii: ","):
                prefixes = 0
                endFunctionTypes()
                index += 1
                previous = .expressionStart
            case UInt8(ascii: ";"), UInt8(ascii: ":"):
                prefixes = 0
                endTypes()
                index += 1
                previous = .expressionStart
            case UInt8(ascii: "@"), UInt8(ascii: "\\"):
                prefixes = 0
                index += 1
                previous = .operand
            case UInt8(ascii: "."):
                prefixes = 0
                if at(1) == UInt8(ascii: ".") {
                    if let deep = operatorRun() { return deep }
                } else {
                    index += 1
                    previous = .operand
                }
            case _ where Self.isOperatorCharacter(byte):
                if byte == UInt8(ascii: "/"), expressionMayStart, let end = bareRegexEnd() {
                    if let deep = regexBody(from: index + 1, to: end) { return deep }
                    index = end + 1
                    previous = .operand
                    prefixes = 0
                } else if let deep = operatorRun() {
                    return deep
                }
            default:
                if let deep = word() { return deep }
            }
        }
        return nil
    }

    // MARK: Frames

    private mutating func push(_ frame: Frame) -> Int? {
        frames.append(frame)
        return frames.count + prefixes > limit ? index : nil
    }

    /// Generic arguments and function types hold types only: where something else follows, the `<`s
    /// before it were operators (or SwiftParser gave up on those generic arguments), and the arrows'
    /// chain has ended.
    private mutating func endTypes() {
        while frames.last == .angle || frames.last == .arrow { frames.removeLast() }
    }

    private mutating func endFunctionTypes() {
        while frames.last == .arrow { frames.removeLast() }
    }

    /// Closes the innermost `opener` frame and every frame above it; a closing bracket with no opener
    /// is ignored. Never reaches past an interpolation (its own `)` excepted). Returns the frame closed.
    private mutating func close(_ opener: Frame) -> Frame? {
        var position = frames.count - 1
        while position >= 0 {
            let frame = frames[position]
            if frame == opener || (opener == .paren && frame == .interpolation) {
                frames.removeLast(frames.count - position)
                return frame
            }
            if frame == .interpolation { return nil }
            position -= 1
        }
        return nil
    }

    // MARK: Comments, words, operators

    /// `/* … */`, nested as Swift nests them.
    private mutating func blockComment() {
        var depth = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if source[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A name, keyword or number literal.
    @inline(__always)
    private mutating func word() -> Int? {
        let start = index
        var end = index  // a local: the loop runs over most bytes of a file
        while end < source.count && Self.isWordCharacter(source[end]) { end += 1 }
        index = end == start ? end + 1 : end  // a byte that is nothing of the above goes alone
        previous = .word(start, index)
        // Declarations, statements and the like end the types before them (`func f() -> T` then `func g…`).
        if frames.last == .arrow || frames.last == .angle, Self.endsTypes(source[start..<index]) { endTypes() }
        guard Self.isPrefixKeyword(source[start..<index]) else {
            prefixes = 0
            return nil
        }
        prefixes += 1
        return frames.count + prefixes > limit ? start : nil
    }

    private var expressionMayStart: Bool {
        switch previous {
        case .expressionStart: true
        case .operand: false
        case .word(let start, let end): Self.isExpressionKeyword(source[start..<end])
        }
    }

    /// An operator: each `<` may open generic arguments, each `>` (not of `->`) may close them; the
    /// characters that cannot appear between generic arguments drop the open ones.
    private mutating func operatorRun() -> Int? {
        let start = index
        var closedAngle = false
        while index < source.count {
            let byte = source[index]
            guard Self.isOperatorCharacter(byte) || (byte == UInt8(ascii: ".") && source[start] == UInt8(ascii: ".")) else { break }
            if byte == UInt8(ascii: "/") && (at(1) == UInt8(ascii: "/") || at(1) == UInt8(ascii: "*")) { break }
            closedAngle = false
            switch byte {
            case UInt8(ascii: "<"):
                if let deep = push(.angle) { return deep }
            case UInt8(ascii: ">"):
                if index > start && source[index - 1] == UInt8(ascii: "-") {
                    if let deep = push(.arrow) { return deep }
                    break
                }
                endFunctionTypes()
                if frames.last == .angle {
                    frames.removeLast()
                    closedAngle = true
                }
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: "~"):
                break
            case UInt8(ascii: "&") where at(1) != UInt8(ascii: "&") && (index == start || source[index - 1] != UInt8(ascii: "&")):
                break
            case UInt8(ascii: "-") where at(1) == UInt8(ascii: ">") || (at(1) >= UInt8(ascii: "0") && at(1) <= UInt8(ascii: "9")):
                break
            default:
                endTypes()
            }
            index += 1
        }
        if index == start { index += 1 }
        let text = source[start..<index]
        // `try?` and `try!` go on a chain of prefixes.
        if !(text.count == 1 && (text.first == UInt8(ascii: "?") || text.first == UInt8(ascii: "!"))) { prefixes = 0 }
        // A postfix operator (bound to what precedes it, not to what follows) is followed by an operator, not an expression.
        let leftBound = start > 0 && !Self.endsLeftBinding(source[start - 1])
        let rightBound = index < source.count && !Self.startsRightBinding(source[index])
        if closedAngle || (leftBound && !rightBound) || Self.equals(text, "->") || text.first == UInt8(ascii: ".") {
            previous = .operand
        } else {
            previous = .expressionStart
        }
        return nil
    }

    // MARK: Pound: raw strings, extended regex literals, #if

    private mutating func pound() -> Int? {
        var hashes = 0
        while at(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = at(hashes)
        if next == UInt8(ascii: "\"") {
            index += hashes
            return stringLiteral(hashes: hashes)
        }
        if next == UInt8(ascii: "/"), let end = extendedRegexEnd(hashes: hashes) {
            let deep = regexBody(from: index + hashes + 1, to: end)
            index = end + 1 + hashes
            previous = .operand
            return deep
        }
        guard hashes == 1 else {
            index += hashes
            previous = .operand
            return nil
        }
        let pound = index
        index += 1
        let start = index
        while index < source.count && Self.isWordCharacter(source[index]) { index += 1 }
        let directive = source[start..<index]
        if Self.equals(directive, "if") {
            frames.append(.poundIf)
            if frames.count + prefixes > limit { return pound }
            previous = .expressionStart
        } else if Self.equals(directive, "elseif") || Self.equals(directive, "else") || Self.equals(directive, "endif") {
            // The branches are parsed one by one: what one left open does not carry into the next.
            if let open = innermostPoundIf() {
                frames.removeLast(frames.count - (Self.equals(directive, "endif") ? open : open + 1))
            }
            previous = .expressionStart
        } else {
            previous = .operand
        }
        return nil
    }

    private func innermostPoundIf() -> Int? {
        var position = frames.count - 1
        while position >= 0 {
            switch frames[position] {
            case .poundIf: return position
            case .interpolation: return nil
            default: position -= 1
            }
        }
        return nil
    }

    // MARK: String literals

    /// At the opening quote(s) of a string literal whose `hashes` have been passed.
    private mutating func stringLiteral(hashes: Int) -> Int? {
        let quote = source[index]
        let multiline = quote == UInt8(ascii: "\"") && at(1) == quote && at(2) == quote
        index += multiline ? 3 : 1
        return string(StringKind(quote: quote, multiline: multiline, hashes: hashes))
    }

    /// Scans the text of a string literal up to its end (then back in code), or up to an interpolation,
    /// whose code is then scanned as code until its `)` resumes the literal.
    private mutating func string(_ kind: StringKind) -> Int? {
        previous = .operand
        while index < source.count {
            let byte = source[index]
            if (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) && !kind.multiline { return nil }
            if byte == UInt8(ascii: "\\") && hashes(at: index + 1, count: kind.hashes) {
                let escaped = index + 1 + kind.hashes
                if escaped < source.count && source[escaped] == UInt8(ascii: "(") {
                    index = escaped
                    literals.append(kind)
                    if let deep = push(.interpolation) { return deep }
                    index += 1
                    previous = .expressionStart
                    return nil
                }
                // Any other escape: the escaped character is text (an escaped newline included).
                index = escaped + 1
                continue
            }
            if byte == kind.quote {
                let quotes = kind.multiline ? 3 : 1
                if (1..<quotes).allSatisfy({ at($0) == kind.quote }) && hashes(at: index + quotes, count: kind.hashes) {
                    index += quotes + kind.hashes
                    return nil
                }
            }
            index += 1
        }
        return nil
    }

    private func hashes(at position: Int, count: Int) -> Bool {
        guard position + count <= source.count else { return false }
        return (0..<count).allSatisfy { source[position + $0] == UInt8(ascii: "#") }
    }

    // MARK: Regex literals

    /// The closing `/` of an extended regex literal `#/…/#` opened here (at its first `#`): on the same
    /// line, or anywhere when the opening `/` ends its line.
    private mutating func extendedRegexEnd(hashes: Int) -> Int? {
        let open = index + hashes
        let multiline = open + 1 < source.count && (source[open + 1] == UInt8(ascii: "\n") || source[open + 1] == UInt8(ascii: "\r"))
        // A line (or a file) of openings that never close is searched once, not once per opening.
        if let known = noClosing, open > known.start, known.end == source.count || (!multiline && open < known.end), hashes > known.hashes {
            return nil
        }
        var position = open + 1
        var mostHashes = 0
        while position < source.count {
            let byte = source[position]
            if byte == UInt8(ascii: "\n") && !multiline { break }
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            position += 1
            if byte == UInt8(ascii: "/") {
                var following = 0
                while following < hashes && position + following < source.count && source[position + following] == UInt8(ascii: "#") { following += 1 }
                if following == hashes { return position - 1 }
                mostHashes = max(mostHashes, following)
            }
        }
        noClosing = (open, min(position, source.count), mostHashes)
        return nil
    }

    /// The closing `/` of a bare regex literal `/…/` opened here, as SwiftParser's lexer decides it
    /// (SE-0354): not bound to what precedes it, neither starting nor ending with a space or tab, on one
    /// line, with no unbalanced `)`.
    private func bareRegexEnd() -> Int? {
        if index > 0 && !Self.endsLeftBinding(source[index - 1]) { return nil }
        let first = at(1)
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") || first == 0 {
            return nil
        }
        var position = index + 1
        var groups = 0
        var inClass = false
        while position < source.count {
            let byte = source[position]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                position += 1
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "(") where !inClass:
                groups += 1
            case UInt8(ascii: ")") where !inClass:
                groups -= 1
                if groups < 0 { return nil }
            case UInt8(ascii: "/"):
                let last = source[position - 1]
                return last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") ? nil : position
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Text of a regex literal. Should SwiftParser read it as code after all (the heuristics above
    /// differ from its lexer in some corner), its brackets still count: openers nest while the literal
    /// lasts, and closers only close what the literal opened.
    private mutating func regexBody(from start: Int, to end: Int) -> Int? {
        let base = frames.count
        var position = start
        while position < end {
            switch source[position] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                frames.append(.paren)
                if frames.count + prefixes > limit { return position }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if frames.count > base { frames.removeLast() }
            default:
                break
            }
            position += 1
        }
        frames.removeLast(frames.count - base)
        return nil
    }

    // MARK: Character classes

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
    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        // Bits 36 (`$`) and 48–57 (digits); bits 65–90, 95 and 97–122 (letters, `_`) counted from 64.
        let low: UInt64 = 0x03FF_0010_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte >= 0x80 { return true }
        return byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : (high >> UInt64(byte - 64)) & 1 == 1
    }

    /// Whether an operator after `byte` is not bound to its left (Swift's rule for prefix and binary operators).
    private static func endsLeftBinding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, UInt8(ascii: "("), UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Whether an operator before `byte` is not bound to its right.
    private static func startsRightBinding(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0, UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// The keywords SwiftParser's lexer classifies, after which an expression (so a regex literal) may
    /// follow; `true`, `self` and the like are expressions themselves.
    private static let expressionKeywords: Set<[UInt8]> = Set(
        [
            "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
            "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
            "let", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static", "struct",
            "subscript", "switch", "throw", "throws", "try", "typealias", "var", "where", "while",
        ].map { Array($0.utf8) })

    /// Prefixes of an expression that SwiftParser parses by recursion: `try try try …` nests. Looked at
    /// for every word, so a switch over bytes: no tables, no allocation.
    private static func isPrefixKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
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

    private static func equals(_ word: Slice<UnsafeBufferPointer<UInt8>>, _ text: StaticString) -> Bool {
        guard word.count == text.utf8CodeUnitCount else { return false }
        var other = text.utf8Start
        for byte in word {
            if byte != other.pointee { return false }
            other += 1
        }
        return true
    }

    /// Keywords that cannot appear within a type (unlike `inout`, `throws`, `Any` or `Self`).
    private static let nonTypeKeywords: [[UInt8]] = expressionKeywords.filter {
        !["inout", "throws", "rethrows"].contains(String(decoding: $0, as: UTF8.self))
    }

    /// Looked at only for words after `<` or `->`: compares bytes, allocates nothing.
    private static func endsTypes(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 2, word.count <= 15, let first = word.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        for keyword in nonTypeKeywords where keyword.count == word.count && keyword[0] == first {
            if word.elementsEqual(keyword) { return true }
        }
        return false
    }

    private static func isExpressionKeyword(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 2, word.count <= 15, let first = word.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return expressionKeywords.contains(Array(word))
    }
}
