import Dispatch
import Foundation

/// Facts of all files + scope → violations and graph. Pure: no I/O. References are resolved per file in
/// parallel against the declaration table, then merged.
struct Analysis {
    var violations: [Violation] = []
    /// Violations inline suppression hid in the checked files, with the suppressions' reasons, in report order.
    var suppressions: [SuppressedViolation] = []
    var graph = DependencyGraph()
    /// Configured layers matched by a type-name collector.
    var layersMatchedByType: Set<String> = []
    /// Whether any checked file or type belongs to a layer: otherwise there is nothing to check.
    var hasLayers = false
    /// Checked files none of whose code is in a layer, and checked declarations in no layer (coverage).
    var unassignedFiles: [String] = []
    var unassignedTypes: [UnassignedType] = []
    /// The `// scaffold:ignore` comments of the checked files, in report order: judged once every rule has run
    /// (`checkUnusedSuppressions`).
    var ignoreSites: [IgnoreSite] = []

    /// What one file contributes.
    private struct FileResult: Sendable {
        var violations: [Violation] = []
        var suppressions: [SuppressedViolation] = []
        var ignoreSites: [IgnoreSite] = []
        var typeEdges: [DependencyGraph.Pair: DependencyGraph.Edge] = [:]
        var importEdges: [DependencyGraph.Pair: DependencyGraph.Edge] = [:]
        /// Where each module edge first occurs in the file, for reporting cycles.
        var moduleEdges: [DependencyGraph.Pair: Violation] = [:]
        /// Uses of another module, judged against the module's dependencies once they are known.
        var crossModule: [Violation] = []
    }

    /// Uses of another module with the index of their file (for inline suppression).
    var crossModule = CrossModuleUses()
    /// By file: whether it is in the checked paths.
    var isChecked: [Bool] = []
    /// Violations in files outside the checked paths (a partial run): never reported, but occurrences a
    /// baseline counts, and entries of a baseline written by a partial run.
    var outside: [Violation] = []

    /// Modules that use another checked module: only their dependencies are needed.
    var modulesUsingOthers: Set<String> = []

    /// Nothing found yet: what `AnalysisCache` decodes into. (Every stored property above is part of its encoding.)
    init() {}

    init(scope: Scope, facts: [FileFacts], buildGraph: Bool) {
        let contexts = scope.contexts
        let imports = Self.visibleModules(files: scope.files, facts: facts, contexts: contexts)
        var table = DeclarationTable()
        // By file, the id of each declaration.
        var ids: [[Int]] = []
        ids.reserveCapacity(scope.files.count)
        for (index, file) in scope.files.enumerated() {
            let context = contexts[file.context]
            // Files outside the checked paths (a partial run) only declare types, and show that layers match.
            var inLayer = file.layer != nil
            ids.append([])
            for declaration in facts[index].declarations {
                let layer = context.layer(ofType: declaration.name, fileLayer: file.layer)
                if let collected = context.collectedLayer(ofType: declaration.name) { layersMatchedByType.insert(collected) }
                ids[index].append(
                    table.add(
                        name: declaration.name, kind: declaration.kind, layer: layer, context: file.context, module: context.module, file: index,
                        isFilePrivate: declaration.isFilePrivate, parameters: declaration.parameters, target: file.packageTarget))
                if layer != nil {
                    inLayer = true
                } else if file.isChecked {
                    unassignedTypes.append(UnassignedType(name: declaration.name, file: file.displayPath, line: declaration.line))
                }
            }
            guard file.isChecked else { continue }
            // Code in an extension belongs to the extended type's layer.
            if !inLayer && !context.typeCollectors.isEmpty {
                inLayer = facts[index].extensions.contains { context.collectedLayer(ofType: $0.name) != nil }
            }
            if inLayer { hasLayers = true } else { unassignedFiles.append(file.displayPath) }
        }
        Self.resolveAliasesAndConformances(in: &table, ids: ids, files: scope.files, facts: facts, contexts: contexts, imports: imports)

        // Files outside the checked paths are analyzed too: their module edges may close a cycle, and their
        // violations are occurrences a baseline counts; but they are not reported, suppressed or drawn.
        let knownModules = Set(contexts.compactMap(\.module))
        let results = Slots<FileResult>(count: scope.files.count)
        // The files with most references first, so that no core is left waiting on the largest one.
        let order = facts.indices.sorted { facts[$0].references.count > facts[$1].references.count }
        DispatchQueue.concurrentPerform(iterations: scope.files.count) { [table] position in
            let index = order[position]
            let file = scope.files[index]
            results[index] = Self.analyze(
                file, index: index, facts: facts[index], imports: imports[index], table: table, contexts: contexts,
                knownModules: knownModules, buildGraph: buildGraph && file.isChecked)
        }

        var found: [Violation] = []
        var firstModuleEdge: [DependencyGraph.Pair: Violation] = [:]
        var edgesOutside: [DependencyGraph.Pair: Violation] = [:]
        for (index, result) in results.values.enumerated() {
            guard let result else { continue }
            crossModule.append(result.crossModule, file: index)
            guard scope.files[index].isChecked else {
                outside += result.violations
                edgesOutside.merge(result.moduleEdges) { first, _ in first }
                continue
            }
            found += result.violations
            suppressions += result.suppressions
            ignoreSites += result.ignoreSites
            graph.typeEdges.merge(result.typeEdges) { $0.merged(with: $1) }
            graph.importEdges.merge(result.importEdges) { $0.merged(with: $1) }
            // Files are in path order, so the first file's occurrence wins.
            firstModuleEdge.merge(result.moduleEdges) { first, _ in first }
        }
        // An edge is reported where it occurs in the checked paths, if it does.
        let checkedEdges = Set(firstModuleEdge.keys)
        firstModuleEdge.merge(edgesOutside) { checked, _ in checked }
        modulesUsingOthers = Set(firstModuleEdge.keys.map(\.from.type))

        // Cycles: every module edge inside a strongly connected component, at its first occurrence.
        let components = Self.stronglyConnected(Array(firstModuleEdge.keys))
        for (pair, first) in firstModuleEdge.sorted(by: { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }) {
            guard let component = components[pair.from.type], component == components[pair.to.type] else { continue }
            let members = components.filter { $0.value == component }.map(\.key).sorted()
            var violation = first
            violation.rule = ModuleRules.cycle
            violation.explanation = "\(members.joined(separator: ", ")) depend on each other; " + ModuleRules.explanations[ModuleRules.cycle, default: ""]
            let index = scope.files.firstIndex { $0.displayPath == first.file }
            if let index, let ignore = SuppressionRules.ignore(violation.rule, line: first.line, in: facts[index]) {
                if checkedEdges.contains(pair) { suppressions.append(SuppressedViolation(violation: violation, reason: ignore.reason)) }
                continue
            }
            guard checkedEdges.contains(pair) else {
                outside.append(violation)
                continue
            }
            found.append(violation)
            graph.importEdges[pair]?.rules.insert(violation.rule)
        }

        violations = found.sorted(by: Self.order)
        suppressions.sort { Self.order($0.violation, $1.violation) }
        isChecked = scope.files.map(\.isChecked)
    }

    /// Uses of other modules, kept in the runs of one file each file's analysis found them in: iterated with the index
    /// of their file, in file order. (A flat list of pairs cost a copy of every use, tens of thousands in a large package,
    /// on one core.)
    struct CrossModuleUses: Sequence, Sendable {
        private var runs: [(file: Int, uses: [Violation])] = []
        private(set) var count = 0

        mutating func append(_ uses: [Violation], file: Int) {
            guard !uses.isEmpty else { return }
            runs.append((file, uses))
            count += uses.count
        }

        mutating func append(_ use: Violation, file: Int) {
            if runs.last?.file == file {
                runs[runs.count - 1].uses.append(use)
                count += 1
            } else {
                append([use], file: file)
            }
        }

        func makeIterator() -> Iterator { Iterator(runs: runs.makeIterator()) }

        struct Iterator: IteratorProtocol {
            fileprivate var runs: IndexingIterator<[(file: Int, uses: [Violation])]>
            private var file = 0
            private var uses = [Violation]().makeIterator()

            fileprivate init(runs: IndexingIterator<[(file: Int, uses: [Violation])]>) { self.runs = runs }

            mutating func next() -> (file: Int, use: Violation)? {
                while true {
                    if let use = uses.next() { return (file, use) }
                    guard let run = runs.next() else { return nil }
                    (file, uses) = (run.file, run.uses.makeIterator())
                }
            }
        }
    }

    /// By file: the modules whose types it sees besides its own (empty in no known module, which sees every module):
    /// those it imports, and those re-exported (`@_exported import`) by them or by its own module, transitively.
    private static func visibleModules(files: [SourceFile], facts: [FileFacts], contexts: [CheckContext]) -> [Set<String>] {
        var reexports: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            guard let module = contexts[file.context].module else { continue }
            for imported in facts[index].imports where imported.isExported { reexports[module, default: []].insert(imported.module) }
        }
        return files.indices.map { index in
            guard let module = contexts[files[index].context].module else { return [] }
            var visible = Set(facts[index].imports.map(\.module))
            guard !reexports.isEmpty else { return visible }
            var pending = Array(visible) + [module]
            while let next = pending.popLast() {
                for reexported in reexports[next] ?? [] where visible.insert(reexported).inserted { pending.append(reexported) }
            }
            return visible
        }
    }

    /// What the table needs once every type is declared: the associated types each type sees through the protocols
    /// it conforms to (in its declaration or an extension), protocols inheriting protocols included; then each
    /// alias's targets, resolved where it is declared (where those associated types are already seen). The lookups,
    /// file by file, run on all cores; the table is changed after each round, in file order.
    private static func resolveAliasesAndConformances(
        in table: inout DeclarationTable, ids: [[Int]], files: [SourceFile], facts: [FileFacts], contexts: [CheckContext], imports: [Set<String>]
    ) {
        @Sendable func enclosing(_ name: String) -> String? {
            name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) }
        }
        /// `body` for every file, on all cores, reading `table`; the results in file order.
        func eachFile<Value: Sendable>(_ body: @escaping @Sendable (Int, DeclarationTable) -> Value) -> [Value] {
            let results = Slots<Value>(count: facts.count)
            DispatchQueue.concurrentPerform(iterations: facts.count) { [table] index in results[index] = body(index, table) }
            return results.values.map { $0! }
        }
        @Sendable func resolve(_ names: [String], in context: String?, file index: Int, table: DeclarationTable) -> [DeclarationTable.Entry] {
            names.compactMap { table.resolve($0, in: context, file: index, from: files[index].context, contexts: contexts, imports: imports[index]) }
        }
        // Protocol id → its associated types, and the protocols it inherits.
        var associated: [Int: [String]] = [:]
        var inheritedProtocols: [Int: [Int]] = [:]
        // Types and extensions (as written) with the protocols they conform to, and their file.
        var conformances: [(type: String, file: Int, protocols: [Int])] = []
        struct Conformance: Sendable {
            var type: String
            /// The declaring protocol's id when the type is a protocol inheriting others.
            var inheritingProtocol: Int?
            var protocols: [Int]
        }
        let conformancesByFile = eachFile { index, table -> [Conformance] in
            var result: [Conformance] = []
            for (position, declaration) in facts[index].declarations.enumerated() where !declaration.inherits.isEmpty {
                let protocols = resolve(declaration.inherits, in: enclosing(declaration.name), file: index, table: table)
                    .filter { $0.kind == .protocol }.map(\.id)
                if !protocols.isEmpty {
                    result.append(
                        Conformance(
                            type: declaration.name, inheritingProtocol: declaration.kind == .protocol ? ids[index][position] : nil, protocols: protocols))
                }
            }
            for written in facts[index].extensions where !written.inherits.isEmpty {
                let protocols = resolve(written.inherits, in: nil, file: index, table: table).filter { $0.kind == .protocol }.map(\.id)
                if !protocols.isEmpty { result.append(Conformance(type: written.name, protocols: protocols)) }
            }
            return result
        }
        for (index, fileFacts) in facts.enumerated() {
            for (position, declaration) in fileFacts.declarations.enumerated() where declaration.kind == .protocol && !declaration.parameters.isEmpty {
                associated[ids[index][position]] = declaration.parameters
            }
            for conformance in conformancesByFile[index] {
                if let id = conformance.inheritingProtocol { inheritedProtocols[id] = conformance.protocols }
                conformances.append((conformance.type, index, conformance.protocols))
            }
        }
        if !associated.isEmpty {
            var memo: [Int: Set<String>] = [:]
            func associatedTypes(of id: Int, visiting: inout Set<Int>) -> Set<String> {
                if let known = memo[id] { return known }
                guard visiting.insert(id).inserted else { return [] }
                var names = Set(associated[id] ?? [])
                for inherited in inheritedProtocols[id] ?? [] { names.formUnion(associatedTypes(of: inherited, visiting: &visiting)) }
                memo[id] = names
                return names
            }
            for conformance in conformances {
                var visiting: Set<Int> = []
                let names = conformance.protocols.reduce(into: Set<String>()) { $0.formUnion(associatedTypes(of: $1, visiting: &visiting)) }
                if !names.isEmpty { table.addAssociatedTypes(names, to: conformance.type, file: conformance.file) }
            }
        }
        let targets = eachFile { index, table -> [(id: Int, targets: [DeclarationTable.Entry])] in
            facts[index].declarations.enumerated().compactMap { position, declaration in
                guard declaration.kind == .typealias && !declaration.aliased.isEmpty else { return nil }
                return (ids[index][position], resolve(declaration.aliased, in: enclosing(declaration.name), file: index, table: table))
            }
        }
        for aliases in targets {
            for alias in aliases { table.setTargets(alias.targets, ofAlias: alias.id) }
        }
        table.followAliases()
    }

    static func order(_ lhs: Violation, _ rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }

    private static func analyze(
        _ file: SourceFile, index: Int, facts: FileFacts, imports: Set<String>, table: DeclarationTable, contexts: [CheckContext],
        knownModules: Set<String>, buildGraph: Bool
    ) -> FileResult {
        var result = FileResult()
        let context = contexts[file.context]
        let fileName = file.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file.path[file.path.utf8.index(after: $0)...]) } ?? file.path

        func report(_ rule: String, _ from: Endpoint, _ to: Endpoint, line: Int, column: Int, explanation: String) -> Bool {
            let violation = Violation(rule: rule, from: from, to: to, file: file.displayPath, line: line, column: column, explanation: explanation)
            if let ignore = SuppressionRules.ignore(rule, line: line, in: facts) {
                result.suppressions.append(SuppressedViolation(violation: violation, reason: ignore.reason))
                return false
            }
            result.violations.append(violation)
            return true
        }

        // Where the file first uses each other module (`moduleEdges`), by the module's name: the file's own module is
        // the same for every use, and hashing a pair of endpoints at each use cost more than the rest of the use.
        var firstUses: [String: (line: Int, column: Int)] = [:]
        func noteModuleEdge(to module: String, line: Int, column: Int) {
            if let existing = firstUses[module], existing.line <= line { return }
            firstUses[module] = (line, column)
        }

        // Each reference's context as a number (see `ContextNumbers`): 0 at file scope.
        var contextNumbers = ContextNumbers()
        // One edge per line is enough: `let x: A = A()` is one dependency.
        struct LineEdge: Hashable { var line: Int; var from: Int; var to: Int }
        var seen: Set<LineEdge> = []
        // What a use of a type from a context amounts to, the same at every reference: worked out once per pair.
        struct Use: Hashable { var from: Int; var to: Int }
        struct Outcome {
            var fromLayer: String?
            var targetModule: String?
            var rule: LayerRule?
            var crossesModules: Bool
            /// Worth an edge at all: a rule broken, another module reached, or a graph to draw.
            var matters: Bool
        }
        var outcomes: [Use: Outcome] = [:]
        outcomes.reserveCapacity(facts.referencedNames.count)

        func outcome(of target: DeclarationTable.Entry, from contextName: String?, number contextNumber: Int) -> Outcome {
            if let known = outcomes[Use(from: contextNumber, to: target.id)] { return known }
            let fromLayer = contextName.map { context.layer(ofType: $0, fileLayer: file.layer) } ?? file.layer
            let targetModule = contexts[target.context].module
            let crossesModules = context.module != nil && targetModule != nil && context.module != targetModule
            // A module of the layer rules (a VIPER Builder's own module) is a check context, or a Swift module
            // across contexts; each generated module is its own, in the app layout too (no Swift module of its own).
            let sameModule = target.context == file.context || (context.module != nil && context.module == targetModule)
            let rule = fromLayer.flatMap { fromLayer in
                target.layer.flatMap { toLayer in
                    context.architecture?.brokenRule(from: fromLayer, to: toLayer, kind: target.kind, sameModule: sameModule)
                }
            }
            // A type's use of itself is no dependency.
            let matters = target.name != contextName && (rule != nil || crossesModules || buildGraph)
            let found = Outcome(fromLayer: fromLayer, targetModule: targetModule, rule: rule, crossesModules: crossesModules, matters: matters)
            outcomes[Use(from: contextNumber, to: target.id)] = found
            return found
        }

        func use(_ target: DeclarationTable.Entry, _ outcome: Outcome, at reference: FileFacts.Reference, from contextName: String?, number contextNumber: Int)
        {
            guard seen.insert(LineEdge(line: reference.line, from: contextNumber, to: target.id)).inserted else { return }
            let from = Endpoint(type: contextName ?? fileName, layer: outcome.fromLayer ?? "-", module: context.module)
            let to = Endpoint(type: target.name, layer: target.layer ?? "-", module: outcome.targetModule)
            var edge = DependencyGraph.Edge(count: 1)
            if let rule = outcome.rule, report(rule.id, from, to, line: reference.line, column: reference.column, explanation: rule.explanation) {
                edge.rules.insert(rule.id)
            }
            if outcome.crossesModules, context.module != nil, let targetModule = outcome.targetModule {
                noteModuleEdge(to: targetModule, line: reference.line, column: reference.column)
                result.crossModule.append(
                    Violation(
                        rule: "", from: from, to: to, file: file.displayPath,
                        line: reference.line, column: reference.column, explanation: ""))
            }
            if buildGraph {
                result.typeEdges[DependencyGraph.Pair(from: from, to: to), default: DependencyGraph.Edge()].merge(edge)
            }
        }

        // `imports`: `import Foo`, `@testable import Foo`, `import struct Foo.Bar`, in `#if` or not, and what they re-export.
        // A reference to a type alias is one to what it stands for.
        // Each name is resolved once per context (the facts hold it once), and only the targets that matter are kept:
        // the places of the others (most names: `String`, `View`, a type of the same layer) are passed over at once.
        var numbers: [Int] = []
        numbers.reserveCapacity(facts.referencedNames.count)
        var targets: [[(entry: DeclarationTable.Entry, outcome: Outcome)]] = []
        targets.reserveCapacity(facts.referencedNames.count)
        for written in facts.referencedNames {
            let number = contextNumbers.number(of: written.context)
            numbers.append(number)
            var mattering: [(entry: DeclarationTable.Entry, outcome: Outcome)] = []
            if let found = table.resolve(written.name, in: written.context, file: index, from: file.context, contexts: contexts, imports: imports) {
                table.forEachTarget(of: found) { target in
                    let outcome = outcome(of: target, from: written.context, number: number)
                    if outcome.matters { mattering.append((target, outcome)) }
                }
            }
            targets.append(mattering)
        }
        for reference in facts.references {
            for (target, outcome) in targets[reference.name] {
                use(target, outcome, at: reference, from: facts.referencedNames[reference.name].context, number: numbers[reference.name])
            }
        }

        // `frameworks:`: an import of a module banned in a layer of the file, reported at the module's name
        // (`import UIKit`, `@testable import UIKit` and `import struct UIKit.UIColor` alike).
        if !context.importBans.isEmpty && !facts.imports.isEmpty {
            for layer in layersOfCode(in: file, facts: facts, context: context) {
                guard let ban = context.importBans[layer] else { continue }
                for imported in facts.imports where ban.modules.contains(imported.module) {
                    _ = report(
                        ban.id, Endpoint(type: fileName, layer: layer, module: context.module),
                        Endpoint(type: imported.module, layer: ImportBan.targetLayer, module: nil),
                        line: imported.line, column: imported.column, explanation: ban.explanation)
                }
            }
        }

        if !facts.ignores.isEmpty {
            result.violations += SuppressionRules.missingReasons(
                in: facts, file: file, fileName: fileName, layer: file.layer, module: context.module)
            result.ignoreSites = SuppressionRules.sites(in: facts, file: file, fileName: fileName, layer: file.layer, module: context.module)
        }

        guard let module = context.module else { return result }
        for imported in facts.imports where imported.module != module && knownModules.contains(imported.module) {
            let pair = DependencyGraph.Pair(from: moduleEndpoint(module), to: moduleEndpoint(imported.module))
            noteModuleEdge(to: imported.module, line: imported.line, column: imported.column)
            result.crossModule.append(
                Violation(
                    rule: "", from: pair.from, to: pair.to, file: file.displayPath,
                    line: imported.line, column: imported.column, explanation: ""))
            result.importEdges[pair, default: DependencyGraph.Edge()].count += 1
        }
        for (target, place) in firstUses {
            let pair = DependencyGraph.Pair(from: moduleEndpoint(module), to: moduleEndpoint(target))
            result.moduleEdges[pair] = Violation(
                rule: "", from: pair.from, to: pair.to, file: file.displayPath, line: place.line, column: place.column, explanation: "")
        }
        return result
    }

    /// Numbers the contexts of one file's referenced names (0 for file scope), for the lookups keyed by context: hashing
    /// a context's qualified name each time cost more than resolving the name. A file's names come in runs of one
    /// context, so the previous one is compared first.
    private struct ContextNumbers {
        private var numbers: [String: Int] = [:]
        private var previous: (context: String?, number: Int) = (nil, 0)

        mutating func number(of context: String?) -> Int {
            guard let context else { return 0 }
            if context == previous.context { return previous.number }
            let number: Int
            if let known = numbers[context] {
                number = known
            } else {
                number = numbers.count + 1
                numbers[context] = number
            }
            previous = (context, number)
            return number
        }
    }

    /// The layers of the code in a file, for what its imports make visible: the file's own layer and
    /// those its declared types are given by name.
    private static func layersOfCode(in file: SourceFile, facts: FileFacts, context: CheckContext) -> [String] {
        var layers = file.layer.map { [$0] } ?? []
        guard !context.typeCollectors.isEmpty else { return layers }
        for declaration in facts.declarations {
            if let layer = context.collectedLayer(ofType: declaration.name), !layers.contains(layer) { layers.append(layer) }
        }
        return layers
    }
}
