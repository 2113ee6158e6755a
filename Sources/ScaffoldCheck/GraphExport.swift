import Foundation

public enum GraphLevel: String, CaseIterable, Sendable {
    case module, layer, type
}

public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json
}

extension CheckReport {
    /// The dependency graph of the check at one level; edges carry reference counts and are marked
    /// when a reference along them breaks a rule (after inline suppression). Needs `CheckRequest.includeGraph`.
    /// Every format ends with one newline, so the output is a well-formed text file on stdout or with `--output`.
    public func renderGraph(level: GraphLevel, format: GraphFormat) -> String {
        let edges = aggregated(level)
        let nodes = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
        switch format {
        case .dot: return Self.dot(nodes: nodes, edges: edges, level: level)
        case .mermaid: return Self.mermaid(nodes: nodes, edges: edges, level: level)
        case .json: return Self.json(nodes: nodes, edges: edges, level: level)
        }
    }

    private struct Node: Hashable, Comparable {
        var name: String
        var detail: String?

        static func < (lhs: Node, rhs: Node) -> Bool { (lhs.name, lhs.detail ?? "") < (rhs.name, rhs.detail ?? "") }
    }

    private struct Edge {
        var from: Node
        var to: Node
        var count: Int
        var rules: Set<String>
    }

    /// Type edges folded to modules or layers; same-node edges are dropped above type level.
    private func aggregated(_ level: GraphLevel) -> [Edge] {
        var result: [String: Edge] = [:]
        func add(_ from: Node, _ to: Node, _ edge: DependencyGraph.Edge) {
            guard from != to else { return }
            let key = "\(from.name)|\(from.detail ?? "")→\(to.name)|\(to.detail ?? "")"
            var existing = result[key] ?? Edge(from: from, to: to, count: 0, rules: [])
            existing.count += edge.count
            existing.rules.formUnion(edge.rules)
            result[key] = existing
        }
        for (pair, edge) in graph.typeEdges {
            switch level {
            case .type:
                add(Node(name: pair.from.type, detail: Self.detail(pair.from)), Node(name: pair.to.type, detail: Self.detail(pair.to)), edge)
            case .layer:
                guard pair.from.layer != "-", pair.to.layer != "-" else { continue }
                add(Node(name: pair.from.layer), Node(name: pair.to.layer), edge)
            case .module:
                guard let from = pair.from.module, let to = pair.to.module else { continue }
                add(Node(name: from), Node(name: to), edge)
            }
        }
        if level == .module {
            for (pair, edge) in graph.importEdges { add(Node(name: pair.from.type), Node(name: pair.to.type), edge) }
            // A cycle may run through type references alone: mark its module edges from the violations.
            for violation in violations where violation.rule == ModuleRules.cycle {
                add(Node(name: violation.from.type), Node(name: violation.to.type), DependencyGraph.Edge(count: 0, rules: [violation.rule]))
            }
        }
        return result.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    private static func detail(_ endpoint: Endpoint) -> String? {
        let parts = [endpoint.layer == "-" ? nil : endpoint.layer, endpoint.module].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func label(_ node: Node) -> String {
        node.detail.map { "\(node.name) (\($0))" } ?? node.name
    }

    private static func dot(nodes: [Node], edges: [Edge], level: GraphLevel) -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "n\($0)") })
        var lines = ["digraph scaffold {", "  rankdir=LR;", "  node [shape=box];"]
        for node in nodes { lines.append("  \(ids[node] ?? "") [label=\(quoted(label(node)))];") }
        for edge in edges {
            var attributes = level == .type ? [] : ["label=\(quoted(String(edge.count)))"]
            if !edge.rules.isEmpty {
                attributes += ["color=red", "penwidth=2", "tooltip=\(quoted(edge.rules.sorted().joined(separator: ", ")))"]
            }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(ids[edge.from] ?? "") -> \(ids[edge.to] ?? "")\(suffix);")
        }
        lines.append("}")
        return lines.map { $0 + "\n" }.joined()
    }

    private static func mermaid(nodes: [Node], edges: [Edge], level: GraphLevel) -> String {
        let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1, "n\($0)") })
        var lines = ["flowchart LR"]
        for node in nodes { lines.append("  \(ids[node] ?? "")[\"\(label(node).replacingOccurrences(of: "\"", with: "#quot;"))\"]") }
        var violating: [Int] = []
        for (index, edge) in edges.enumerated() {
            let count = level == .type ? "" : "|\(edge.count)|"
            lines.append("  \(ids[edge.from] ?? "") -->\(count) \(ids[edge.to] ?? "")")
            if !edge.rules.isEmpty { violating.append(index) }
        }
        if !violating.isEmpty {
            lines.append("  linkStyle \(violating.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:3px")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func json(nodes: [Node], edges: [Edge], level: GraphLevel) -> String {
        ReportJSON.object([
            ("level", .string(level.rawValue)),
            (
                "nodes",
                .array(
                    nodes.map { node in
                        var members: [(String, ReportJSON)] = [("id", .string(label(node))), ("name", .string(node.name))]
                        if let detail = node.detail { members.append(("detail", .string(detail))) }
                        return .object(members)
                    })
            ),
            (
                "edges",
                .array(
                    edges.map { edge in
                        .object([
                            ("from", .string(label(edge.from))), ("to", .string(label(edge.to))), ("count", .int(edge.count)),
                            ("violation", .bool(!edge.rules.isEmpty)), ("rules", .array(edge.rules.sorted().map(ReportJSON.string))),
                        ])
                    })
            ),
        ]).text
    }
}
