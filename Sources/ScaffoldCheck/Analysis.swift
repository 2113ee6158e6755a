import Foundation
import ScaffoldSpec

/// One end of a dependency: a type (or, for module rules, a module) with its layer and module.
public struct Endpoint: Sendable, Hashable, Comparable {
    public var type: String
    /// A layer name, or `module` for module-level rules.
    public var layer: String
    public var module: String?

    public static func < (lhs: Endpoint, rhs: Endpoint) -> Bool {
        (lhs.module ?? "", lhs.layer, lhs.type) < (rhs.module ?? "", rhs.layer, rhs.type)
    }
}

/// A reference that breaks a rule, located at the reference.
public struct Violation: Sendable, Hashable {
    public var rule: String
    public var from: Endpoint
    public var to: Endpoint
    /// Relative to the working folder when inside it.
    public var file: String
    public var line: Int
    public var column: Int
    /// Why the rule exists and what is allowed, one line.
    public var explanation: String

    public var message: String {
        "\(from.type) (\(from.layer)) must not depend on \(to.type) (\(to.layer))"
    }

    var key: BaselineEntry { BaselineEntry(rule: rule, from: from.type, to: to.type) }
}

/// Type-level dependency graph: every resolved reference between two declared types.
struct DependencyGraph: Sendable {
    struct Edge: Sendable {
        var count = 0
        /// Rules broken by references along this edge (after inline suppression).
        var rules: Set<String> = []
    }

    var typeEdges: [Pair: Edge] = [:]
    /// Module → module through `import` (type references across modules are in `typeEdges`).
    var importEdges: [Pair: Edge] = [:]

    struct Pair: Sendable, Hashable {
        var from: Endpoint
        var to: Endpoint
    }
}

/// Declarations of every checked file, and the lookup of a written name from a context.
private struct DeclarationTable {
    struct Entry {
        var name: String
        var kind: TypeKind
        var layer: String?
        var context: Int
    }

    var byName: [String: [Entry]] = [:]
    /// The last component of every declared name: most references (`String`, `Int`, `View`) fail here cheaply.
    var simpleNames: Set<Substring> = []

    mutating func add(_ entry: Entry) {
        byName[entry.name, default: []].append(entry)
        simpleNames.insert(entry.name.split(separator: ".").last ?? Substring(entry.name))
    }

    /// `name` as written inside `context` (`A.B`): tried as `A.B.name`, `A.name`, `name`; then extended over
    /// member names while they are types (`Article.preview` is `Article`, `VM.Route.detail` is `VM.Route`).
    func resolve(_ name: String, in context: String?, from checkContext: Int, contexts: [CheckContext]) -> Entry? {
        let head = name.firstIndex(of: ".").map { name[..<$0] } ?? Substring(name)
        guard simpleNames.contains(head) else { return nil }
        let parts = name.split(separator: ".")
        var scopes: [Substring] = []
        if let context {
            var scope = Substring(context)
            while true {
                scopes.append(scope)
                guard let dot = scope.lastIndex(of: ".") else { break }
                scope = scope[..<dot]
            }
        }
        scopes.append("")
        for scope in scopes {
            var best = scope.isEmpty ? String(head) : "\(scope).\(head)"
            guard byName[best] != nil else { continue }
            for part in parts.dropFirst() {
                let longer = "\(best).\(part)"
                guard byName[longer] != nil else { break }
                best = longer
            }
            guard let candidates = byName[best] else { return nil }
            // One name in several modules: prefer the referring module, then its dependencies.
            let module = contexts[checkContext].module
            let dependencies = contexts[checkContext].dependencies ?? []
            return candidates.first { $0.context == checkContext }
                ?? candidates.first { module != nil && contexts[$0.context].module == module }
                ?? candidates.first { contexts[$0.context].module.map(dependencies.contains) ?? false }
                ?? candidates.first
        }
        return nil
    }
}

/// Facts of all files + scope → violations and graph. Pure: no I/O.
struct Analysis {
    var violations: [Violation] = []
    var suppressed = 0
    var graph = DependencyGraph()
    /// Configured layers matched by a type-name collector.
    var layersMatchedByType: Set<String> = []
    /// Whether any file or type belongs to a layer: otherwise there is nothing to check.
    var hasLayers = false

    init(scope: Scope, facts: [FileFacts]) {
        let contexts = scope.contexts
        var table = DeclarationTable()
        for (index, file) in scope.files.enumerated() {
            let context = contexts[file.context]
            for declaration in facts[index].declarations {
                let layer = layer(of: declaration.name, file: file, context: context)
                if layer != nil { hasLayers = true }
                table.add(DeclarationTable.Entry(name: declaration.name, kind: declaration.kind, layer: layer, context: file.context))
            }
            if file.layer != nil { hasLayers = true }
        }

        var found: [Violation] = []
        var firstModuleEdge: [DependencyGraph.Pair: Violation] = [:]
        let knownModules = Set(contexts.compactMap(\.module))

        for (index, file) in scope.files.enumerated() {
            let context = contexts[file.context]
            let fileName = (file.path as NSString).lastPathComponent
            let ignores = facts[index].ignores
            var seen: Set<String> = []
            var layers: [String: String?] = [:]
            func layer(of context: String?) -> String? {
                guard let context else { return file.layer }
                if let known = layers[context] { return known }
                let layer = self.layer(of: context, file: file, context: contexts[file.context])
                layers[context] = layer
                return layer
            }

            func report(_ rule: String, _ from: Endpoint, _ to: Endpoint, line: Int, column: Int, explanation: String) -> Bool {
                if let ignored = ignores[line], ignored.isEmpty || ignored.contains(rule) {
                    suppressed += 1
                    return false
                }
                found.append(Violation(rule: rule, from: from, to: to, file: file.displayPath, line: line, column: column, explanation: explanation))
                return true
            }

            /// Where a module edge first occurs (files in path order, then lines), for reporting cycles.
            func noteFirst(_ pair: DependencyGraph.Pair, line: Int, column: Int) {
                if let existing = firstModuleEdge[pair], existing.file != file.displayPath || existing.line <= line { return }
                firstModuleEdge[pair] = Violation(rule: "", from: pair.from, to: pair.to, file: file.displayPath,
                                                  line: line, column: column, explanation: "")
            }

            for reference in facts[index].references {
                guard let target = table.resolve(reference.name, in: reference.context, from: file.context, contexts: contexts),
                      target.name != reference.context else { continue }
                let fromType = reference.context ?? fileName
                // One edge per line is enough: `let x: A = A()` is one dependency.
                guard seen.insert("\(reference.line)|\(fromType)|\(target.name)|\(target.context)").inserted else { continue }
                let targetModule = contexts[target.context].module
                let from = Endpoint(type: fromType, layer: layer(of: reference.context) ?? "-", module: context.module)
                let to = Endpoint(type: target.name, layer: target.layer ?? "-", module: targetModule)
                var edge = graph.typeEdges[DependencyGraph.Pair(from: from, to: to), default: DependencyGraph.Edge()]
                edge.count += 1

                if let fromLayer = from.layer == "-" ? nil : from.layer, let toLayer = target.layer, let architecture = context.architecture,
                   let rule = architecture.brokenRule(from: fromLayer, to: toLayer, kind: target.kind, sameModule: target.context == file.context || context.module == targetModule),
                   report(rule.id, from, to, line: reference.line, column: reference.column, explanation: rule.explanation) {
                    edge.rules.insert(rule.id)
                }
                if let module = context.module, let targetModule, module != targetModule {
                    let pair = DependencyGraph.Pair(from: Self.moduleEndpoint(module), to: Self.moduleEndpoint(targetModule))
                    noteFirst(pair, line: reference.line, column: reference.column)
                    if let dependencies = context.dependencies, !dependencies.contains(targetModule),
                       report(ModuleRules.dependency, from, to, line: reference.line, column: reference.column,
                              explanation: "\(module) does not list \(targetModule) in its dependencies; " + ModuleRules.explanations[ModuleRules.dependency, default: ""]) {
                        edge.rules.insert(ModuleRules.dependency)
                    }
                }
                graph.typeEdges[DependencyGraph.Pair(from: from, to: to)] = edge
            }

            guard let module = context.module else { continue }
            for imported in facts[index].imports where imported.module != module && knownModules.contains(imported.module) {
                let pair = DependencyGraph.Pair(from: Self.moduleEndpoint(module), to: Self.moduleEndpoint(imported.module))
                var edge = graph.importEdges[pair, default: DependencyGraph.Edge()]
                edge.count += 1
                noteFirst(pair, line: imported.line, column: imported.column)
                if let dependencies = context.dependencies, !dependencies.contains(imported.module),
                   report(ModuleRules.dependency, pair.from, pair.to, line: imported.line, column: imported.column,
                          explanation: "\(module) does not list \(imported.module) in its dependencies; " + ModuleRules.explanations[ModuleRules.dependency, default: ""]) {
                    edge.rules.insert(ModuleRules.dependency)
                }
                graph.importEdges[pair] = edge
            }
        }

        // Cycles: every module edge inside a strongly connected component, at its first occurrence.
        let components = Self.stronglyConnected(Array(firstModuleEdge.keys))
        for (pair, first) in firstModuleEdge.sorted(by: { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }) {
            guard let component = components[pair.from.type], component == components[pair.to.type] else { continue }
            let members = components.filter { $0.value == component }.map(\.key).sorted()
            var violation = first
            violation.rule = ModuleRules.cycle
            violation.explanation = "\(members.joined(separator: ", ")) depend on each other; " + ModuleRules.explanations[ModuleRules.cycle, default: ""]
            let index = scope.files.firstIndex { $0.displayPath == first.file }
            if let index, let ignored = facts[index].ignores[first.line], ignored.isEmpty || ignored.contains(violation.rule) {
                suppressed += 1
                continue
            }
            found.append(violation)
            if graph.importEdges[pair] != nil { graph.importEdges[pair]?.rules.insert(violation.rule) }
        }

        violations = found.sorted { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }

        for (index, file) in scope.files.enumerated() where !contexts[file.context].typeCollectors.isEmpty {
            for declaration in facts[index].declarations {
                if let layer = contexts[file.context].collectedLayer(ofType: declaration.name) { layersMatchedByType.insert(layer) }
            }
        }
    }

    private func layer(of typeName: String?, file: SourceFile, context: CheckContext) -> String? {
        guard let typeName else { return file.layer }
        return context.layer(ofType: typeName, fileLayer: file.layer)
    }

    static func moduleEndpoint(_ name: String) -> Endpoint {
        Endpoint(type: name, layer: "module", module: name)
    }

    /// Module name → component number, for components with more than one module (Tarjan's algorithm).
    static func stronglyConnected(_ edges: [DependencyGraph.Pair]) -> [String: Int] {
        var adjacency: [String: [String]] = [:]
        for edge in edges { adjacency[edge.from.type, default: []].append(edge.to.type) }
        var index = 0, component = 0
        var indices: [String: Int] = [:], lowlinks: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var result: [String: Int] = [:]

        func connect(_ node: String) {
            indices[node] = index
            lowlinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in adjacency[node, default: []].sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowlinks[node] = min(lowlinks[node, default: 0], lowlinks[next, default: 0])
                } else if onStack.contains(next) {
                    lowlinks[node] = min(lowlinks[node, default: 0], indices[next, default: 0])
                }
            }
            guard lowlinks[node] == indices[node] else { return }
            var members: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                members.append(top)
                if top == node { break }
            }
            if members.count > 1 {
                for member in members { result[member] = component }
                component += 1
            }
        }
        for node in adjacency.keys.sorted() where indices[node] == nil { connect(node) }
        return result
    }
}
