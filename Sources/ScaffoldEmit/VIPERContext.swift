import ScaffoldIR
import ScaffoldScreen

/// VIPER (DESIGN.md §3–4): the keys the `viper` template set uses beyond the shared ones.
///
/// An action's effects are split by role: the interactor runs `set` and `call` (+ `assign`) on the
/// entities it owns and reports state changes and failures to its output; the presenter turns the
/// user's event into that use case, shows loading and errors, navigates through the router and runs
/// `then`. Entities never reach the presenter: it sees presentation types (`VIPERPresentation`).
struct VIPERContext: ContextProvider {
    let name = "viper"
    /// `loadName` exists only when the module has a parameterless `load` or `refresh`.
    let optionalKeys: Set<String> = ["loadName"]

    func context(_ module: ModuleIR) -> ContextPart {
        ContextPart(untyped: keys(module), optionalKeys: optionalKeys)
    }

    func keys(_ module: ModuleIR) -> [String: Any] {
        let presentation = VIPERPresentation(module: module)
        var context = presentation.context()
        let parts = [interactor(module, presentation), presenter(module, presentation), router(module, presentation),
                     builder(module, presentation), view(module, presentation),
                     VIPERTests(module: module, presentation: presentation).context()]
        for part in parts {
            for (key, value) in part { context[key] = value }
        }
        return context
    }

    /// Actions whose `set` or `call` the interactor runs.
    static func hasUseCase(_ action: Action) -> Bool { !action.assignments.isEmpty || action.call != nil }

    /// Whether the interactor's use case reports success (its call can fail).
    static func reportsSuccess(_ action: Action) -> Bool { action.call?.isThrowing ?? false }

    /// `name` as a member of the type whose method declares `params`: `self.name` where a parameter shadows it.
    static func member(_ name: String, in action: Action) -> String {
        action.params.contains { $0.name.raw == name || $0.name.swift == name } ? "self.\(name)" : name
    }

    // MARK: Interactor

    func interactor(_ module: ModuleIR, _ presentation: VIPERPresentation) -> [String: Any] {
        var context: [String: Any] = [:]
        let dependencies = module.services.map { service in
            ["property": SwiftNames.lowerFirst(service.name), "type": "any \(service.name)"]
        }
        context["dependencies"] = dependencies
        // The interactor's nested state type must not shadow an entity of the same name.
        let stateType = module.entity(named: "State") == nil ? "State" : "\(module.name)InteractorState"
        context["interactorStateType"] = stateType
        context["stateFields"] = module.state.map { field in
            ["declaration": "var \(field.name.swift): \(field.type.swift)" + (field.initialValue.map { " = \($0)" } ?? "")]
        }
        let required = module.state.filter { $0.initialValue == nil }
        context["interactorInitParameters"] = (dependencies.map { "\($0["property"]!): \($0["type"]!)" }
            + required.map { "\($0.name.swift): \($0.type.swift)" }).joined(separator: ", ")
        context["interactorInitAssignments"] = dependencies.map { "self.\($0["property"]!) = \($0["property"]!)" }
            + ["self.state = \(stateType)(" + required.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"]
        let contentArguments = module.state.map { field in
            "\(field.name.label): \(presentation.convert("state.\(field.name.swift)", field.type, toItem: true))"
        }
        context["contentExpression"] = contentArguments.count <= 1
            ? ["\(presentation.contentType)(\(contentArguments.joined()))"]
            : ["\(presentation.contentType)("] + contentArguments.enumerated().map { index, argument in
                "    " + argument + (index < contentArguments.count - 1 ? "," : "")
            } + [")"]
        context["useCases"] = module.actions.filter(Self.hasUseCase).map { action -> [String: Any] in
            let requirement = interactorRequirement(action, presentation, qualified: false)
            return ["requirement": requirement, "signature": "public " + requirement, "body": interactorBody(action, module, presentation)]
        }
        let types = module.state.map(\.type) + module.actions.filter(Self.hasUseCase).flatMap { $0.params.map(\.type) }
        context["interactorImports"] = VIPERPresentation.importBlock(types)
        return context
    }

    /// `func load() async -> Bool`: parameters in presentation types; `Bool` tells whether the call succeeded.
    func interactorRequirement(_ action: Action, _ presentation: VIPERPresentation, qualified: Bool) -> String {
        let parameters = action.params.map { "\($0.name.swift): \(presentation.itemType($0.type, qualified: qualified))" }.joined(separator: ", ")
        return "func \(action.name.swift)(\(parameters))" + ((action.call?.isAsync ?? false) ? " async" : "")
            + (Self.reportsSuccess(action) ? " -> Bool" : "")
    }

    /// `set`, then `call` (+ `assign`); every state change is reported, a failure is reported and stops.
    func interactorBody(_ action: Action, _ module: ModuleIR, _ presentation: VIPERPresentation) -> [String] {
        let state = Self.member("state", in: action)
        let output = Self.member("output", in: action)
        let report = "\(output)?.interactorDidChange(content: \(Self.member("currentContent", in: action)))"
        func value(_ source: ValueSource) -> String {
            switch source {
            case .param(let name):
                let type = action.params.first { $0.name == name }?.type
                return type.map { presentation.convert(name.swift, $0, toItem: false) } ?? name.swift
            case .state(let name):
                return "\(state).\(name.swift)"
            }
        }
        var lines = action.assignments.map { "\(state).\($0.state.swift) = \(value($0.source))" }
        if !action.assignments.isEmpty { lines.append(report) }
        guard let call = action.call else { return lines }
        let arguments = call.arguments.map { "\($0.parameter.label): \(value($0.source))" }.joined(separator: ", ")
        let invocation = (call.isThrowing ? "try " : "") + (call.isAsync ? "await " : "")
            + "\(Self.member(SwiftNames.lowerFirst(call.service), in: action)).\(call.operation.swift)(\(arguments))"
        let statement: String
        if let assign = call.assign {
            statement = "\(state).\(assign.swift) = \(invocation)"
        } else if call.returns != nil {
            statement = "_ = \(invocation)"
        } else {
            statement = invocation
        }
        if call.isThrowing {
            lines += ["do {", "    \(statement)", "} catch {", "    \(output)?.interactorDidFail(error: error)", "    return false", "}"]
        } else {
            lines.append(statement)
        }
        if call.assign != nil { lines.append(report) }
        if call.isThrowing { lines.append("return true") }
        return lines
    }

    // MARK: Presenter

    func presenter(_ module: ModuleIR, _ presentation: VIPERPresentation) -> [String: Any] {
        var context: [String: Any] = [:]
        context["events"] = module.actions.map { action -> [String: Any] in
            let requirement = eventRequirement(action, presentation)
            return ["requirement": requirement, "signature": "public " + requirement, "body": presenterBody(action, module)]
        }
        if let load = Self.loadAction(module) {
            context["viewDidLoadAsync"] = load.isAsync ? " async" : ""
            context["loadCall"] = [(load.isAsync ? "await " : "") + "\(load.name.swift)()"]
            context["loadName"] = load.name.raw
        } else {
            context["viewDidLoadAsync"] = ""
            context["loadCall"] = [String]()
        }
        let types = module.actions.flatMap { $0.params.map(\.type) }
        context["presenterImports"] = VIPERPresentation.importBlock(types + module.routes.flatMap { $0.params.map(\.type) })
        context["viewInterfaceImports"] = VIPERPresentation.importBlock(types)
        return context
    }

    /// A parameterless `load` or `refresh` runs when the view has loaded.
    static func loadAction(_ module: ModuleIR) -> Action? {
        module.actions.first { $0.params.isEmpty && ["load", "refresh"].contains($0.name.raw) }
    }

    /// The view's event for an action: `func select(category: CategoryItem) async`.
    func eventRequirement(_ action: Action, _ presentation: VIPERPresentation, qualified: Bool = false) -> String {
        let parameters = action.params.map { "\($0.name.swift): \(presentation.itemType($0.type, qualified: qualified))" }.joined(separator: ", ")
        return "func \(action.name.swift)(\(parameters))" + (action.isAsync ? " async" : "")
    }

    static func routeMethod(_ route: Name) -> String { "show" + SwiftNames.upperFirst(route.raw) }

    /// The use case (loading shown while an async call runs), then on success: navigate, then `then`.
    func presenterBody(_ action: Action, _ module: ModuleIR) -> [String] {
        if action.isStub {
            return ["// TODO: implement \(action.name.raw): the spec gives it no behaviour yet."]
        }
        let viewState = Self.member("viewState", in: action)
        var lines: [String] = []
        if let call = action.call, call.isAsync {
            lines += ["\(viewState).isLoading = true", "defer { \(viewState).isLoading = false }"]
        }
        if Self.hasUseCase(action) {
            let arguments = action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
            let invocation = ((action.call?.isAsync ?? false) ? "await " : "")
                + "\(Self.member("interactor", in: action)).\(action.name.swift)(\(arguments))"
            if Self.reportsSuccess(action) {
                lines += ["guard \(invocation) else { return }", "\(viewState).errorMessage = nil"]
            } else {
                lines.append(invocation)
            }
        }
        if let navigation = action.navigate {
            let arguments = navigation.arguments.map { argument -> String in
                switch argument.source {
                case .param(let name): "\(argument.parameter.label): \(name.swift)"
                case .state(let name): "\(argument.parameter.label): \(viewState).content.\(name.swift)"
                }
            }
            lines.append("\(Self.member("router", in: action)).\(Self.routeMethod(navigation.route))(\(arguments.joined(separator: ", ")))")
        }
        if let then = action.then, let next = module.action(named: then.raw) {
            let arguments = next.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
            lines.append((next.isAsync ? "await " : "") + "\(Self.member(next.name.swift, in: action))(\(arguments))")
        }
        return lines
    }

    // MARK: Router

    func router(_ module: ModuleIR, _ presentation: VIPERPresentation) -> [String: Any] {
        var context: [String: Any] = [:]
        context["hasRoutes"] = !module.routes.isEmpty
        context["routes"] = module.routes.map { route -> [String: Any] in
            let closureParameters = route.params.map { param in
                (param.name.raw == param.name.swift ? "_ \(param.name.swift): " : "") + presentation.itemType(param.type)
            }
            let closureType = "(\(closureParameters.joined(separator: ", "))) -> Void"
            return [
                "raw": route.name.raw,
                "destination": route.destination ?? "another module",
                "property": route.name.swift,
                "method": Self.routeMethod(route.name),
                "parameters": route.params.map { "\($0.name.swift): \(presentation.itemType($0.type))" }.joined(separator: ", "),
                "closureType": closureType,
                "arguments": route.params.map(\.name.swift).joined(separator: ", "),
            ]
        }
        context["destinationsInitParameters"] = module.routes.map { route in
            let closureParameters = route.params.map { param in
                (param.name.raw == param.name.swift ? "_ \(param.name.swift): " : "") + presentation.itemType(param.type)
            }
            return "\(route.name.swift): @escaping (\(closureParameters.joined(separator: ", "))) -> Void"
        }.joined(separator: ", ")
        context["routerImports"] = VIPERPresentation.importBlock(module.routes.flatMap { $0.params.map(\.type) })
        return context
    }

    // MARK: Builder

    func builder(_ module: ModuleIR, _ presentation: VIPERPresentation) -> [String: Any] {
        var context: [String: Any] = [:]
        let dependencies = module.services.map { SwiftNames.lowerFirst($0.name) }
        context["builderInitParameters"] = (module.services.map { "\(SwiftNames.lowerFirst($0.name)): any \($0.name)" }
            + ["destinations: \(module.name)Router.Destinations" + (module.routes.isEmpty ? " = .init()" : "")]).joined(separator: ", ")
        context["builderInitAssignments"] = (dependencies + ["destinations"]).map { "self.\($0) = \($0)" }
        let required = module.state.filter { $0.initialValue == nil }
        let locals: Set<String> = ["view", "interactor", "router", "presenter", "viewController", "store", "output"]
        func internalName(_ field: StateField) -> String { locals.contains(field.name.raw) ? "\(field.name.raw)Value" : field.name.swift }
        let parameters = required.map { field in
            (locals.contains(field.name.raw) ? "\(field.name.label) \(internalName(field))" : field.name.swift) + ": \(field.type.swift)"
        }
        context["requiredParameters"] = parameters.joined(separator: ", ")
        context["buildParameters"] = parameters.map { ", " + $0 }.joined()
        context["requiredArguments"] = required.map { ", \($0.name.label): \(internalName($0))" }.joined()
        context["interactorArguments"] = (dependencies.map { "\($0): \($0)" } + required.map { "\($0.name.label): \(internalName($0))" })
            .joined(separator: ", ")
        context["builderImports"] = VIPERPresentation.importBlock(required.map(\.type))
        return context
    }

    // MARK: View

    func view(_ module: ModuleIR, _ presentation: VIPERPresentation) -> [String: Any] {
        var context: [String: Any] = [:]
        context["viewImports"] = VIPERPresentation.imports(module.state.map(\.type) + module.actions.flatMap { $0.params.map(\.type) })
            .filter { $0 != "Foundation" }
        let loadIsAsync = Self.loadAction(module)?.isAsync ?? false
        context["viewDidLoadCall"] = (loadIsAsync ? "await " : "") + "output.viewDidLoad()"
        context["viewDidLoadTask"] = loadIsAsync ? "Task { await output.viewDidLoad() }" : "output.viewDidLoad()"
        let parameterless = module.actions.filter { $0.params.isEmpty }
        context["toolbarActions"] = parameterless.map { action in
            ["title": Display.title(action.name.raw), "invoke": invoke(action, arguments: "")]
        }
        context["listSections"] = module.state.compactMap { field -> [String: Any]? in
            guard VIPERPresentation.isList(field.type, module: module), case .array(let element) = field.type,
                  case .named(let entityName, _, .entity) = element, let entity = module.entity(named: entityName) else { return nil }
            let item = SwiftNames.lowerFirst(entityName)
            let rowActions = module.actions.filter { $0.params.count == 1 && $0.params[0].type == element }
            let primary = rowActions.first { $0.navigate != nil }.map { invoke($0, arguments: "\($0.params[0].name.label): \(item)") }
            return [
                "title": Display.title(field.name.raw),
                "name": field.name.swift,
                "item": item,
                "rowTitle": rowTitle(entity, item: item),
                "primary": primary ?? "",
                "select": primary.map { "{ [weak self] in guard let output = self?.output else { return }; \($0) }" } ?? "nil",
                "rowActions": rowActions.map { action in
                    ["title": Display.title(action.name.raw), "invoke": invoke(action, arguments: "\(action.params[0].name.label): \(item)")]
                },
            ]
        }
        return context
    }

    /// The event sent to the presenter (`output`), in a task when it is async.
    private func invoke(_ action: Action, arguments: String) -> String {
        let call = "output.\(action.name.swift)(\(arguments))"
        return action.isAsync ? "Task { await \(call) }" : call
    }

    private func rowTitle(_ entity: Entity, item: String) -> String {
        if case .structure(let fields) = entity.kind, let text = fields.first(where: { $0.type == .named("String", arguments: [], origin: .standard) }) {
            return "\(item).\(text.name.swift)"
        }
        return "String(describing: \(item))"
    }
}
