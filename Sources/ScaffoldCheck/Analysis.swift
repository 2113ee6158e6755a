import Dispatch
import Foundation

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
    /// The rule's severity (`severity:` of scaffold.yml, else the rule's default); set after the analysis.
    public var severity = Severity.error
    /// What to do instead, one line (`Hints`, or `hints:` of scaffold.yml); set after the analysis.
    public var hint = ""
    /// Every file involved, for a finding about a pair of modules (`peers:`); else empty.
    public var files: [String] = []

    public var message: String {
        if to.layer == ImportBan.targetLayer { return "\(from.type) (\(from.layer)) must not import \(to.type)" }
        if to.layer == SuppressionRules.targetLayer { return "// scaffold:ignore in \(from.type) gives no reason" }
        if rule == DeclaredDependencies.unused { return "\(from.type) declares a dependency on \(to.type) but never uses it" }
        if rule == DeclaredDependencies.undeclared { return "\(from.type) imports \(to.type) without declaring it" }
        if rule.hasPrefix(PeerRule.prefix) { return "peer modules \(from.type) and \(to.type) must not depend on each other" }
        return "\(from.type) (\(from.layer)) must not depend on \(to.type) (\(to.layer))"
    }

    var key: BaselineKey { BaselineKey(rule: rule, from: from.type, to: to.type) }
}

/// A declared type in no layer, for `--list-unassigned`.
public struct UnassignedType: Sendable, Hashable, Comparable {
    /// Qualified by its enclosing types.
    public var name: String
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }

    public static func < (lhs: UnassignedType, rhs: UnassignedType) -> Bool {
        (lhs.name, lhs.file, lhs.line) < (rhs.name, rhs.file, rhs.line)
    }
}

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

/// Declarations of every checked file, and the lookup of a written name from a file and a context
/// (docs/ARCHITECTURE.md#check): what the file can see, innermost scope first.
struct DeclarationTable: Sendable {
    struct Entry: Sendable {
        var id: Int
        var name: String
        var kind: TypeKind
        var layer: String?
        var context: Int
        /// The Package.swift target of its file when `modules:` names the file's module otherwise: importing it sees the type.
        var target: String? = nil
    }

    /// Declared names visible from a set of files: every file (the project's types), or one (its
    /// `private` and `fileprivate` types). Lookups by substring, so resolving a reference builds no
    /// string unless it names a declared type.
    private struct Names: Sendable {
        var byName: [String: [Entry]] = [:]
        /// Every declared name, and the member names declared inside each type.
        var declared: Set<Substring> = []
        var members: [Substring: Set<Substring>] = [:]
        /// The last component of every declared name: most references (`String`, `Int`, `View`) fail here at once.
        var simpleNames: Set<Substring> = []
        /// A type's generic parameters or associated types: inside it and its extensions, not project types.
        var parameters: [Substring: Set<Substring>] = [:]

        mutating func add(_ entry: Entry, parameters names: [String]) {
            let name = entry.name
            byName[name, default: []].append(entry)
            declared.insert(Substring(name))
            if let dot = name.utf8.lastIndex(of: DeclarationTable.dot) {
                let member = name[name.utf8.index(after: dot)...]
                simpleNames.insert(member)
                members[name[..<dot], default: []].insert(member)
            } else {
                simpleNames.insert(Substring(name))
            }
            if !names.isEmpty { parameters[Substring(name), default: []].formUnion(names.map { Substring($0) }) }
        }
    }

    private var shared = Names()
    /// By file index: the file's `private` and `fileprivate` types, seen from that file only.
    private var filePrivate: [Int: Names] = [:]
    /// The project's types per check context: the common case, a module's own types, in one lookup.
    private var inContext: [ContextName: Entry] = [:]
    private struct ContextName: Hashable { var context: Int; var name: String }
    /// Module → qualified name → the project's type of that name in the module, for `Module.Type`.
    private var inModule: [Substring: [String: Entry]] = [:]
    /// By id: what a type alias stands for, aliases followed (see `followAliases`).
    private var aliasTargets: [Int: [Entry]] = [:]
    private var count = 0
    fileprivate static let dot = UInt8(ascii: ".")

    /// - Returns: the new entry's id.
    @discardableResult
    mutating func add(
        name: String, kind: TypeKind, layer: String?, context: Int, module: String?, file: Int, isFilePrivate: Bool = false,
        parameters: [String] = [], target: String? = nil
    ) -> Int {
        let entry = Entry(id: count, name: name, kind: kind, layer: layer, context: context, target: target)
        count += 1
        guard !isFilePrivate else {
            filePrivate[file, default: Names()].add(entry, parameters: parameters)
            return entry.id
        }
        shared.add(entry, parameters: parameters)
        if inContext[ContextName(context: context, name: name)] == nil { inContext[ContextName(context: context, name: name)] = entry }
        if let module, inModule[Substring(module)]?[name] == nil { inModule[Substring(module), default: [:]][name] = entry }
        return entry.id
    }

    /// Associated types that `type` (as written in its declaration or an extension, in file `file`) sees through a
    /// conformance: inside it and its extensions they are the conformance's, never a project type, unless the type
    /// declares a member of that name (`typealias Item = Article`), which is then what the name means.
    mutating func addAssociatedTypes(_ names: Set<String>, to type: String, file: Int) {
        let scope = Substring(type)
        let isOwn = filePrivate[file]?.declared.contains(scope) == true
        let members = (isOwn ? filePrivate[file]?.members[scope] : shared.members[scope]) ?? []
        let added = names.map { Substring($0) }.filter { !members.contains($0) }
        guard !added.isEmpty else { return }
        if isOwn {
            filePrivate[file]?.parameters[scope, default: []].formUnion(added)
        } else {
            shared.parameters[scope, default: []].formUnion(added)
        }
    }

    /// What the type alias `id` stands for: the project types its definition names, resolved where it is declared.
    mutating func setTargets(_ targets: [Entry], ofAlias id: Int) {
        if !targets.isEmpty { aliasTargets[id] = targets }
    }

    /// Replaces each alias's targets by what they stand for in turn (`typealias A = B`, `typealias B = Client`: A is
    /// Client); an alias in a cycle (which Swift rejects) keeps what it reaches before the cycle.
    mutating func followAliases() {
        var followed: [Int: [Entry]] = [:]
        func follow(_ id: Int, visiting: inout Set<Int>) -> [Entry] {
            if let known = followed[id] { return known }
            guard let targets = aliasTargets[id], visiting.insert(id).inserted else { return [] }
            var result: [Entry] = []
            for target in targets {
                let further = aliasTargets[target.id] == nil ? [target] : follow(target.id, visiting: &visiting)
                for entry in further where !result.contains(where: { $0.id == entry.id }) { result.append(entry) }
            }
            visiting.remove(id)
            followed[id] = result
            return result
        }
        for id in aliasTargets.keys.sorted() {
            var visiting: Set<Int> = []
            _ = follow(id, visiting: &visiting)
        }
        aliasTargets = followed.filter { !$0.value.isEmpty }
    }

    /// The types a reference to `entry` depends on: an alias's targets, or the entry itself (a type, or an alias of
    /// nothing in the project, such as `() -> Void`).
    func targets(of entry: Entry) -> [Entry] {
        entry.kind == .typealias ? aliasTargets[entry.id] ?? [entry] : [entry]
    }

    /// `name` as written in file `file` inside `context` (`A.B`): a generic parameter or associated type of
    /// `A.B` or `A` is no type of the project; otherwise tried as `A.B.name`, `A.name`, `name` (the file's
    /// private types before the project's); then extended over member names while they are types
    /// (`Article.preview` is `Article`, `VM.Route.detail` is `VM.Route`). From a file of a known module, only
    /// the types of its own module, of the modules it imports (`imports`) and of files in no known module are
    /// visible: a name no visible module declares (`Duration`, `List`) is the SDK's. A name whose head is no
    /// visible type but a module (`Network.APIClient`) is looked up in that module.
    func resolve(
        _ name: String, in context: String?, file: Int, from checkContext: Int, contexts: [CheckContext], imports: Set<String> = []
    ) -> Entry? {
        // UTF-8 views throughout: Character-based searches cost more than the lookups they feed.
        let firstDot = name.utf8.firstIndex(of: Self.dot)
        let head = firstDot.map { name[..<$0] } ?? Substring(name)
        let own = filePrivate[file]
        guard shared.simpleNames.contains(head) || own?.simpleNames.contains(head) == true else {
            return resolve(name, qualifiedAt: firstDot)
        }
        var found: String?
        if let context {
            var scope = Substring(context)
            while found == nil {
                if shared.parameters[scope]?.contains(head) == true || own?.parameters[scope]?.contains(head) == true { return nil }
                if own?.members[scope]?.contains(head) == true || shared.members[scope]?.contains(head) == true { found = "\(scope).\(head)" }
                guard let dot = scope.utf8.lastIndex(of: Self.dot) else { break }
                scope = scope[..<dot]
            }
        }
        if found == nil, own?.declared.contains(head) == true || shared.declared.contains(head) { found = String(head) }
        guard var found else { return resolve(name, qualifiedAt: firstDot) }
        // The name and its longer readings over member names, shortest first: the longest one visible wins.
        var readings = [found]
        if let firstDot {
            for part in name[name.utf8.index(after: firstDot)...].utf8.split(separator: Self.dot).map(Substring.init) {
                let scope = Substring(found)
                guard own?.members[scope]?.contains(part) == true || shared.members[scope]?.contains(part) == true else { break }
                found = "\(found).\(part)"
                readings.append(found)
            }
        }
        for reading in readings.reversed() {
            if let entry = visible(reading, file: file, from: checkContext, contexts: contexts, imports: imports) { return entry }
        }
        return resolve(name, qualifiedAt: firstDot)
    }

    /// The type named `found` (qualified) that a file of `checkContext` sees: its own private one, its module's, an
    /// imported module's, or one in no known module. From a file in no known module, every module's.
    private func visible(_ found: String, file: Int, from checkContext: Int, contexts: [CheckContext], imports: Set<String>) -> Entry? {
        if let mine = filePrivate[file]?.byName[found]?.first { return mine }
        if let local = inContext[ContextName(context: checkContext, name: found)] { return local }
        guard var candidates = shared.byName[found] else { return nil }
        let module = contexts[checkContext].module
        if module != nil {
            candidates = candidates.filter { candidate in
                contexts[candidate.context].module.map { $0 == module || imports.contains($0) } ?? true
                    || candidate.target.map(imports.contains) == true
            }
        }
        if candidates.count <= 1 { return candidates.first }
        // One name in several modules: prefer the referring module, then the imported ones, then its dependencies.
        let dependencies = contexts[checkContext].dependencies ?? []
        return candidates.first { $0.context == checkContext }
            ?? candidates.first { module != nil && contexts[$0.context].module == module }
            ?? candidates.first { contexts[$0.context].module.map(imports.contains) ?? false }
            ?? candidates.first { contexts[$0.context].module.map(dependencies.contains) ?? false }
            ?? candidates.first
    }

    /// `Module.Type…` where `Module` is a module of the project: the longest prefix of `Type…` it declares.
    private func resolve(_ name: String, qualifiedAt firstDot: String.Index?) -> Entry? {
        guard let firstDot, let types = inModule[name[..<firstDot]] else { return nil }
        var found: String?
        for part in name[name.utf8.index(after: firstDot)...].utf8.split(separator: Self.dot) {
            let candidate = found.map { "\($0).\(Substring(part))" } ?? String(Substring(part))
            guard types[candidate] != nil else { break }
            found = candidate
        }
        return found.flatMap { types[$0] }
    }
}

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

    /// What one file contributes.
    private struct FileResult: Sendable {
        var violations: [Violation] = []
        var suppressions: [SuppressedViolation] = []
        var typeEdges: [DependencyGraph.Pair: DependencyGraph.Edge] = [:]
        var importEdges: [DependencyGraph.Pair: DependencyGraph.Edge] = [:]
        /// Where each module edge first occurs in the file, for reporting cycles.
        var moduleEdges: [DependencyGraph.Pair: Violation] = [:]
        /// Uses of another module, judged against the module's dependencies once they are known.
        var crossModule: [Violation] = []
    }

    /// Uses of another module with the index of their file (for inline suppression).
    var crossModule: [(file: Int, use: Violation)] = []
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
        DispatchQueue.concurrentPerform(iterations: scope.files.count) { [table] index in
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
            crossModule += result.crossModule.map { (index, $0) }
            guard scope.files[index].isChecked else {
                outside += result.violations
                edgesOutside.merge(result.moduleEdges) { first, _ in first }
                continue
            }
            found += result.violations
            suppressions += result.suppressions
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
    /// alias's targets, resolved where it is declared (where those associated types are already seen).
    private static func resolveAliasesAndConformances(
        in table: inout DeclarationTable, ids: [[Int]], files: [SourceFile], facts: [FileFacts], contexts: [CheckContext], imports: [Set<String>]
    ) {
        func resolve(_ names: [String], in context: String?, file index: Int) -> [DeclarationTable.Entry] {
            names.compactMap { table.resolve($0, in: context, file: index, from: files[index].context, contexts: contexts, imports: imports[index]) }
        }
        func enclosing(_ name: String) -> String? {
            name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) }
        }
        // Protocol id → its associated types, and the protocols it inherits.
        var associated: [Int: [String]] = [:]
        var inheritedProtocols: [Int: [Int]] = [:]
        // Types and extensions (as written) with the protocols they conform to, and their file.
        var conformances: [(type: String, file: Int, protocols: [Int])] = []
        for (index, fileFacts) in facts.enumerated() {
            for (position, declaration) in fileFacts.declarations.enumerated() {
                let id = ids[index][position]
                if declaration.kind == .protocol && !declaration.parameters.isEmpty { associated[id] = declaration.parameters }
                guard !declaration.inherits.isEmpty else { continue }
                let protocols = resolve(declaration.inherits, in: enclosing(declaration.name), file: index).filter { $0.kind == .protocol }.map(\.id)
                guard !protocols.isEmpty else { continue }
                if declaration.kind == .protocol { inheritedProtocols[id] = protocols }
                conformances.append((declaration.name, index, protocols))
            }
            for written in fileFacts.extensions where !written.inherits.isEmpty {
                let protocols = resolve(written.inherits, in: nil, file: index).filter { $0.kind == .protocol }.map(\.id)
                if !protocols.isEmpty { conformances.append((written.name, index, protocols)) }
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
        for (index, fileFacts) in facts.enumerated() {
            for (position, declaration) in fileFacts.declarations.enumerated() where declaration.kind == .typealias && !declaration.aliased.isEmpty {
                table.setTargets(resolve(declaration.aliased, in: enclosing(declaration.name), file: index), ofAlias: ids[index][position])
            }
        }
        table.followAliases()
    }

    static func order(_ lhs: Violation, _ rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }

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
        for (file, use) in crossModule {
            guard let module = use.from.module, let target = use.to.module, let allowed = dependencies[module], !allowed.contains(target) else { continue }
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

        func noteModuleEdge(_ pair: DependencyGraph.Pair, line: Int, column: Int) {
            if let existing = result.moduleEdges[pair], existing.line <= line { return }
            result.moduleEdges[pair] = Violation(rule: "", from: pair.from, to: pair.to, file: file.displayPath, line: line, column: column, explanation: "")
        }

        // One edge per line is enough: `let x: A = A()` is one dependency.
        struct LineEdge: Hashable { var line: Int; var from: String?; var to: Int }
        var seen: Set<LineEdge> = []
        seen.reserveCapacity(facts.references.count)
        var layers: [String: String?] = [:]

        func use(_ target: DeclarationTable.Entry, at reference: FileFacts.Reference) {
            guard target.name != reference.context, seen.insert(LineEdge(line: reference.line, from: reference.context, to: target.id)).inserted
            else { return }
            var fromLayer = file.layer
            if let name = reference.context {
                if let known = layers[name] {
                    fromLayer = known
                } else {
                    fromLayer = context.layer(ofType: name, fileLayer: file.layer)
                    layers[name] = fromLayer
                }
            }
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
            guard rule != nil || crossesModules || buildGraph else { return }

            let from = Endpoint(type: reference.context ?? fileName, layer: fromLayer ?? "-", module: context.module)
            let to = Endpoint(type: target.name, layer: target.layer ?? "-", module: targetModule)
            var edge = DependencyGraph.Edge(count: 1)
            if let rule, report(rule.id, from, to, line: reference.line, column: reference.column, explanation: rule.explanation) {
                edge.rules.insert(rule.id)
            }
            if crossesModules, let module = context.module, let targetModule {
                noteModuleEdge(
                    DependencyGraph.Pair(from: moduleEndpoint(module), to: moduleEndpoint(targetModule)), line: reference.line, column: reference.column)
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
        for reference in facts.references {
            guard
                let found = table.resolve(
                    reference.name, in: reference.context, file: index, from: file.context, contexts: contexts, imports: imports)
            else { continue }
            for target in table.targets(of: found) { use(target, at: reference) }
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
        }

        guard let module = context.module else { return result }
        for imported in facts.imports where imported.module != module && knownModules.contains(imported.module) {
            let pair = DependencyGraph.Pair(from: moduleEndpoint(module), to: moduleEndpoint(imported.module))
            noteModuleEdge(pair, line: imported.line, column: imported.column)
            result.crossModule.append(
                Violation(
                    rule: "", from: pair.from, to: pair.to, file: file.displayPath,
                    line: imported.line, column: imported.column, explanation: ""))
            result.importEdges[pair, default: DependencyGraph.Edge()].count += 1
        }
        return result
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
