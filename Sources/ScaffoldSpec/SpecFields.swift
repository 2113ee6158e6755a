import Foundation
import Yams

// Fields and types: `name: Type [= default]` entries, state entries, and YAML's array and dictionary sugar for types.

extension SpecReader {
    /// State entries: `name: Type [= default]`, or `name: { type: Type [= default], secret: true, shown: false }`.
    mutating func readState(_ node: Node, what: String = "state") -> [FieldSpec] {
        namedEntries(node, what: what).compactMap { entry -> FieldSpec? in
            // `{ String: Int }` is a dictionary type; a mapping with `type:` or `secret:` describes the entry.
            guard case .mapping(let mapping) = entry.value,
                mapping.keys.contains(where: { SpecParser.stateEntryKeys.contains($0.string ?? "") })
            else { return readField(entry) }
            guard
                let keys = keyedMapping(
                    entry.value, allowed: SpecParser.stateEntryKeys, what: "\(what) '\(entry.key.value)'",
                    hint: "write '{ type: String, secret: true }'")
            else { return nil }
            guard let type = keys["type"] else {
                diagnostics.error(
                    "\(what) '\(entry.key.value)' has no 'type'", at: location(of: entry.value),
                    hint: "write '{ type: String, secret: true }'")
                return nil
            }
            var field = readField((entry.key, type))
            field?.secret = keys["secret"].flatMap { bool($0, what: "secret") }
            field?.shown = keys["shown"].flatMap { bool($0, what: "shown") }
            return field
        }
    }

    /// `name: Type` entries; `Type = default` splits at the first top-level `=`.
    mutating func readFields(_ node: Node, what: String) -> [FieldSpec] {
        namedEntries(node, what: what).compactMap { readField($0) }
    }

    mutating func readField(_ entry: (key: Located<String>, value: Node)) -> FieldSpec? {
        if case .scalar(let scalar) = entry.value, !Self.isNull(entry.value) {
            let text = scalar.string
            if let split = Self.splitDefault(text) {
                let typeLocation = location(of: entry.value)
                let defaultColumn = typeLocation.column + split.defaultOffset + (scalar.style == .plain ? 0 : 1)
                var defaultLocation = typeLocation
                defaultLocation.column = defaultColumn
                if split.defaultValue.isEmpty {
                    diagnostics.error(
                        "'\(entry.key.value)' has '=' but no default value", at: defaultLocation,
                        hint: "write 'Type = value', e.g. 'Bool = false'")
                    return nil
                }
                return FieldSpec(
                    name: entry.key, type: .swift(Located(split.type, at: typeLocation)),
                    defaultValue: Located(split.defaultValue, at: defaultLocation))
            }
        }
        guard let type = typeSpec(entry.value) else { return nil }
        return FieldSpec(name: entry.key, type: type, defaultValue: nil)
    }

    /// `depth` counts the YAML sugar levels: aliases can nest anchored types far deeper than the text does.
    mutating func typeSpec(_ node: Node, depth: Int = 1) -> TypeSpec? {
        guard visit(node) else { return nil }
        guard depth <= SpecParser.maximumNesting else {
            diagnostics.error(
                "type is nested more than \(SpecParser.maximumNesting) levels deep", at: location(of: node),
                hint: "a type needs only a few levels, e.g. '[String: [Int]]'; check the aliases ('*name') used in it")
            return nil
        }
        switch node {
        case .scalar(let scalar):
            let text = scalar.string.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !Self.isNull(node) else {
                diagnostics.error("missing type", at: location(of: node), hint: "write a Swift type such as 'String', '[Article]' or 'URL?'")
                return nil
            }
            return .swift(Located(text, at: location(of: node)))
        case .sequence(let sequence):
            guard sequence.count == 1, let element = typeSpec(sequence[0], depth: depth + 1) else {
                if sequence.count != 1 {
                    diagnostics.error(
                        "an array type lists exactly one element type, found \(sequence.count)", at: location(of: node),
                        hint: "write '[Article]' for an array; quote Swift types YAML would misread, e.g. \"[Data]?\"")
                }
                return nil
            }
            return .array(element, at: location(of: node))
        case .mapping(let mapping):
            guard mapping.count == 1 else {
                diagnostics.error(
                    "a dictionary type has exactly one 'Key: Value' pair, found \(mapping.count)", at: location(of: node),
                    hint: "write '{String: Int}' for a dictionary, or quote a Swift type: \"[String: [Int]]\"")
                return nil
            }
            guard let key = typeSpec(mapping[mapping.startIndex].key, depth: depth + 1),
                let value = typeSpec(mapping[mapping.startIndex].value, depth: depth + 1)
            else { return nil }
            return .dictionary(key: key, value: value, at: location(of: node))
        case .alias:
            return nil
        }
    }

    /// Splits `Type = default` at the first `=` outside brackets and quotes.
    static func splitDefault(_ text: String) -> (type: String, defaultValue: String, defaultOffset: Int)? {
        var depth = 0
        var inString = false
        var offset = 0
        var previous: Unicode.Scalar = " "
        for character in text.unicodeScalars {
            defer { previous = character }
            if character == "\"" {
                inString.toggle()
            } else if inString {
                // Inside a string literal nothing is structure.
            } else if "[(<{".unicodeScalars.contains(character) {
                depth += 1
            } else if "])>}".unicodeScalars.contains(character), !(character == ">" && previous == "-") {
                depth -= 1
            } else if character == "=", depth == 0 {
                let index = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset)
                let type = String(text.unicodeScalars[..<index]).trimmingCharacters(in: .whitespaces)
                let rest = String(text.unicodeScalars[text.unicodeScalars.index(after: index)...])
                let value = rest.trimmingCharacters(in: .whitespaces)
                let leading = rest.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
                return (type, value, offset + 1 + leading)
            }
            offset += 1
        }
        return nil
    }
}
