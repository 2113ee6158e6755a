import Foundation
import ScaffoldDiagnostics
import Yams

// Reading YAML nodes, for every document scaffold reads (specs, scaffold.yml, template-set.yml): located values, mappings, lists, a node budget.

/// Walks the YAML node tree into a `Spec`, collecting diagnostics as it goes.
struct SpecReader {
    let file: String
    var diagnostics = DiagnosticCollector()
    private var visitedNodes = 0
    private var overBudget = false

    init(file: String) { self.file = file }

    // MARK: Node helpers

    /// A mapping whose keys are fixed words: reports unknown keys with a suggestion.
    mutating func keyedMapping(_ node: Node, allowed: [String], what: String, hint: String) -> [String: Node]? {
        if Self.isNull(node) { return [:] }
        guard visit(node) else { return nil }
        guard case .mapping(let mapping) = node else {
            diagnostics.error("\(what) must be a mapping", at: location(of: node), hint: hint)
            return nil
        }
        var result: [String: Node] = [:]
        for (keyNode, value) in mapping {
            if overBudget { break }
            guard let key = mappingKey(keyNode) else { continue }
            if allowed.contains(key.value) {
                result[key.value] = value
            } else if Self.looksLikeSignature(key.value) {
                diagnostics.error(
                    "'\(key.value)' looks like a Swift signature; YAML splits it at ': '", at: key.location,
                    hint: Self.signatureHint(key.value))
            } else {
                diagnostics.error(
                    "unknown key '\(key.value)' in \(what)", at: key.location,
                    hint: Suggestions.hint(for: key.value, in: allowed, listing: "keys"))
            }
        }
        return result
    }

    /// A mapping whose keys are names chosen by the user (entities, fields, operations, …), in file order.
    mutating func namedEntries(_ node: Node, what: String) -> [(key: Located<String>, value: Node)] {
        if Self.isNull(node) { return [] }
        guard visit(node) else { return [] }
        guard case .mapping(let mapping) = node else {
            diagnostics.error(
                "\(what) must be a mapping of names", at: location(of: node),
                hint: "write one 'name: …' entry per line, or '{ name: Type }' on one line")
            return []
        }
        var result: [(key: Located<String>, value: Node)] = []
        for (keyNode, value) in mapping {
            if overBudget { break }
            guard let key = mappingKey(keyNode) else { continue }
            if Self.looksLikeSignature(key.value) {
                diagnostics.error(
                    "'\(key.value)' looks like a Swift signature; YAML splits it at ': '", at: key.location,
                    hint: Self.signatureHint(key.value))
                continue
            }
            result.append((key, value))
        }
        return result
    }

    mutating func mappingKey(_ node: Node) -> Located<String>? {
        guard visit(node) else { return nil }
        guard case .scalar(let scalar) = node else {
            diagnostics.error("keys must be plain names", at: location(of: node), hint: "write 'name: value'")
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    mutating func scalar(_ node: Node, what: String) -> Located<String>? {
        guard visit(node) else { return nil }
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            diagnostics.error("'\(what)' must be a single value", at: location(of: node), hint: "write '\(what): value' on one line")
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    mutating func scalarList(_ node: Node, what: String) -> [Located<String>] {
        if Self.isNull(node) { return [] }
        guard visit(node) else { return [] }
        guard case .sequence(let sequence) = node else {
            diagnostics.error("\(what) must be a list", at: location(of: node), hint: "write '[A, B]' or one '- A' per line")
            return []
        }
        return sequence.compactMap { scalar($0, what: what) }
    }

    mutating func bool(_ node: Node, what: String) -> Located<Bool>? {
        guard let text = scalar(node, what: what) else { return nil }
        switch text.value {
        case "true": return Located(true, at: text.location)
        case "false": return Located(false, at: text.location)
        default:
            diagnostics.error("'\(what)' must be true or false, not '\(text.value)'", at: text.location)
            return nil
        }
    }

    /// Counts nodes so that alias-heavy YAML, which shares subtrees, cannot make the walk explode.
    mutating func visit(_ node: Node) -> Bool {
        visitedNodes += 1
        if visitedNodes > SpecParser.maximumNodes {
            if !overBudget {
                overBudget = true
                diagnostics.error(
                    "spec expands to more than \(SpecParser.maximumNodes) YAML nodes", at: location(of: node),
                    hint: "aliases ('*name') that repeat large anchors multiply the document; write the values out")
            }
            return false
        }
        return true
    }

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return nullWords.contains(scalar.string)
    }

    static func looksLikeSignature(_ key: String) -> Bool {
        key.unicodeScalars.contains { $0 == "(" || $0 == ")" }
    }

    /// The `params:` form of a signature-like key: `fetch(limit: Int) -> [Article]` gives
    /// `fetch:`, `params: { limit: Int }` and `returns: [Article]`.
    static func signatureHint(_ key: String) -> String {
        let text = key.trimmingCharacters(in: .whitespaces)
        let name = text.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
        var params = "limit: Int"
        var returns: String?
        if let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close {
            let inside = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            if inside.contains(":") {
                params = inside
            } else {
                params = inside.split(separator: ",").map { "\($0.trimmingCharacters(in: .whitespaces)): Type" }.joined(separator: ", ")
            }
            var rest = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
            if rest.hasSuffix(":") { rest.removeLast() }
            if rest.hasPrefix("->") {
                let type = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
                if !type.isEmpty { returns = type }
            }
        }
        var lines = ["\(name.isEmpty ? "fetch" : name):"]
        if !params.isEmpty { lines.append("  params: { \(params) }") }
        if let returns { lines.append("  returns: \(returns)") }
        return "write the name alone and list parameters under 'params:', e.g.\n" + lines.map { "    " + $0 }.joined(separator: "\n")
    }
}
