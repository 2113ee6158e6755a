import Foundation

/// `module/dependency` and the cycles between modules: judged on the uses of other modules the analysis collected.
extension Analysis {
    /// `module/dependency`: every use of a module that is not in the using module's dependencies
    /// (modules whose dependencies are unknown are not judged).
    mutating func checkModuleDependencies(contexts: [CheckContext], facts: (Int) -> FileFacts) {
        var dependencies: [String: [String]] = [:]
        var declaredIn: [String: String] = [:]
        for context in contexts {
            if let module = context.module, let known = context.dependencies, dependencies[module] == nil {
                dependencies[module] = known
                declaredIn[module] = context.dependenciesDeclaredIn
            }
        }
        // Uses come file by file: a run of one module pair is judged once (a module of unknown dependencies is not judged).
        var previous: (from: String, to: String, allowed: Bool)?
        for (file, use) in crossModule {
            guard let module = use.from.module, let target = use.to.module else { continue }
            let isAllowed: Bool
            if let previous, previous.to == target, previous.from == module {
                isAllowed = previous.allowed
            } else {
                isAllowed = dependencies[module].map { $0.contains(target) } ?? true
                previous = (module, target, isAllowed)
            }
            guard !isAllowed else { continue }
            var violation = use
            violation.rule = ModuleRules.dependency
            let declaredIn = declaredIn[module].map { " (\($0))" } ?? ""
            violation.explanation =
                "\(module) does not list \(target) in its dependencies\(declaredIn); " + ModuleRules.explanations[ModuleRules.dependency, default: ""]
            if let ignore = SuppressionRules.ignore(ModuleRules.dependency, line: use.line, in: facts(file)) {
                if isChecked[file] { suppressions.append(SuppressedViolation(violation: violation, reason: ignore.reason)) }
                continue
            }
            guard isChecked[file] else {
                outside.append(violation)
                continue
            }
            violations.append(violation)
            let pair = DependencyGraph.Pair(from: use.from, to: use.to)
            graph.typeEdges[pair]?.rules.insert(violation.rule)
            graph.importEdges[pair]?.rules.insert(violation.rule)
        }
        violations.sort(by: Self.order)
        suppressions.sort { Self.order($0.violation, $1.violation) }
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
