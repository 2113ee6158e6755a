import ScaffoldDiagnostics
import Yams

// The sections of a module spec, each read from its YAML node into `Spec`, and the values of actions.

extension SpecReader {
    mutating func readSpec(_ root: Node) -> Spec {
        var spec = Spec(file: file, location: location(of: root))
        guard
            let top = keyedMapping(
                root, allowed: SpecParser.topLevelKeys, what: "the top level of a spec",
                hint: "a spec is a mapping: 'module: NewsList', 'architecture: mvvm', 'entities: …'")
        else { return spec }
        spec.module = top["module"].flatMap { scalar($0, what: "module") }
        spec.architecture = top["architecture"].flatMap { scalar($0, what: "architecture") }
        spec.ui = top["ui"].flatMap { scalar($0, what: "ui") }
        spec.title = top["title"].flatMap { scalar($0, what: "title") }
        spec.summary = top["summary"].flatMap { scalar($0, what: "summary") }
        if let node = top["imports"] { spec.imports = readImports(node) }
        if let node = top["entities"] {
            spec.entities = namedEntries(node, what: "entities").map { readEntity(name: $0.key, node: $0.value) }
        }
        if let node = top["services"] {
            spec.services = namedEntries(node, what: "services").map { service in
                let operations = namedEntries(service.value, what: "service '\(service.key.value)'")
                    .map { readOperation(name: $0.key, node: $0.value) }
                return ServiceSpec(name: service.key, operations: operations)
            }
        }
        if let node = top["state"] { spec.state = readState(node) }
        // What the screen is opened with comes first: the state it is given, then its own.
        if let node = top["given"] {
            spec.state =
                readState(node, what: "given").map { field in
                    var given = field
                    given.isGiven = true
                    return given
                } + spec.state
        }
        if let node = top["inputs"] {
            spec.inputs = namedEntries(node, what: "inputs").map { readInput(state: $0.key, node: $0.value) }
        }
        if let node = top["derived"] { spec.derived = readFields(node, what: "derived") }
        if let node = top["events"],
            let keys = keyedMapping(
                node, allowed: SpecParser.eventKeys, what: "events", hint: "write 'events: { appear: load, refresh: refresh, reachEnd: loadMore }'")
        {
            spec.events = keys.compactMapValues { scalar($0, what: "an event's action") }
        }
        if let node = top["actions"] {
            spec.actions = namedEntries(node, what: "actions").map { readAction(name: $0.key, node: $0.value) }
        }
        if let node = top["routes"] {
            spec.routes = namedEntries(node, what: "routes").map { readRoute(name: $0.key, node: $0.value) }
        }
        if let node = top["dependencies"] { spec.dependencies = scalarList(node, what: "dependencies") }
        if let node = top["rows"] {
            spec.rows = namedEntries(node, what: "rows").compactMap { entry in
                guard
                    let keys = keyedMapping(
                        entry.value, allowed: SpecParser.rowKeys, what: "rows of '\(entry.key.value)'",
                        hint: "write '\(entry.key.value): { title: name, subtitle: email, trailing: count, image: avatarURL }'")
                else { return nil }
                return RowSpec(
                    entity: entry.key, title: keys["title"].flatMap { scalar($0, what: "title") },
                    subtitle: keys["subtitle"].flatMap { scalar($0, what: "subtitle") },
                    trailing: keys["trailing"].flatMap { scalar($0, what: "trailing") }, image: keys["image"].flatMap { scalar($0, what: "image") })
            }
        }
        return spec
    }

    mutating func readImports(_ node: Node) -> [ImportSpec] {
        if case .sequence = node {
            return scalarList(node, what: "imports").map { ImportSpec(module: $0, types: []) }
        }
        return namedEntries(node, what: "imports").map { entry in
            ImportSpec(module: entry.key, types: Self.isNull(entry.value) ? [] : scalarList(entry.value, what: "imports of '\(entry.key.value)'"))
        }
    }

    mutating func readEntity(name: Located<String>, node: Node) -> EntitySpec {
        if case .mapping(let mapping) = node, let casesNode = mapping["cases"], case .sequence = casesNode {
            if mapping.count > 1 {
                diagnostics.error(
                    "enum '\(name.value)' has 'cases:' and other keys", at: name.location,
                    hint: "an entity is either an enum ('cases: [a, b]') or a struct (one 'field: Type' per line)")
            }
            return EntitySpec(name: name, kind: .cases(scalarList(casesNode, what: "cases of '\(name.value)'")))
        }
        return EntitySpec(name: name, kind: .fields(readFields(node, what: "entity '\(name.value)'")))
    }

    mutating func readOperation(name: Located<String>, node: Node) -> OperationSpec {
        var operation = OperationSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.operationKeys, what: "operation '\(name.value)'",
                hint: "an operation takes 'params:', 'returns:', 'async:' and 'throws:'")
        else { return operation }
        if let params = keys["params"] { operation.params = readFields(params, what: "params of '\(name.value)'") }
        if let returns = keys["returns"] { operation.returns = typeSpec(returns) }
        operation.isAsync = keys["async"].flatMap { bool($0, what: "async") }
        operation.isThrowing = keys["throws"].flatMap { bool($0, what: "throws") }
        return operation
    }

    /// `email: text`, or `query: { kind: text, onChange: search }`.
    mutating func readInput(state: Located<String>, node: Node) -> InputSpec {
        if case .scalar = node { return InputSpec(state: state, kind: scalar(node, what: "an input's kind")) }
        var input = InputSpec(state: state)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.inputKeys, what: "input '\(state.value)'",
                hint: "write '\(state.value): text', or '\(state.value): { kind: text, onChange: search }'")
        else { return input }
        input.kind = keys["kind"].flatMap { scalar($0, what: "kind") }
        input.onChange = keys["onChange"].flatMap { scalar($0, what: "onChange") }
        input.role = keys["role"].flatMap { scalar($0, what: "role") }
        input.debounce = keys["debounce"].flatMap { scalar($0, what: "debounce") }
        input.invalid = keys["invalid"].map { readValidations($0, input: state.value) } ?? []
        if input.kind == nil {
            diagnostics.error(
                "input '\(state.value)' has no 'kind:'", at: state.location,
                hint: "add 'kind:' with one of text, search, secure, toggle, number, date, picker")
        }
        return input
    }

    /// `invalid:` of an input: a list of `{ when: <condition>, message: <text> }`.
    mutating func readValidations(_ node: Node, input: String) -> [ValidationSpec] {
        let example = "'invalid: [{ when: \"\(input).isEmpty\", message: \"Enter a value.\" }]'"
        if Self.isNull(node) { return [] }
        guard visit(node) else { return [] }
        guard case .sequence(let entries) = node else {
            diagnostics.error(
                "'invalid:' of input '\(input)' must be a list", at: location(of: node), hint: "write \(example), one '- when: …' entry per message")
            return []
        }
        return entries.compactMap { entry in
            guard
                let keys = keyedMapping(
                    entry, allowed: SpecParser.validationKeys, what: "an 'invalid:' entry of '\(input)'",
                    hint: "each entry is '{ when: <a Bool expression>, message: <the text shown> }'")
            else { return nil }
            var validation = ValidationSpec(location: location(of: entry))
            validation.when = keys["when"].flatMap { scalar($0, what: "when") }
            validation.message = keys["message"].flatMap { scalar($0, what: "message") }
            for (key, value) in [("when", validation.when), ("message", validation.message)] where value == nil && keys[key] == nil {
                diagnostics.error(
                    "an 'invalid:' entry of '\(input)' has no '\(key):'", at: validation.location,
                    hint: "each entry is '{ when: <a Bool expression>, message: <the text shown> }'")
            }
            return validation
        }
    }

    mutating func readAction(name: Located<String>, node: Node) -> ActionSpec {
        var action = ActionSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.actionKeys, what: "action '\(name.value)'",
                hint:
                    "an action takes 'params:', 'when:', 'confirm:', 'call:', 'with:', 'assign:', 'append:', 'prepend:', 'replace:', 'remove:', 'set:', "
                    + "'then:', 'navigate:', 'placement:' and 'optimistic:'")
        else { return action }
        if let params = keys["params"] { action.params = readFields(params, what: "params of '\(name.value)'") }
        action.when = keys["when"].flatMap { expressionText($0, what: "'when:'") }
        action.confirm = keys["confirm"].flatMap { scalar($0, what: "confirm") }
        action.call = keys["call"].flatMap { scalar($0, what: "call") }
        if let with = keys["with"] { action.with = bindings(with, what: "with") }
        action.assign = keys["assign"].flatMap { resultBinding($0, what: "assign") }
        action.append = keys["append"].flatMap { resultBinding($0, what: "append") }
        action.prepend = keys["prepend"].flatMap { resultBinding($0, what: "prepend") }
        action.replace = keys["replace"].flatMap { resultBinding($0, what: "replace") }
        if let remove = keys["remove"] { action.remove = removals(remove) }
        if let set = keys["set"] { action.set = bindings(set, what: "set") }
        action.then = keys["then"].flatMap { scalar($0, what: "then") }
        action.navigate = keys["navigate"].flatMap { scalar($0, what: "navigate") }
        action.placement = keys["placement"].flatMap { scalar($0, what: "placement") }
        action.optimistic = keys["optimistic"].flatMap { bool($0, what: "optimistic") }
        return action
    }

    mutating func readRoute(name: Located<String>, node: Node) -> RouteSpec {
        var route = RouteSpec(name: name)
        guard
            let keys = keyedMapping(
                node, allowed: SpecParser.routeKeys, what: "route '\(name.value)'",
                hint: "a route takes 'params:', 'present:' and 'to: DestinationModule'")
        else { return route }
        if let params = keys["params"] { route.params = readFields(params, what: "params of '\(name.value)'") }
        route.destination = keys["to"].flatMap { scalar($0, what: "to") }
        route.presentation = keys["present"].flatMap { scalar($0, what: "present") }
        return route
    }

    /// `assign: articles` or `assign: { statuses: items }`: a state name, or state names each with a field of the result.
    mutating func resultBinding(_ node: Node, what: String) -> ResultBindingSpec? {
        guard case .mapping = node else { return scalar(node, what: what).map(ResultBindingSpec.whole) }
        return .fields(
            namedEntries(node, what: what).compactMap { entry in
                scalar(entry.value, what: "\(what): { \(entry.key.value): … }").map { BindingSpec(name: entry.key, value: $0) }
            })
    }

    /// `remove: { items: item }`: each list with the action's parameter whose element goes.
    mutating func removals(_ node: Node) -> [BindingSpec] {
        if case .scalar = node, !Self.isNull(node) {
            diagnostics.error(
                "'remove:' must map each list to the parameter that is the element to remove", at: location(of: node),
                hint: "e.g. 'remove: { items: item }' with 'params: { item: CartItem }' (or the element's id: 'remove: { items: itemID }')")
            return []
        }
        return namedEntries(node, what: "remove").compactMap { entry in
            scalar(entry.value, what: "remove: { \(entry.key.value): … }").map { BindingSpec(name: entry.key, value: $0) }
        }
    }

    mutating func bindings(_ node: Node, what: String) -> [BindingSpec] {
        namedEntries(node, what: what).compactMap { entry in
            expressionText(entry.value, what: "'\(entry.key.value)' in \(what)").map { BindingSpec(name: entry.key, value: $0) }
        }
    }

    /// The text of a value in the expression language (docs/ARCHITECTURE.md#expressions): a scalar, or YAML's own empty
    /// list, empty mapping and null, spelled as the language writes them (`[]`, `{}`, `null`). A quoted scalar is
    /// located at its first character inside the quotes, so that offsets in its text are columns.
    mutating func expressionText(_ node: Node, what: String) -> Located<String>? {
        guard visit(node) else { return nil }
        var location = location(of: node)
        switch node {
        case .sequence(let sequence) where sequence.isEmpty:
            return Located("[]", at: location)
        case .mapping(let mapping) where mapping.isEmpty:
            return Located("{}", at: location)
        case .scalar(let scalar):
            if Self.isNull(node) { return Located("null", at: location) }
            if scalar.style == .singleQuoted || scalar.style == .doubleQuoted { location.column += 1 }
            return Located(scalar.string, at: location)
        default:
            diagnostics.error(
                "\(what) must be a single value", at: location,
                hint: "write a name, a literal (null, true, 3, [], {}, '\"text\"', .case) or an expression in quotes ('page + 1')")
            return nil
        }
    }
}
