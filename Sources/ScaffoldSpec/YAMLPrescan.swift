import Yams

/// Cheap checks on the raw text before Yams composes it: Yams recurses once per nesting level,
/// so pathological nesting must be refused before it can exhaust the stack.
enum YAMLPrescan {
    static func problem(in text: String, file: String, maximumNesting: Int) -> Diagnostic? {
        var line = 1
        var flowDepth = 0
        var indentStack: [Int] = []
        var quote: Unicode.Scalar?
        var lineStart = true
        var indent = 0
        var column = 0
        var inComment = false
        for scalar in text.unicodeScalars {
            column += 1
            if scalar == "\n" {
                line += 1; column = 0; lineStart = true; indent = 0; inComment = false
                if quote == "'" || quote == "\"" { continue }
                continue
            }
            if inComment { continue }
            if lineStart {
                if scalar == " " { indent += 1; continue }
                if scalar == "-" { indent += 2; continue }
                lineStart = false
                if scalar != "#" && flowDepth == 0 && quote == nil {
                    while let last = indentStack.last, last >= indent { indentStack.removeLast() }
                    indentStack.append(indent)
                    if indentStack.count > maximumNesting {
                        return tooDeep(file: file, line: line, column: column)
                    }
                }
            }
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "#": inComment = true
            case "\"", "'": quote = scalar
            case "[", "{":
                flowDepth += 1
                if flowDepth + indentStack.count > maximumNesting {
                    return tooDeep(file: file, line: line, column: column)
                }
            case "]", "}": flowDepth = max(0, flowDepth - 1)
            default: break
            }
        }
        return nil
    }

    private static func tooDeep(file: String, line: Int, column: Int) -> Diagnostic {
        Diagnostic("YAML is nested more than \(SpecParser.maximumNesting) levels deep", at: SourceLocation(file: file, line: line, column: column),
                   hint: "a module spec needs only a few levels: sections, names, fields")
    }
}

/// Turns Yams' errors into located diagnostics with a fix where one is known.
enum YAMLErrorMapping {
    static func diagnostic(for error: YamlError, text: String, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var message = "YAML: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return Diagnostic(message, at: at(mark), hint: hint(forLine: mark.line, in: text))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping", at: at(context.mark),
                              hint: "each name may appear once; rename or merge the entries")
        case .reader(let problem, _, _, _):
            return Diagnostic("YAML: \(problem)", at: SourceLocation(file: file, line: 1, column: 1), hint: "save the file as UTF-8 text")
        default:
            return Diagnostic("YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// A key like `fetch(limit: Int):` is a syntax error in YAML; say what to write instead.
    static func hint(forLine line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for candidate in [line - 1, line - 2] where candidate >= 0 && candidate < lines.count {
            let content = lines[candidate].trimmingCharacters(in: .whitespaces)
            if content.contains("("), content.hasSuffix(":") || content.contains("):"), !content.hasPrefix("#") {
                return SpecReader.signatureHint(String(content))
            }
        }
        return "check indentation (spaces, not tabs) and quote values that contain ': ', '#', '[' or '{'"
    }
}
