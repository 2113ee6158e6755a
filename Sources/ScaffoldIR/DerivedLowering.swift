import ScaffoldDiagnostics
import ScaffoldSpec

/// `derived:` (docs/ARCHITECTURE.md#expressions): `name: "Type = expression"`, a read-only value computed from
/// state and other derived values. Every name is declared before any expression is checked, so a derived value may
/// read one declared after it; a cycle is an error at the first derived value on it.
extension LoweringPass {
    mutating func lowerDerived(state: [StateField], entities: [Entity], actionNames: Set<String>) -> [DerivedValue] {
        var declared: [(spec: FieldSpec, name: Name, type: TypeRef, text: Located<String>)] = []
        var seen: Set<String> = []
        for field in spec.derived {
            let name = field.name
            checkMemberName(name, what: "derived value")
            if SwiftNames.keywords.contains(name.value) || Lowering.reservedStateNames.contains(name.value) || NameCheck.generatedMembers.contains(name.value) {
                diagnostics.error(
                    "derived value '\(name.value)' has a name generated code already uses", at: name.location,
                    hint: "Swift keywords and \(Lowering.reservedStateNames.sorted().joined(separator: ", ")) are taken; choose another name")
                continue
            }
            if let other = state.first(where: { $0.name.raw == name.value }) {
                diagnostics.error(
                    "derived value '\(name.value)' has the name of state '\(other.name.raw)'", at: name.location,
                    hint: "both become properties of one type; rename one")
                continue
            }
            if let service = spec.services.first(where: { SwiftNames.lowerFirst($0.name.value) == name.value }) {
                diagnostics.error(
                    "derived value '\(name.value)' has the name of the property of service '\(service.name.value)'", at: name.location,
                    hint: "both become properties of the type that owns the state; rename the derived value")
                continue
            }
            if actionNames.contains(name.value) {
                diagnostics.error(
                    "derived value '\(name.value)' has the name of an action", at: name.location,
                    hint: "both become members of one type; rename one")
                continue
            }
            guard seen.insert(name.value).inserted else {
                diagnostics.error("derived value '\(name.value)' appears twice", at: name.location)
                continue
            }
            guard let text = field.defaultValue else {
                diagnostics.error(
                    "derived value '\(name.value)' has no expression", at: name.location,
                    hint: "write '\(name.value): \"Bool = !items.isEmpty\"' (its type, then '=' and an expression of state)")
                continue
            }
            guard let type = resolver.resolve(field.type, diagnostics: &diagnostics) else { continue }
            declared.append((field, Name(name.value), type, text))
        }

        let checker = ExpressionChecker(params: [], state: state, derived: declared.map { ($0.name, $0.type) }, entities: entities)
        var values: [DerivedValue] = []
        var locations: [String: SourceLocation] = [:]
        for entry in declared {
            let context = "derived value '\(entry.name.raw)' = '\(entry.text.value)'"
            if let expression = checkExpression(entry.text, against: entry.type, with: checker, context: context) {
                values.append(DerivedValue(name: entry.name, type: entry.type, expression: expression))
                locations[entry.name.raw] = entry.spec.name.location
            }
        }
        reportCycles(values, locations: locations)
        return values
    }

    /// How many derived values deep one may read (itself included): every walk of a derived value through the ones it
    /// reads — generating, evaluating, planning tests — stays this shallow.
    static var maximumDerivedDepth: Int { 16 }

    /// A derived value that reads itself, directly or through others, would recurse forever when read. A depth-first
    /// walk (iterative, linear in the values and their reads) reports each cycle once, at the value it was entered by.
    private mutating func reportCycles(_ values: [DerivedValue], locations: [String: SourceLocation]) {
        let reads = Dictionary(
            uniqueKeysWithValues: values.map { value in
                (
                    value.name.raw,
                    value.expression.references.compactMap { source -> String? in
                        if case .derived(let name) = source { return name.raw }
                        return nil
                    }
                )
            })
        enum Mark { case active, done }
        var marks: [String: Mark] = [:]
        // Each finished value's depth: 1 + the deepest derived value it reads.
        var depths: [String: Int] = [:]
        for root in values.map(\.name.raw) where marks[root] == nil {
            // The current path, each with the index of its next read to follow.
            var path: [(name: String, next: Int)] = [(root, 0)]
            marks[root] = .active
            while let (name, next) = path.last {
                let targets = reads[name] ?? []
                guard next < targets.count else {
                    marks[name] = .done
                    depths[name] = 1 + (targets.compactMap { depths[$0] }.max() ?? 0)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[next]
                switch marks[target] {
                case .active:
                    let start = path.firstIndex { $0.name == target }!
                    let cycle = path[start...].map(\.name) + [target]
                    diagnostics.error(
                        "derived value '\(target)' depends on itself: \(cycle.joined(separator: " → "))",
                        at: locations[target] ?? spec.location, hint: "compute one of them from state only")
                case .done:
                    break
                case nil:
                    marks[target] = .active
                    path.append((target, 0))
                }
            }
        }
        if let deep = values.first(where: { (depths[$0.name.raw] ?? 0) > Self.maximumDerivedDepth }) {
            diagnostics.error(
                "derived value '\(deep.name.raw)' reads derived values \(depths[deep.name.raw]!) levels deep, more than \(Self.maximumDerivedDepth)",
                at: locations[deep.name.raw] ?? spec.location, hint: "compute some of them from state directly")
        }
    }
}
