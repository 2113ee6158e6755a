import ScaffoldDiagnostics
import Yams

/// Cheap checks on the raw text before Yams composes it: Yams recurses once per nesting level,
/// so pathological nesting must be refused before it can exhaust the stack; and it hashes every
/// mapping key, so a key that is an alias (or a collection of them) could make it hash a
/// "billion laughs" expansion. Keys in a spec are plain names, so anything else is refused here.
///
/// The scan follows YAML only as far as it needs to: quotes open only where a value starts,
/// `#` starts a comment only after a blank, block scalars (`|`, `>`) are skipped, and `[`, `{`
/// count only where YAML reads them as flow indicators. Where it has to guess, it over-counts.
enum YAMLPrescan {
    static func problem(in text: String, file: String, maximumNesting: Int) -> Diagnostic? {
        let scalars = Array(text.unicodeScalars)
        var line = 1, column = 0
        var indentStack: [Int] = []  // indentation of the open block levels
        var flowOpenings: [(line: Int, column: Int)] = []
        var quote: Unicode.Scalar?
        var inComment = false
        var lineStart = true  // nothing but spaces and block indicators so far on this line
        var indent = 0  // columns before the current one, while lineStart
        var lineIndent = 0  // indentation of this line's first node
        var dashIndent: Int?  // indentation of this line's last '- '
        var lineHasContent = false
        var valueStart = true  // a node may start here: quotes, aliases, '?' and flow brackets are indicators
        var previousLine: (indent: Int, expectsValue: Bool)?  // the last line with content, outside quotes and flow
        var blockScalarParent: Int?  // skipping the lines of a block scalar more indented than this
        var aliases = 0
        var previous: Unicode.Scalar = "\n"
        func at(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        func isBlank(_ index: Int) -> Bool {
            index >= scalars.count || [" ", "\t", "\n", "\r"].contains(scalars[index])
        }
        func isFlowIndicator(_ index: Int) -> Bool { index < scalars.count && [",", "[", "]", "{", "}"].contains(scalars[index]) }
        /// Whether a ':' that makes the node before it a key follows `index` (after blanks on this line).
        func keyIndicatorFollows(_ index: Int) -> Bool {
            var index = index
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            return index < scalars.count && scalars[index] == ":"
                && (isBlank(index + 1) || (!flowOpenings.isEmpty && isFlowIndicator(index + 1)))
        }
        func pushBlockLevel(_ indent: Int) -> Bool {
            while let last = indentStack.last, last >= indent { indentStack.removeLast() }
            indentStack.append(indent)
            return indentStack.count + flowOpenings.count <= maximumNesting
        }

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            defer { previous = scalar; index += 1 }
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                if quote == nil && flowOpenings.isEmpty && lineHasContent && blockScalarParent == nil {
                    previousLine = (lineIndent, valueStart)
                }
                line += 1; column = 0; lineStart = true; indent = 0; inComment = false; dashIndent = nil; lineHasContent = false
                if quote == nil { valueStart = true }
                continue
            }
            column += 1
            if scalar == "\r" || inComment { continue }
            if let open = quote {
                if open == "\"" && scalar == "\\" && index + 1 < scalars.count && scalars[index + 1] != "\n" {
                    index += 1; column += 1
                } else if scalar == open {
                    if open == "'" && index + 1 < scalars.count && scalars[index + 1] == "'" {
                        index += 1; column += 1
                    } else {
                        quote = nil; valueStart = false
                    }
                }
                continue
            }
            if lineStart, let parent = blockScalarParent {
                if scalar == " " { indent += 1; continue }
                if indent > parent || scalar == "\t" { inComment = true; continue }
                blockScalarParent = nil
            }
            if lineStart {
                if scalar == " " { indent += 1; continue }
                if flowOpenings.isEmpty && (scalar == "-" || scalar == "?") && isBlank(index + 1) {
                    if scalar == "?" { return complexKey(at: at(line, column)) }
                    if !pushBlockLevel(indent) { return tooDeep(at: at(line, column)) }
                    dashIndent = indent
                    indent += 1
                    continue
                }
                lineStart = false
                lineIndent = indent
                if scalar != "#" {
                    lineHasContent = true
                    if flowOpenings.isEmpty {
                        // A more indented line after a finished value continues a plain scalar: quotes there are text.
                        if let previousLine, !previousLine.expectsValue, indent > previousLine.indent { valueStart = false }
                        if !pushBlockLevel(indent) { return tooDeep(at: at(line, column)) }
                    }
                }
            }
            switch scalar {
            case " ", "\t":
                break
            case "#" where previous == " " || previous == "\t" || previous == "\n":
                inComment = true
            case "\"" where valueStart, "'" where valueStart:
                quote = scalar
            case "?" where valueStart && isBlank(index + 1):
                return complexKey(at: at(line, column))
            case "*" where valueStart:
                let aliasColumn = column
                aliases += 1
                if aliases > SpecParser.maximumAliases {
                    return Diagnostic(
                        "spec uses more than \(SpecParser.maximumAliases) aliases ('*name')", at: at(line, aliasColumn),
                        hint: "aliases that repeat anchors multiply the document; write the values out")
                }
                while index + 1 < scalars.count, !isBlank(index + 1), !isFlowIndicator(index + 1), scalars[index + 1] != ":" {
                    index += 1; column += 1
                }
                if keyIndicatorFollows(index + 1) {
                    return Diagnostic(
                        "an alias ('*name') cannot be a key", at: at(line, aliasColumn),
                        hint: "keys are plain names: write 'name: value'; aliases may only stand for values")
                }
                valueStart = false
            case "&" where valueStart, "!" where valueStart:
                // An anchor or a tag: the node itself still follows.
                while index + 1 < scalars.count, !isBlank(index + 1), !isFlowIndicator(index + 1) { index += 1; column += 1 }
            case "|" where valueStart && flowOpenings.isEmpty, ">" where valueStart && flowOpenings.isEmpty:
                // A block scalar: its lines are text, up to the first line no more indented than its parent.
                let isFirstOnLine = column == lineIndent + 1
                blockScalarParent = isFirstOnLine ? (dashIndent ?? lineIndent) : lineIndent
                inComment = true  // the rest of this line is the block scalar's header
            case "[" where valueStart || !flowOpenings.isEmpty, "{" where valueStart || !flowOpenings.isEmpty:
                flowOpenings.append((line, column))
                if flowOpenings.count + indentStack.count > maximumNesting { return tooDeep(at: at(line, column)) }
                valueStart = true
            case "]" where !flowOpenings.isEmpty, "}" where !flowOpenings.isEmpty:
                let opening = flowOpenings.removeLast()
                if keyIndicatorFollows(index + 1) { return complexKey(at: at(opening.line, opening.column)) }
                valueStart = false
            case "," where !flowOpenings.isEmpty:
                valueStart = true
            case ":" where isBlank(index + 1) || (!flowOpenings.isEmpty && isFlowIndicator(index + 1)):
                valueStart = true
            default:
                valueStart = false
            }
        }
        return nil
    }

    private static func tooDeep(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "YAML is nested more than \(SpecParser.maximumNesting) levels deep", at: location,
            hint: "a module spec needs only a few levels: sections, names, fields")
    }

    private static func complexKey(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            "keys must be plain names, not lists, mappings or '? ' keys", at: location,
            hint: "write 'name: value', one per line")
    }
}

/// Turns Yams' errors into located diagnostics with a fix where one is known.
enum YAMLErrorMapping {
    static func diagnostic(for error: YamlError, text: String, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if let signature = signatureKey(nearLine: mark.line, in: text) {
                return Diagnostic(
                    "'\(signature.key)' looks like a Swift signature; YAML splits it at ': '",
                    at: SourceLocation(file: file, line: signature.line, column: signature.column),
                    hint: SpecReader.signatureHint(signature.key))
            }
            var message = "YAML: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return Diagnostic(message, at: at(mark), hint: "check indentation (spaces, not tabs) and quote values that contain ': ', '#', '[' or '{'")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = context.mark.line >= 1 ? at(context.mark) : SourceLocation(file: file, line: 1, column: 1)
            let second = repeatedKeyLocation(of: key, after: first, in: text)
            return Diagnostic(
                "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping", at: second ?? first,
                hint: "'\(key)' is first written at \(first.line):\(first.column); each name may appear once: rename or merge the entries")
        case .reader(let problem, _, _, _):
            return Diagnostic("YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1), hint: "save the file as UTF-8 text")
        default:
            return Diagnostic("YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// Where `key`, first written at `first`, is written again in the same mapping: the line of a block
    /// mapping with the same indentation, or the next `, key:` of a flow mapping. Nil when not found.
    static func repeatedKeyLocation(of key: String, after first: SourceLocation, in text: String) -> SourceLocation? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let keyScalars = Array(key.unicodeScalars)
        /// Whether `key` (plain or quoted) followed by ':' starts at `start` of `line`.
        func keyStarts(at start: Int, in line: [Unicode.Scalar]) -> Bool {
            var index = start
            var quote: Unicode.Scalar?
            if index < line.count, line[index] == "\"" || line[index] == "'" { quote = line[index]; index += 1 }
            guard index + keyScalars.count <= line.count, Array(line[index..<index + keyScalars.count]) == keyScalars else { return false }
            index += keyScalars.count
            if let quote {
                guard index < line.count, line[index] == quote else { return false }
                index += 1
            }
            while index < line.count, line[index] == " " { index += 1 }
            return index < line.count && line[index] == ":"
        }
        let firstLine = first.line - 1, keyColumn = first.column - 1
        guard firstLine < lines.count, keyColumn < lines[firstLine].count else { return nil }
        let before = lines[firstLine][..<keyColumn].filter { $0 != " " }
        if before.last == "{" || before.last == "," {
            // A flow mapping: the next ', key:' after the first one.
            for lineIndex in firstLine..<lines.count {
                let line = lines[lineIndex]
                var index = lineIndex == firstLine ? keyColumn + 1 : 0
                while index < line.count {
                    if line[index] == "," || line[index] == "{" {
                        var start = index + 1
                        while start < line.count, line[start] == " " { start += 1 }
                        if keyStarts(at: start, in: line) { return SourceLocation(file: first.file, line: lineIndex + 1, column: start + 1) }
                    }
                    index += 1
                }
            }
            return nil
        }
        // A block mapping: the next line indented like the first key, before the mapping ends.
        for lineIndex in (firstLine + 1)..<max(firstLine + 1, lines.count) {
            let line = lines[lineIndex]
            let indent = line.prefix { $0 == " " }.count
            if indent == line.count || line[indent] == "#" { continue }
            if indent < keyColumn { return nil }
            if indent == keyColumn, keyStarts(at: indent, in: line) {
                return SourceLocation(file: first.file, line: lineIndex + 1, column: indent + 1)
            }
        }
        return nil
    }

    /// A key like `fetch(limit: Int):` is a syntax error in YAML: finds it on the error's line or the one
    /// before, with where it starts, so the error can show the `params:` form instead.
    static func signatureKey(nearLine line: Int, in text: String) -> (key: String, line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for candidate in [line - 1, line - 2] where candidate >= 0 && candidate < lines.count {
            var content = lines[candidate].trimmingCharacters(in: .whitespaces)
            let indent = lines[candidate].unicodeScalars.prefix { $0 == " " }.count
            guard !content.hasPrefix("#"), let open = content.firstIndex(of: "("),
                content.hasSuffix(":") || content.contains("):")
            else { continue }
            // A signature starts with a name: `fetch(`, not `key: value(`.
            guard !content[..<open].contains(":"), !content[..<open].contains(" ") else { continue }
            if content.hasSuffix(":") { content.removeLast() }
            return (content, candidate + 1, indent + 1)
        }
        return nil
    }
}

/// Every YAML file scaffold reads (specs, scaffold.yml, template-set.yml) goes through here:
/// the prescan's limits first, then Yams' node API, with its errors located.
public enum YAMLInput {
    /// `text` without the UTF-8 byte-order mark some editors save first, which YAML parsers refuse. Positions
    /// count from after it, as editors show them.
    public static func withoutByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    static func compose(_ text: String, file: String) throws(DiagnosticError) -> Node? {
        let text = withoutByteOrderMark(text)
        if let problem = YAMLPrescan.problem(in: text, file: file, maximumNesting: SpecParser.maximumNesting) {
            throw DiagnosticError([problem])
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw DiagnosticError([YAMLErrorMapping.diagnostic(for: error, text: text, file: file)])
        } catch {
            throw DiagnosticError([Diagnostic("cannot read YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))])
        }
    }
}
