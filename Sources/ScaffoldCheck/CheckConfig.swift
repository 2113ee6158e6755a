import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec
import Yams

/// The `check:` section of `scaffold.yml`: how hand-written code maps onto layers.
///
/// ```yaml
/// check:
///   architecture: mvvm                    # preset rules (mvvm | viper | mvp | store); omit for custom rules from 'allow:'
///   layers:                               # path globs relative to scaffold.yml, or { paths: [...], types: [...] }
///     View: ["**/View/**", "**/Views/**"]
///     ViewModel: { paths: ["**/ViewModel/**"], types: ["*ViewModel"] }
///   allow:                                # a list extends the preset's allow-list; { only: [...] } replaces it
///     ViewModel: [Model, Service]
///   exclude: ["**/Tests/**"]
///   modules:                              # optional: module-level rules for hand-written modules
///     Feed: { paths: ["Modules/Feed/**"], dependencies: [Core] }
///   frameworks:                           # optional: modules a layer must not import
///     Model: [UIKit, SwiftUI]
///   severity:                             # optional: rule id → error | warning | off
///     mvvm/view: warning
///   hints:                                # optional: what to do instead, for violations from a layer
///     View: "move the call into {from}Model"
///   peers:                                # optional: modules matching these patterns do not depend on each other
///     features: ["*Feature"]
///   baseline: .scaffold-baseline.json     # optional: the baseline a run without --baseline applies
/// ```
struct CheckConfig: Sendable {
    struct LayerCollector: Sendable {
        var name: Located<String>
        var paths: [Glob]
        var types: [Glob]
    }

    struct ModuleEntry: Sendable {
        var name: Located<String>
        var paths: [Glob]
        var dependencies: [String]?
    }

    static let keys = ["architecture", "layers", "allow", "exclude", "modules", "frameworks", "severity", "hints", "peers", "baseline"]

    /// The folder globs are relative to.
    var folder: URL
    var file: String
    var architecture: Architecture?
    var layers: [LayerCollector] = []
    var exclude: [Glob] = []
    var modules: [ModuleEntry] = []
    /// Layer → the modules its files must not import (`frameworks:`).
    var frameworks: [String: Set<String>] = [:]
    /// Each rule's level (`severity:`).
    var severities = Severities()
    /// Layer → what to do instead of a violation from it (`hints:`).
    var hints: [String: String] = [:]
    /// Modules that must not depend on each other (`peers:`).
    var peers: [PeerRule] = []
    /// The baseline applied when `--baseline` is not given, relative to `folder` (`baseline:`).
    var baseline: Located<String>?
    /// Whether the file has a `check:` section at all.
    var isConfigured = false

    /// The `check:` section of a `scaffold.yml` already validated by `ProjectConfig.load`.
    static func load(_ url: URL) throws(DiagnosticError) -> CheckConfig {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return CheckConfig(folder: url.deletingLastPathComponent().standardizedFileURL, file: url.path)
        }
        return try parse(text, file: url.path)
    }

    static func parse(_ text: String, file path: String) throws(DiagnosticError) -> CheckConfig {
        let url = URL(fileURLWithPath: path)
        var config = CheckConfig(folder: url.deletingLastPathComponent().standardizedFileURL, file: path)
        guard let root = try? Yams.compose(yaml: YAMLInput.withoutByteOrderMark(text)), case .mapping(let mapping) = root,
            let section = mapping.first(where: { $0.key.string == "check" })?.value
        else { return config }
        var reader = NodeReader(file: path)
        config.isConfigured = true
        config.read(section, with: &reader)
        try reader.diagnostics.throwIfAny()
        return config
    }

    private mutating func read(_ section: Node, with reader: inout NodeReader) {
        guard
            let keys = reader.keyedMapping(
                section, allowed: Self.keys, what: "check",
                hint: "'check:' takes " + Self.keys.dropLast().map { "'\($0):'" }.joined(separator: ", ") + " and '\(Self.keys.last ?? ""):'")
        else { return }
        var base: Architecture?
        var prefix = "custom"
        if let node = keys["architecture"], let name = reader.scalar(node, what: "architecture") {
            if let preset = Architecture.presets[name.value] {
                base = preset
                prefix = preset.name
            } else {
                reader.error(
                    "unknown architecture '\(name.value)'", at: name.location,
                    hint: Suggestions.hint(for: name.value, in: Array(Architecture.presets.keys), listing: "architectures")
                        + "; omit 'architecture:' to write every rule under 'allow:'")
            }
        }
        layers = reader.entries(keys["layers"], what: "layers").compactMap { entry in
            readCollector(name: entry.key, node: entry.value, with: &reader)
        }
        exclude = keys["exclude"].map { reader.scalarList($0, what: "exclude").map(Glob.init) } ?? []
        modules = reader.entries(keys["modules"], what: "modules").map { entry in
            var module = ModuleEntry(name: entry.key, paths: [], dependencies: nil)
            if let fields = reader.keyedMapping(
                entry.value, allowed: ["paths", "dependencies"], what: "module '\(entry.key.value)'",
                hint: "write '\(entry.key.value): { paths: [\"Modules/\(entry.key.value)/**\"], dependencies: [] }'")
            {
                module.paths = fields["paths"].map { reader.scalarList($0, what: "paths").map(Glob.init) } ?? []
                module.dependencies = fields["dependencies"].map { reader.scalarList($0, what: "dependencies").map(\.value) }
            }
            return module
        }
        architecture = resolveRules(base: base, prefix: prefix, allow: keys["allow"], with: &reader)
        readFrameworks(keys["frameworks"], base: base, with: &reader)
        readPeers(keys["peers"], with: &reader)
        readSeverities(keys["severity"], with: &reader)
        readHints(keys["hints"], base: base, with: &reader)
        baseline = keys["baseline"].flatMap { reader.scalar($0, what: "baseline") }
    }

    /// The bans of `frameworks:` for files checked by `architecture`'s rules (which name the rule ids).
    func importBans(architecture: Architecture?) -> [String: ImportBan] {
        frameworks.filter { !$0.value.isEmpty }.reduce(into: [:]) { bans, entry in
            bans[entry.key] = ImportBan(architecture: architecture?.name ?? "custom", layer: entry.key, modules: entry.value)
        }
    }

    /// `frameworks: { Model: [UIKit, SwiftUI] }`: every name must be a layer the rules know. Without
    /// 'architecture:', generated modules keep their own preset, so the presets' layers are known too.
    private mutating func readFrameworks(_ node: Node?, base: Architecture?, with reader: inout NodeReader) {
        var known = Set(architecture?.layers ?? [])
        if base == nil { known.formUnion(Architecture.presets.values.flatMap(\.layers)) }
        for entry in reader.entries(node, what: "frameworks") {
            let banned = reader.scalarList(entry.value, what: "frameworks '\(entry.key.value)'").map(\.value)
            guard known.contains(entry.key.value) else {
                reader.error(
                    "unknown layer '\(entry.key.value)' in 'frameworks'", at: entry.key.location,
                    hint: Suggestions.hint(for: entry.key.value, in: Array(known), listing: "layers"))
                continue
            }
            frameworks[entry.key.value, default: []].formUnion(banned)
        }
    }

    private func readCollector(name: Located<String>, node: Node, with reader: inout NodeReader) -> LayerCollector? {
        if case .mapping = node {
            guard
                let fields = reader.keyedMapping(
                    node, allowed: ["paths", "types"], what: "layer '\(name.value)'",
                    hint: "write '\(name.value): { paths: [\"**/\(name.value)/**\"], types: [\"*\(name.value)\"] }'")
            else { return nil }
            return LayerCollector(
                name: name,
                paths: fields["paths"].map { reader.scalarList($0, what: "paths").map(Glob.init) } ?? [],
                types: fields["types"].map { reader.scalarList($0, what: "types").map(Glob.init) } ?? [])
        }
        return LayerCollector(name: name, paths: reader.scalarList(node, what: "layer '\(name.value)'").map(Glob.init), types: [])
    }

    /// The preset, with `allow:` applied; every configured layer must have a rule or be named in one.
    private func resolveRules(base: Architecture?, prefix: String, allow: Node?, with reader: inout NodeReader) -> Architecture? {
        var rules = base.map { preset in preset.layers.compactMap { preset.rules[$0] } } ?? []
        let configured = layers.map(\.name.value)
        var known = Set(rules.map(\.layer)).union(configured)
        let entries = reader.entries(allow, what: "allow")
        known.formUnion(entries.map(\.key.value))
        for entry in entries {
            var replace = false
            var listNode: Node? = entry.value
            if case .mapping = entry.value {
                let fields = reader.keyedMapping(
                    entry.value, allowed: ["only"], what: "allow '\(entry.key.value)'",
                    hint: "write a list to extend the preset, or '{ only: [...] }' to replace it")
                replace = true
                listNode = fields?["only"]
            }
            var allowed: [Allowance] = []
            for layer in listNode.map({ reader.scalarList($0, what: "allow '\(entry.key.value)'") }) ?? [] {
                if known.contains(layer.value) {
                    allowed.append(Allowance(layer: layer.value))
                } else {
                    reader.error(
                        "unknown layer '\(layer.value)' in 'allow'", at: layer.location,
                        hint: Suggestions.hint(for: layer.value, in: Array(known), listing: "layers"))
                }
            }
            if let index = rules.firstIndex(where: { $0.layer == entry.key.value }) {
                rules[index].allows = replace ? allowed : rules[index].allows + allowed
            } else {
                rules.append(
                    LayerRule(
                        id: Architecture.ruleID(architecture: prefix, layer: entry.key.value), layer: entry.key.value,
                        allows: allowed, why: "the project's scaffold.yml allows only this"))
            }
        }
        // A configured layer without a rule may use only itself; a layer the preset does not know is likely a typo.
        for collector in layers where !rules.contains(where: { $0.layer == collector.name.value }) {
            if let base, !entries.contains(where: { $0.key.value == collector.name.value }) {
                reader.error(
                    "layer '\(collector.name.value)' is not a layer of \(base.name)", at: collector.name.location,
                    hint: Suggestions.hint(for: collector.name.value, in: base.layers, listing: "layers")
                        + "; or give it a rule under 'allow:'")
            }
            rules.append(
                LayerRule(
                    id: Architecture.ruleID(architecture: prefix, layer: collector.name.value), layer: collector.name.value,
                    allows: [], why: "the project's scaffold.yml gives this layer no allow-list"))
        }
        if base == nil && rules.isEmpty { return nil }
        return Architecture(name: prefix, rules: rules)
    }
}

/// Yams' node API with located errors, in the style of the spec reader.
struct NodeReader {
    var file: String
    var diagnostics = DiagnosticCollector()

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.error(message, at: location, hint: hint)
    }

    func location(of node: Node) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    mutating func keyedMapping(_ node: Node, allowed: [String], what: String, hint: String) -> [String: Node]? {
        if Self.isNull(node) { return [:] }
        guard case .mapping(let mapping) = node else {
            error("'\(what)' must be a mapping", at: location(of: node), hint: hint)
            return nil
        }
        var result: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.string, case .scalar = key else {
                error("keys must be plain names", at: location(of: key), hint: hint)
                continue
            }
            if allowed.contains(name) {
                result[name] = value
            } else {
                error(
                    "unknown key '\(name)' in '\(what)'", at: location(of: key),
                    hint: Suggestions.hint(for: name, in: allowed, listing: "keys"))
            }
        }
        return result
    }

    /// A mapping of user-chosen names, in file order.
    mutating func entries(_ node: Node?, what: String) -> [(key: Located<String>, value: Node)] {
        guard let node, !Self.isNull(node) else { return [] }
        guard case .mapping(let mapping) = node else {
            error("'\(what)' must be a mapping of names", at: location(of: node), hint: "write one 'Name: [...]' entry per line")
            return []
        }
        return mapping.compactMap { key, value in
            guard case .scalar(let scalar) = key else {
                error("keys must be plain names", at: location(of: key))
                return nil
            }
            return (Located(scalar.string, at: location(of: key)), value)
        }
    }

    mutating func scalar(_ node: Node, what: String) -> Located<String>? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            error("'\(what)' must be a single value", at: location(of: node), hint: "write '\(what): value' on one line")
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    mutating func scalarList(_ node: Node, what: String) -> [Located<String>] {
        if Self.isNull(node) { return [] }
        if case .scalar = node { return scalar(node, what: what).map { [$0] } ?? [] }
        guard case .sequence(let sequence) = node else {
            error("'\(what)' must be a list", at: location(of: node), hint: "write '[A, B]' or one '- A' per line")
            return []
        }
        return sequence.compactMap { scalar($0, what: what) }
    }
}
