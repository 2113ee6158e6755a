import Foundation
import ScaffoldDiagnostics
import Yams

/// Reads a module spec (docs/ARCHITECTURE.md#the-module-spec) from YAML into a located `Spec`.
///
/// Works on Yams' node API so that every value keeps its `line:col`, and keeps going after an
/// error so that one run reports every structural problem of the file.
public enum SpecParser {
    /// Specs are small; anything bigger is a mistake (or an attack), not a module.
    public static let maximumFileSize = 1 << 20
    /// Nesting deeper than this is rejected before YAML parsing, which recurses per level.
    public static let maximumNesting = 64
    /// Bounds the work an alias-heavy document ("billion laughs") can cause.
    public static let maximumNodes = 20_000
    /// Aliases share subtrees, so each one can multiply the depth of the composed document.
    public static let maximumAliases = 100

    public static let topLevelKeys = [
        "module", "architecture", "ui", "title", "summary", "imports", "entities",
        "services", "state", "inputs", "derived", "events", "actions", "routes", "dependencies",
    ]
    static let operationKeys = ["params", "returns", "async", "throws"]
    static let actionKeys = ["params", "when", "confirm", "call", "with", "assign", "append", "set", "then", "navigate"]
    static let routeKeys = ["params", "to"]
    static let stateEntryKeys = ["type", "secret"]
    static let eventKeys = ["appear", "refresh", "reachEnd"]
    static let inputKeys = ["kind", "onChange"]

    /// Reads and parses the spec at `path`; `displayPath` is how diagnostics name the file.
    public static func load(path: String, displayPath: String? = nil) throws(DiagnosticError) -> Spec {
        let name = displayPath ?? path
        let start = SourceLocation(file: name, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let message = exists && isDirectory.boolValue ? "is a folder, not a spec file" : "no such spec file"
            throw DiagnosticError([Diagnostic(message, at: start, hint: "pass the path of a module spec such as Specs/NewsList.yaml")])
        }
        return try parse(data: data, file: name)
    }

    public static func parse(data: Data, file: String) throws(DiagnosticError) -> Spec {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard data.count <= maximumFileSize else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is \(data.count) bytes; the limit is \(maximumFileSize)", at: start,
                    hint: "a module spec describes one screen; split large specs into several modules")
            ])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is not valid UTF-8", at: invalidUTF8Location(in: data, file: file),
                    hint: "save the file as UTF-8")
            ])
        }
        return try parse(text: text, file: file)
    }

    public static func parse(text: String, file: String) throws(DiagnosticError) -> Spec {
        let size = text.utf8.count
        guard size <= maximumFileSize else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is \(size) bytes; the limit is \(maximumFileSize)", at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "a module spec describes one screen; split large specs into several modules")
            ])
        }
        let root = try YAMLInput.compose(text, file: file)
        guard let root, !SpecReader.isNull(root) else {
            throw DiagnosticError([
                Diagnostic(
                    "spec is empty", at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "start with 'module: Name' and 'architecture: mvvm' (see Specs/NewsList.yaml)")
            ])
        }
        var reader = SpecReader(file: file)
        let spec = reader.readSpec(root)
        try reader.diagnostics.throwIfAny()
        return spec
    }

    static func invalidUTF8Location(in data: Data, file: String) -> SourceLocation {
        var line = 1, column = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            let end = index + max(length, 1)
            if length == 0 || end > data.endIndex || String(validating: data[index..<end], as: UTF8.self) == nil {
                break
            }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index = end
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// Walks the YAML node tree into a `Spec`, collecting diagnostics as it goes.
struct SpecReader {
    let file: String
    var diagnostics = DiagnosticCollector()
    private var visitedNodes = 0
    private var overBudget = false

    init(file: String) { self.file = file }

    // MARK: Sections

    mutating func readSpec(_ root: Node) -> Spec {
        var spec = Spec(file: file, location: location(of: root))
        guard
            let top = keyedMapping(
                root, allowed: SpecParser.topLevelKeys, what: "the top level of a spec",
                hint: "a spec is a mapping: 'module: NewsList', 'architecture: mvvm', 'entities: …'")
        else { return spec }
        spec.module = top["module"].flatMap { scalar($0, what: "module") }
        spec.architecture = top["architecture"].flatMap { scalar($0, what: "architecture") }
        spec.ui = top["ui"].flatMap { scalar($0, what: "ui") }
        spec.title = top["title"].flatMap { scalar($0, what: "title") }
        spec.summary = top["summary"].flatMap { scalar($0, what: "summary") }
        if let node = top["imports"] { spec.imports = readImports(node) }
        if let node = top["entities"] {
            spec.entities = namedEntries(node, what: "entities").map { readEntity(name: $0.key, node: $0.value) }
        }
        if let node = top["services"] {
            spec.services = namedEntries(node, what: "services").map { service in
                let operations = namedEntries(service.value, what: "service '\(service.key.value)'")
                    .map { readOperation(name: $0.key, node: $0.value) }
                return ServiceSpec(name: service.key, operations: operations)
            }
        }
        if let node = top["state"] { spec.state = readState(node) }
        if let node = top["inputs"] {
            spec.inputs = namedEntries(node, what: "inputs").map { readInput(state: $0.key, node: $0.value) }
        }
        if let node = top["derived"] { spec.derived = readFields(node, what: "derived") }
        if let node = top["events"],
            let keys = keyedMapping(
                node, allowed: SpecParser.eventKeys, what: "events", hint: "write 'events: { appear: load, refresh: refresh, reachEnd: loadMore }'")
        {
            spec.events = keys.compactMapValues { scalar($0, what: "an event's action") }
        }
        if let node = top["actions"] {
            spec.actions = namedEntries(node, what: "actions").map { readAction(name: $0.key, node: $0.value) }
        }
        if let node = top["routes"] {
            spec.routes = namedEntries(node, what: "routes").map { readRoute(name: $0.key, node: $0.value) }
        }
        if let node = top["dependencies"] { spec.dependencies = scalarList(node, what: "dependencies") }
        return spec
    }

    mutating func readImports(_ node: Node) -> [ImportSpec] {
        if case .sequence = node {
            return scalarList(node, what: "imports").map { ImportSpec(module: $0, types: []) }
        }
        return namedEntries(node, what: "imports").map { entry in
            ImportSpec(module: entry.key, types: Self.isNull(entry.value) ? [] : scalarList(entry.value, what: "imports of '\(entry.key.value)'"))
        }
    }

    mutating func readEntity(name: Located<String>, node: Node) -> EntitySpec {
        if case .mapping(let mapping) = node, let casesNode = mapping["cases"], case .sequence = casesNode {
            if mapping.count > 1 {
                diagnostics.error(
                    "enum '\(name.value)' has 'cases:' and other keys", at: name.location,
                    hint: "an entity is either an enum ('cases: [a, b]') or a struct (one 'field: Type' per line)")
            }
            return EntitySpec(name: name, kind: .cases(scalarList(casesNode, what: "cases of '\(name.value)'")))
        }
        return EntitySpec(name: name, kind: .fields(readFields(node, what: "entity '\(name.value)'")))
    }

    mutating func readOperation(name: Located<String>, node: Node) -> OperationSpec {
        var operation = OperationSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.operationKeys, what: "operation '\(name.value)'",
                hint: "an operation takes 'params:', 'returns:', 'async:' and 'throws:'")
        else { return operation }
        if let params = keys["params"] { operation.params = readFields(params, what: "params of '\(name.value)'") }
        if let returns = keys["returns"] { operation.returns = typeSpec(returns) }
        operation.isAsync = keys["async"].flatMap { bool($0, what: "async") }
        operation.isThrowing = keys["throws"].flatMap { bool($0, what: "throws") }
        return operation
    }

    /// `email: text`, or `query: { kind: text, onChange: search }`.
    mutating func readInput(state: Located<String>, node: Node) -> InputSpec {
        if case .scalar = node { return InputSpec(state: state, kind: scalar(node, what: "an input's kind")) }
        var input = InputSpec(state: state)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.inputKeys, what: "input '\(state.value)'",
                hint: "write '\(state.value): text', or '\(state.value): { kind: text, onChange: search }'")
        else { return input }
        input.kind = keys["kind"].flatMap { scalar($0, what: "kind") }
        input.onChange = keys["onChange"].flatMap { scalar($0, what: "onChange") }
        if input.kind == nil {
            diagnostics.error(
                "input '\(state.value)' has no 'kind:'", at: state.location,
                hint: "add 'kind:' with one of text, secure, toggle, number, date, picker")
        }
        return input
    }

    mutating func readAction(name: Located<String>, node: Node) -> ActionSpec {
        var action = ActionSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.actionKeys, what: "action '\(name.value)'",
                hint: "an action takes 'params:', 'when:', 'confirm:', 'call:', 'with:', 'assign:', 'append:', 'set:', 'then:' and 'navigate:'")
        else { return action }
        if let params = keys["params"] { action.params = readFields(params, what: "params of '\(name.value)'") }
        action.when = keys["when"].flatMap { expressionText($0, what: "'when:'") }
        action.confirm = keys["confirm"].flatMap { scalar($0, what: "confirm") }
        action.call = keys["call"].flatMap { scalar($0, what: "call") }
        if let with = keys["with"] { action.with = bindings(with, what: "with") }
        action.assign = keys["assign"].flatMap { resultBinding($0, what: "assign") }
        action.append = keys["append"].flatMap { resultBinding($0, what: "append") }
        if let set = keys["set"] { action.set = bindings(set, what: "set") }
        action.then = keys["then"].flatMap { scalar($0, what: "then") }
        action.navigate = keys["navigate"].flatMap { scalar($0, what: "navigate") }
        return action
    }

    mutating func readRoute(name: Located<String>, node: Node) -> RouteSpec {
        var route = RouteSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.routeKeys, what: "route '\(name.value)'",
                hint: "a route takes 'params:' and 'to: DestinationModule'")
        else { return route }
        if let params = keys["params"] { route.params = readFields(params, what: "params of '\(name.value)'") }
        route.destination = keys["to"].flatMap { scalar($0, what: "to") }
        return route
    }

    // MARK: Fields and types

    /// State entries: `name: Type [= default]`, or `name: { type: Type [= default], secret: true }`.
    mutating func readState(_ node: Node) -> [FieldSpec] {
        namedEntries(node, what: "state").compactMap { entry -> FieldSpec? in
            // `{ String: Int }` is a dictionary type; a mapping with `type:` or `secret:` describes the entry.
            guard case .mapping(let mapping) = entry.value,
                mapping.keys.contains(where: { SpecParser.stateEntryKeys.contains($0.string ?? "") })
            else { return readField(entry) }
            guard
                let keys = keyedMapping(
                    entry.value, allowed: SpecParser.stateEntryKeys, what: "state '\(entry.key.value)'",
                    hint: "write '{ type: String, secret: true }'")
            else { return nil }
            guard let type = keys["type"] else {
                diagnostics.error(
                    "state '\(entry.key.value)' has no 'type'", at: location(of: entry.value),
                    hint: "write '{ type: String, secret: true }'")
                return nil
            }
            var field = readField((entry.key, type))
            field?.secret = keys["secret"].flatMap { bool($0, what: "secret") }
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

    // MARK: Node helpers

    /// `assign: articles` or `assign: { statuses: items }`: a state name, or state names each with a field of the result.
    mutating func resultBinding(_ node: Node, what: String) -> ResultBindingSpec? {
        guard case .mapping = node else { return scalar(node, what: what).map(ResultBindingSpec.whole) }
        return .fields(
            namedEntries(node, what: what).compactMap { entry in
                scalar(entry.value, what: "\(what): { \(entry.key.value): … }").map { BindingSpec(name: entry.key, value: $0) }
            })
    }

    mutating func bindings(_ node: Node, what: String) -> [BindingSpec] {
        namedEntries(node, what: what).compactMap { entry in
            expressionText(entry.value, what: "'\(entry.key.value)' in \(what)").map { BindingSpec(name: entry.key, value: $0) }
        }
    }

    /// The text of a value in the expression language (docs/ARCHITECTURE.md#expressions): a scalar, or YAML's own empty
    /// list, empty mapping and null, spelled as the language writes them (`[]`, `{}`, `null`). A quoted scalar is
    /// located at its first character inside the quotes, so that offsets in its text are columns.
    mutating func expressionText(_ node: Node, what: String) -> Located<String>? {
        guard visit(node) else { return nil }
        var location = location(of: node)
        switch node {
        case .sequence(let sequence) where sequence.isEmpty:
            return Located("[]", at: location)
        case .mapping(let mapping) where mapping.isEmpty:
            return Located("{}", at: location)
        case .scalar(let scalar):
            if Self.isNull(node) { return Located("null", at: location) }
            if scalar.style == .singleQuoted || scalar.style == .doubleQuoted { location.column += 1 }
            return Located(scalar.string, at: location)
        default:
            diagnostics.error(
                "\(what) must be a single value", at: location,
                hint: "write a name, a literal (null, true, 3, [], {}, '\"text\"', .case) or an expression in quotes ('page + 1')")
            return nil
        }
    }

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
