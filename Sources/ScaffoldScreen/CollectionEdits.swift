import ScaffoldIR

/// What the tests of a collection edit (`append:` or `prepend:` of one element or a list, `replace:`, `remove:`;
/// docs/spec.md#collection-edits) start the list with and expect of it, so that each proves order and identity: the
/// elements shown are kept in order and the new ones come after them (or before), the replaced element is updated
/// where it was, the removed id is gone and the rest are kept in order.
struct CollectionEditCase {
    /// The list the test starts with.
    let seed: Seed
    /// The list once the call returned the test's result.
    let expected: TestValue

    /// `result`: what the test's call returns (a Swift expression), nil where it returns nothing. Nil for a store that is
    /// not an edit of elements (`assign:`, a page), and where the samples it needs cannot be made up.
    init?(_ store: ResultStore, arguments: [TestArgument], result: String?, module: ModuleIR) {
        guard store.editsElements, case .array(let element)? = module.stateField(named: store.state.raw)?.type,
            let other = SwiftValues.otherSample(of: element, label: store.state.raw, module: module)
        else { return nil }
        let value = result.map { result in store.field.map { "\(result).\($0.swift)" } ?? result }
        func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
        func start(_ elements: [String]) -> Seed {
            Seed(state: store.state, value: list(elements), evaluated: .list(elements.map { _ in .opaque }))
        }
        switch store.edit {
        case .assign, .append(one: false):
            return nil
        case .append(one: true):
            guard let value else { return nil }
            (seed, expected) = (start([other]), .sample(list([other, value])))
        case .prepend(one: true):
            guard let value else { return nil }
            (seed, expected) = (start([other]), .sample(list([value, other])))
        case .prepend(one: false):
            guard let value else { return nil }
            (seed, expected) = (start([other]), .sample("\(value) + \(list([other]))"))
        case .replace:
            // The element as it was: the result's id, another value in a field that changes.
            guard let value, case .named(let name, _, .entity) = element, case .structure(let fields)? = module.entity(named: name)?.kind,
                let changed = fields.lazy.filter({ $0.name.raw != "id" }).compactMap({ field in
                    SwiftValues.otherSample(of: field.type, label: field.name.raw, module: module).map { "\(field.name.label): \($0)" }
                }).first
            else { return nil }
            let old = "\(module.swiftModule).\(name).fixture(id: \(value).id, \(changed))"
            (seed, expected) = (start([old, other]), .sample(list([value, other])))
        case .remove(let param, let isID):
            guard case .named(let name, _, .entity) = element, case .structure(let fields)? = module.entity(named: name)?.kind,
                let id = fields.first(where: { $0.name.raw == "id" }), let argument = arguments.first(where: { $0.param.name == param })
            else { return nil }
            let fixture = "\(module.swiftModule).\(name).fixture"
            let removed = isID ? "\(fixture)(id: \(argument.sample))" : argument.sample
            // The removed element between two others, where a third id can be made up.
            if let thirdID = SwiftValues.thirdSample(of: id.type, label: id.name.raw, module: module) {
                let third = "\(fixture)(id: \(thirdID))"
                (seed, expected) = (start([other, removed, third]), .sample(list([other, third])))
            } else {
                (seed, expected) = (start([removed, other]), .sample(list([other])))
            }
        }
    }
}
