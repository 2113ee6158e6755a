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
package struct NestingScan {
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
    enum Previous: Equatable {
        /// Start of file, an opening bracket, a separator, a binary or prefix operator: an expression
        /// may start here, so `/` starts a regex literal.
        case expressionStart
        /// A literal, a closing bracket, a postfix operator, `.` …: `/` is an operator.
        case operand
        /// A name or keyword (which is looked at only if `/` follows: after most keywords an expression may start).
        case word(Int, Int)
    }

    let source: UnsafeBufferPointer<UInt8>
    let limit: Int
    var index = 0
    var frames: [Frame] = []
    /// The string literal of each interpolation frame, innermost last.
    var literals: [StringKind] = []
    var previous = Previous.expressionStart
    /// Consecutive prefixes such as `try` and `await`, through which SwiftParser recurses too.
    var prefixes = 0
    /// From `start` to `end`, no `/` is followed by more than `hashes` `#`s: an extended regex literal
    /// opened there with more cannot close.
    var noClosing: (start: Int, end: Int, hashes: Int)?

    /// What SwiftParser's lookahead may have spent on the `[`s opened so far, in the units of `bracketBudget`.
    var bracketCost = 0
    let bracketBudget: Int

    /// SwiftParser (602, 603) tries whether each `[` starts an inline array type (`[3 of Int]`) by looking ahead
    /// for a type, and a `[` in that type is tried both ways again: its time doubles with every `[` open around the
    /// one it is at (measured in a release build: `let x = [[[…` 20 deep takes 0.2 s, 24 deep 3 s, 30 deep minutes).
    /// Each `[` costs 2ⁿ with n the `[`s open, itself included; a file over the budget is refused before parsing.
    /// The budget, 2²², is about half a second of that lookahead, and 300 times what the most any file of
    /// swift-syntax's sources or of scaffold's spends (`[`s rarely stand more than a few deep).
    package static let bracketBudget = 1 << 22

    /// SwiftParser's own nesting limit in release builds, which files are held to (`limit`) before it parses them.
    package static let parserLimit = 256

    /// What stopped a scan.
    package enum Refusal: Equatable {
        /// Nested more than the limit at this offset.
        case tooDeep(Int)
        /// Over `bracketBudget` at the `[` at this offset.
        case tooSlow(Int)
    }

    private init(_ source: UnsafeBufferPointer<UInt8>, limit: Int, bracketBudget: Int) {
        self.source = source
        self.limit = limit
        self.bracketBudget = bracketBudget
    }

    /// The offset of the first opening bracket, generic `<`, `#if` or interpolation nested more than
    /// `limit` levels deep; nil when the file nests no deeper.
    package static func firstTooDeep(in source: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        var scan = NestingScan(source, limit: limit, bracketBudget: .max)
        return scan.run()
    }

    /// Where the file is nested more than `limit` levels deep, or first over `bracketBudget`; nil for neither.
    package static func firstRefusal(in source: UnsafeBufferPointer<UInt8>, limit: Int, bracketBudget: Int = bracketBudget) -> Refusal? {
        var scan = NestingScan(source, limit: limit, bracketBudget: bracketBudget)
        guard let offset = scan.run() else { return nil }
        return scan.bracketCost > bracketBudget ? .tooSlow(offset) : .tooDeep(offset)
    }

    func at(_ offset: Int) -> UInt8 {
        index + offset < source.count ? source[index + offset] : 0
    }

    mutating func run() -> Int? {
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
                if bracketBudget < .max, let slow = chargeBracket() { return slow }
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
                index = lineEnd(from: index)
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

    mutating func push(_ frame: Frame) -> Int? {
        frames.append(frame)
        return frames.count + prefixes > limit ? index : nil
    }

    /// Charges the `[` just pushed (see `bracketBudget`); its offset when that is over the budget.
    mutating func chargeBracket() -> Int? {
        var open = 0
        for frame in frames where frame == .square { open += 1 }
        let cost = open < 62 ? 1 << open : Int.max
        guard cost <= bracketBudget - bracketCost else {
            bracketCost = bracketBudget + 1
            return index
        }
        bracketCost += cost
        return nil
    }

    /// Generic arguments and function types hold types only: where something else follows, the `<`s
    /// before it were operators (or SwiftParser gave up on those generic arguments), and the arrows'
    /// chain has ended.
    mutating func endTypes() {
        while frames.last == .angle || frames.last == .arrow { frames.removeLast() }
    }

    mutating func endFunctionTypes() {
        while frames.last == .arrow { frames.removeLast() }
    }

    /// Closes the innermost `opener` frame and every frame above it; a closing bracket with no opener
    /// is ignored. Never reaches past an interpolation (its own `)` excepted). Returns the frame closed.
    mutating func close(_ opener: Frame) -> Frame? {
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
    mutating func blockComment() {
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

    /// The index of the first newline from `start` on, or the end of the source: eight bytes at a time, as a line
    /// comment is skipped (comments are a quarter of the bytes of generated code).
    func lineEnd(from start: Int) -> Int {
        var end = start
        if let base = source.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            while end &+ 8 <= source.count {
                // The classic test for a zero byte, of the bytes xor'ed with newlines: exact up to the first newline.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)) ^ (ones &* UInt64(UInt8(ascii: "\n")))
                let newlines = (word &- ones) & ~word & (ones &* 0x80)
                if newlines != 0 { return end &+ newlines.trailingZeroBitCount >> 3 }
                end &+= 8
            }
        }
        while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// A name, keyword or number literal.
    @inline(__always)
    mutating func word() -> Int? {
        let start = index
        var end = index  // a local: the loop runs over most bytes of a file
        // Eight bytes at a time while there are eight (most words end within them), then one at a time.
        var ended = false
        if let base = source.baseAddress {
            let raw = UnsafeRawPointer(base)
            while end &+ 8 <= source.count {
                let nonWord = Self.nonWordBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                if nonWord != 0 {
                    end &+= nonWord.trailingZeroBitCount >> 3
                    ended = true
                    break
                }
                end &+= 8
            }
        }
        if !ended { while end < source.count && Self.isWordCharacter(source[end]) { end += 1 } }
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

    var expressionMayStart: Bool {
        switch previous {
        case .expressionStart: true
        case .operand: false
        case .word(let start, let end): Self.isExpressionKeyword(source[start..<end])
        }
    }

    /// An operator: each `<` may open generic arguments, each `>` (not of `->`) may close them; the
    /// characters that cannot appear between generic arguments drop the open ones.
    mutating func operatorRun() -> Int? {
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
}
