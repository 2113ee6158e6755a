import Foundation

/// Type-level dependency graph: every resolved reference between two declared types.
struct DependencyGraph: Sendable {
    struct Edge: Sendable {
        var count = 0
        /// Rules broken by references along this edge (after inline suppression).
        var rules: Set<String> = []

        mutating func merge(_ other: Edge) {
            count += other.count
            rules.formUnion(other.rules)
        }

        func merged(with other: Edge) -> Edge {
            var result = self
            result.merge(other)
            return result
        }
    }

    var typeEdges: [Pair: Edge] = [:]
    /// Module → module through `import` (type references across modules are in `typeEdges`).
    var importEdges: [Pair: Edge] = [:]

    struct Pair: Sendable, Hashable {
        var from: Endpoint
        var to: Endpoint
    }
}
