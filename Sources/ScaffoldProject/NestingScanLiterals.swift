/// What the nesting scan skips or counts inside literals: `#` forms (raw strings, extended regex literals, `#if`),
/// string literals with their interpolations, and regex literals.
extension NestingScan {
    mutating func pound() -> Int? {
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

    func innermostPoundIf() -> Int? {
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
    mutating func stringLiteral(hashes: Int) -> Int? {
        let quote = source[index]
        let multiline = quote == UInt8(ascii: "\"") && at(1) == quote && at(2) == quote
        index += multiline ? 3 : 1
        return string(StringKind(quote: quote, multiline: multiline, hashes: hashes))
    }

    /// Scans the text of a string literal up to its end (then back in code), or up to an interpolation,
    /// whose code is then scanned as code until its `)` resumes the literal.
    mutating func string(_ kind: StringKind) -> Int? {
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

    func hashes(at position: Int, count: Int) -> Bool {
        guard position + count <= source.count else { return false }
        return (0..<count).allSatisfy { source[position + $0] == UInt8(ascii: "#") }
    }

    // MARK: Regex literals

    /// The closing `/` of an extended regex literal `#/…/#` opened here (at its first `#`): on the same
    /// line, or anywhere when the opening `/` ends its line.
    mutating func extendedRegexEnd(hashes: Int) -> Int? {
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
    func bareRegexEnd() -> Int? {
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
    mutating func regexBody(from start: Int, to end: Int) -> Int? {
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
}
