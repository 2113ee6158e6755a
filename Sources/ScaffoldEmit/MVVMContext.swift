import ScaffoldIR

/// MVVM (DESIGN.md §3): the keys the `mvvm` template set uses beyond the shared ones — the view
/// model (state, dependencies, action bodies, routes), the view, and the view-model tests.
struct MVVMContext: ContextProvider {
    let name = "mvvm"
    let optionalKeys: Set<String> = ["list", "value", "loadAction", "primary", "rowActions"]

    func context(_ module: ModuleIR) -> ContextPart {
        ContextPart(untyped: keys(module), optionalKeys: optionalKeys)
    }

    func keys(_ module: ModuleIR) -> [String: Any] {
        var context = viewModel(module)
        for (key, value) in view(module) { context[key] = value }
        for (key, value) in ViewModelTests(module: module).context() { context[key] = value }
        return context
    }

    // MARK: View model

    func viewModel(_ module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [:]
        context["routes"] = module.routes.map { route in
            ["declaration": route.params.isEmpty ? "case \(route.name.swift)" : "case \(route.name.swift)(\(SwiftDecl.parameters(route.params)))"]
        }
        context["hasRoutes"] = !module.routes.isEmpty
        context["state"] = module.state.map { field in
            ["declaration": "public private(set) var \(field.name.swift): \(field.type.swift)" + (field.initialValue.map { " = \($0)" } ?? "")]
        }
        let dependencies = module.services.map { service in
            ["property": SwiftNames.lowerFirst(service.name), "type": "any \(service.name)"]
        }
        context["dependencies"] = dependencies
        let required = module.state.filter { $0.initialValue == nil }
        context["initParameters"] = (dependencies.map { "\($0["property"]!): \($0["type"]!)" }
            + required.map { "\($0.name.swift): \($0.type.swift)" }).joined(separator: ", ")
        context["initAssignments"] = dependencies.map { "self.\($0["property"]!) = \($0["property"]!)" }
            + required.map { "self.\($0.name.swift) = \($0.name.swift)" }
        context["hasActions"] = !module.actions.isEmpty
        context["actions"] = module.actions.map { action -> [String: Any] in
            [
                "name": action.name.raw,
                "signature": "public func \(action.name.swift)(\(SwiftDecl.parameters(action.params)))" + (action.isAsync ? " async" : ""),
                "body": body(of: action, module: module),
            ]
        }
        context["viewModelImports"] = Set(imports(module) + ["Observation"]).sorted()
        return context
    }

    private func imports(_ module: ModuleIR) -> [String] {
        let types = module.state.map(\.type) + module.routes.flatMap { $0.params.map(\.type) } + module.actions.flatMap { $0.params.map(\.type) }
        return (SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types)
    }

    /// The statements of an action, in the order DESIGN.md gives: set, call (+ assign), navigate, then.
    func body(of action: Action, module: ModuleIR) -> [String] {
        if action.isStub {
            return ["// TODO: implement \(action.name.raw): the spec gives it no behaviour yet."]
        }
        var lines = action.assignments.map { "\(state($0.state, in: action)) = \(value($0.source, in: action))" }
        let hasLaterEffects = action.navigate != nil || action.then != nil
        if let call = action.call {
            let property = SwiftNames.lowerFirst(call.service)
            let invocation = (call.isThrowing ? "try " : "") + (call.isAsync ? "await " : "")
                + "\(property).\(call.operation.swift)(\(arguments(call.arguments, in: action)))"
            let statement: String
            if let assign = call.assign {
                statement = "\(state(assign, in: action)) = \(invocation)"
            } else if call.returns != nil {
                statement = "_ = \(invocation)"
            } else {
                statement = invocation
            }
            if call.isAsync {
                lines += ["isLoading = true", "defer { isLoading = false }"]
            }
            if call.isThrowing {
                lines += ["do {", "    \(statement)", "    errorMessage = nil", "} catch {", "    errorMessage = String(describing: error)"]
                if hasLaterEffects { lines.append("    return") }
                lines.append("}")
            } else {
                lines.append(statement)
            }
        }
        if let navigation = action.navigate {
            let arguments = navigation.arguments.isEmpty ? "" : "(\(arguments(navigation.arguments, in: action)))"
            lines.append("route = .\(navigation.route.swift)\(arguments)")
        }
        if let then = action.then, let next = module.action(named: then.raw) {
            let arguments = next.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
            lines.append((next.isAsync ? "await " : "") + "\(next.name.swift)(\(arguments))")
        }
        return lines
    }

    /// State as the action's body must spell it: `self.x` where a parameter has the same name.
    private func state(_ name: Name, in action: Action) -> String {
        action.params.contains { $0.name == name } ? "self.\(name.swift)" : name.swift
    }

    private func value(_ source: ValueSource, in action: Action) -> String {
        switch source {
        case .param(let name): name.swift
        case .state(let name): state(name, in: action)
        }
    }

    private func arguments(_ arguments: [BoundArgument], in action: Action) -> String {
        arguments.map { "\($0.parameter.label): \(value($0.source, in: action))" }.joined(separator: ", ")
    }

    // MARK: View

    func view(_ module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [:]
        context["viewImports"] = imports(module).filter { $0 != "Foundation" }
        let parameterless = module.actions.filter { $0.params.isEmpty }
        context["toolbarActions"] = parameterless.map { action in
            ["title": Self.title(action.name.raw), "invoke": invoke(action, arguments: "")]
        }
        // A parameterless `load` or `refresh` runs when the screen appears.
        if let load = parameterless.first(where: { ["load", "refresh"].contains($0.name.raw) }) {
            context["loadAction"] = ["await": (load.isAsync ? "await " : "") + "viewModel.\(load.name.swift)()", "task": invoke(load, arguments: "")]
        }
        context["stateSections"] = module.state.map { field -> [String: Any] in
            var section: [String: Any] = ["title": Self.title(field.name.raw), "name": field.name.swift]
            if case .array(let element) = field.type, case .named(let entityName, _, .entity) = element,
               let entity = module.entity(named: entityName), entity.isIdentifiable {
                let rowActions = module.actions.filter { $0.params.count == 1 && $0.params[0].type == element }
                section["list"] = [
                    "item": SwiftNames.lowerFirst(entityName),
                    "rowTitle": rowTitle(entity, item: SwiftNames.lowerFirst(entityName)),
                    "primary": rowActions.first { $0.navigate != nil }.map { invoke($0, arguments: "\($0.params[0].name.label): \(SwiftNames.lowerFirst(entityName))") } ?? "",
                    "rowActions": rowActions.map { action in
                        ["title": Self.title(action.name.raw), "invoke": invoke(action, arguments: "\(action.params[0].name.label): \(SwiftNames.lowerFirst(entityName))")]
                    },
                ]
            } else {
                section["value"] = "String(describing: viewModel.\(field.name.swift))"
            }
            return section
        }
        return context
    }

    private func invoke(_ action: Action, arguments: String) -> String {
        let call = "viewModel.\(action.name.swift)(\(arguments))"
        return action.isAsync ? "Task { await \(call) }" : call
    }

    private func rowTitle(_ entity: Entity, item: String) -> String {
        if case .structure(let fields) = entity.kind, let text = fields.first(where: { $0.type == .named("String", arguments: [], origin: .standard) }) {
            return "\(item).\(text.name.swift)"
        }
        return "String(describing: \(item))"
    }

    /// `toggleBookmark` → `Toggle Bookmark`, `avatarURL` → `Avatar URL`: acronyms stay whole.
    static func title(_ name: String) -> String {
        let characters = Array(name)
        var words = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { words.append(" ") }
            }
            words.append(index == 0 ? Character(character.uppercased()) : character)
        }
        return words
    }
}
