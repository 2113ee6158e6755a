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
    /// The parameter whose element (by id) the list starts with, the row the action was run from: a removal's, and a
    /// replacement's where the test's argument is the result's sample.
    var row: Name? = nil

    /// `field: value` for the first field besides the id that has another sample: what an element as it was differs in
    /// from the replacing one, which has the samples.
    static func changedField(of fields: [Field], module: ModuleIR) -> String? {
        fields.lazy.filter { $0.name.raw != "id" }.compactMap { field in
            SwiftValues.otherSample(of: field.type, label: field.name.raw, module: module).map { "\(field.name.label): \($0)" }
        }.first
    }

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
                let changed = Self.changedField(of: fields, module: module)
            else { return nil }
            let old = "\(module.swiftModule).\(name).fixture(id: \(value).id, \(changed))"
            (seed, expected) = (start([old, other]), .sample(list([value, other])))
            row = arguments.first { $0.param.type == element && $0.sample == value }?.param.name
        case .remove(let param, let isID):
            guard case .named(let name, _, .entity) = element, case .structure(let fields)? = module.entity(named: name)?.kind,
                let id = fields.first(where: { $0.name.raw == "id" }), let argument = arguments.first(where: { $0.param.name == param })
            else { return nil }
            let fixture = "\(module.swiftModule).\(name).fixture"
            let removed = isID ? "\(fixture)(id: \(argument.sample))" : argument.sample
            row = param
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

extension TestPlanner {
    /// An edit of one element (`replace:`, `remove:`) runs for two elements at once — two favourites, two deletions:
    /// neither cancels the other, and each lands in the list, checked as soon as the first returned, then once both
    /// did. The list starts with both elements (and, for a removal, a third that stays). Planned where the action's
    /// lists start with elements of their own, another element can be made up, and nothing runs after the call.
    func editsSideBySide(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, chain.count == 1, action.navigate == nil, case .item(_, let param, _) = RequestLine(action, in: module),
            call.stores.count == 1, let store = call.stores.first, store.field == nil, editCases.contains(where: { $0.seed.state == store.state }),
            case .array(let element)? = module.stateField(named: store.state.raw)?.type, case .named(let entity, _, .entity) = element,
            case .structure(let fields)? = module.entity(named: entity)?.kind, let id = fields.first(where: { $0.name.raw == "id" }),
            let (others, otherLocal, otherElement, sample) = otherElement(in: arguments, param: param)
        else { return nil }
        let fixture = "\(module.swiftModule).\(entity).fixture"
        var values = [NamedValue(name: otherLocal, expression: otherElement)]
        let start: [String], afterFirst: [String], afterBoth: [String]
        switch store.edit {
        case .replace:
            // Each element as it was: the result's id, and another value where the first result differs.
            guard let returns = call.returns, let first = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
                let second = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module), first != second,
                let changed = CollectionEditCase.changedField(of: fields, module: module)
            else { return nil }
            values += [NamedValue(name: "firstResult", expression: first), NamedValue(name: "secondResult", expression: second)]
            let secondBefore = "\(fixture)(id: \(second).id)"
            start = ["\(fixture)(id: \(first).id, \(changed))", secondBefore]
            (afterFirst, afterBoth) = (["firstResult", secondBefore], ["firstResult", "secondResult"])
        case .remove(_, let isID):
            guard let thirdID = SwiftValues.thirdSample(of: id.type, label: id.name.raw, module: module) else { return nil }
            let (one, two) = isID ? ("\(fixture)(id: \(sample))", "\(fixture)(id: \(otherElement))") : (sample, otherElement)
            let third = "\(fixture)(id: \(thirdID))"
            (start, afterFirst, afterBoth) = ([one, two, third], [two, third], [third])
        default:
            return nil
        }
        func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }
        let steps = Self.sideBySide(
            call, others: others, queued: values.count == 3, afterFirst: .state(store.state, equals: .sample(list(afterFirst))))
        var expectations: [Expectation] = [.state(store.state, equals: .sample(list(afterBoth))), .notLoading]
        if call.isThrowing { expectations.append(.noError) }
        let seed = Seed(state: store.state, value: list(start), evaluated: .list(start.map { _ in .opaque }))
        return ActionTest(
            kind: .elementsSideBySide, name: "\(action.name.raw)ForTwoElementsRunsBoth",
            title: "\(action.name.raw) for two \(param.raw) values at once: neither cancels the other, each lands in \(store.state.raw)",
            arguments: arguments, values: values, seeds: seeds.filter { $0.state != store.state } + [seed], captures: [], script: nil, steps: steps,
            expectations: expectations)
    }
}
