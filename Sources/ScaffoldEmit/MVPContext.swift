import ScaffoldIR
import ScaffoldScreen

/// MVP (DESIGN.md §3): the keys the `mvp` template set uses beyond the shared ones — model, presenter,
/// presentation types, navigator, view, and the tests with their mocks. See `MVPModule` for the layout.
struct MVPContext: ContextProvider {
    let name = "mvp"
    /// `list` only on sections of identifiable entities; `sut` only when the presenter tests can build one.
    let optionalKeys: Set<String> = ["list", "sut", "result", "returnValue", "unscriptedReturnValue"]

    func context(_ module: ModuleIR) -> ContextPart {
        ContextPart(untyped: keys(module), optionalKeys: optionalKeys)
    }

    func keys(_ module: ModuleIR) -> [String: Any] {
        let mvp = MVPModule(module)
        var context: [String: Any] = ["hasRoutes": mvp.hasRoutes]
        for part in [model(mvp), presenter(mvp), state(mvp), view(mvp), MVPTests(mvp: mvp).context()] {
            for (key, value) in part { context[key] = value }
        }
        return context
    }

    // MARK: Model

    /// `<M>ModelInterface` and `<M>Model`, and the keys the shared `Mock.swift.mustache` needs to render
    /// `Mock<M>Model` (`mockName`, `qualifiedName`, `mockOperations`) when it is listed without `each:`.
    func model(_ mvp: MVPModule) -> [String: Any] {
        var context: [String: Any] = [:]
        let operations = mvp.modelOperations
        Self.setImports("modelImports", in: &context, types: operations.flatMap { $0.method.params.map(\.type) + ($0.method.returns.map { [$0] } ?? []) })
        context["modelServices"] = mvp.ir.services.map { ["property": SwiftNames.lowerFirst($0.name), "type": "any \($0.name)"] }
        context["modelInitParameters"] = mvp.ir.services.map { "\(SwiftNames.lowerFirst($0.name)): any \($0.name)" }.joined(separator: ", ")
        context["modelOperations"] = operations.map { operation -> [String: Any] in
            let arguments = operation.operation.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
            let forward = (operation.operation.isThrowing ? "try " : "") + (operation.operation.isAsync ? "await " : "")
                + "\(operation.serviceProperty).\(operation.operation.name.swift)(\(arguments))"
            return [
                "signature": SwiftDecl.signature(operation.method),
                "forward": forward,
                "summary": "\(operation.service.name).\(operation.operation.name.raw)",
            ]
        }
        // The model interface as if it were a service: its mock is the shared service mock.
        if var modelService = mvp.ir.services.first {
            modelService.name = mvp.modelInterface
            modelService.operations = operations.map(\.method)
            let mock = ContextEncoder.encode(ServiceContext(modelService, module: mvp.ir))
            context["mockName"] = "Mock\(mvp.model)"
            context["qualifiedName"] = mock["qualifiedName"]
            context["mockOperations"] = mock["mockOperations"]
        }
        return context
    }

    // MARK: Presenter

    func presenter(_ mvp: MVPModule) -> [String: Any] {
        let module = mvp.ir
        var context: [String: Any] = [:]
        let actionTypes = module.actions.flatMap { $0.params.map(\.type) } + mvp.rowEvents.map(\.idType)
        Self.setImports("presenterInterfaceImports", in: &context, types: actionTypes)
        Self.setImports("presenterImports", in: &context, types: actionTypes + module.state.map(\.type))
        Self.setImports("navigatorImports", in: &context, types: module.routes.flatMap { $0.params.map(\.type) })
        context["loadActionName"] = mvp.loadAction?.name.raw ?? ""
        context["hasLoadAction"] = mvp.loadAction != nil
        context["viewDidLoadLoad"] = mvp.loadAction.map { ($0.isAsync ? "await " : "") + "\($0.name.swift)()" } ?? ""

        var parameters: [String] = []
        var assignments: [String] = []
        if mvp.hasServices {
            parameters.append("model: any \(mvp.modelInterface)")
            assignments.append("self.model = model")
        }
        if mvp.hasRoutes {
            parameters.append("navigator: any \(mvp.navigator)")
            assignments.append("self.navigator = navigator")
        }
        let needsState = module.state.contains { $0.initialValue == nil }
        parameters.append("state: \(mvp.stateType)" + (needsState ? "" : " = \(mvp.stateType)()"))
        assignments.append("self.state = state")
        context["presenterInitParameters"] = parameters.joined(separator: ", ")
        context["presenterInitAssignments"] = assignments

        let statements = mvp.statements
        context["hasActions"] = !module.actions.isEmpty
        context["actions"] = module.actions.map { action -> [String: Any] in
            let requirement = "func \(action.name.swift)(\(SwiftDecl.parameters(action.params)))" + (action.isAsync ? " async" : "")
            return [
                "summary": "\(action.name.raw): \(MVPModule.describe(action)).",
                "requirement": requirement,
                "signature": "public " + requirement,
                "body": statements.body(of: action, in: module),
            ]
        }
        context["hasRowEvents"] = !mvp.rowEvents.isEmpty
        context["rowEvents"] = mvp.rowEvents.map { event -> [String: Any] in
            let requirement = "func \(event.action.name.swift)(\(event.label): \(event.idType.swift))" + (event.action.isAsync ? " async" : "")
            let lists = event.lists.map { "self.state.\($0.field.name.swift)" }
            let source = lists.count == 1 ? lists[0] : "(" + lists.joined(separator: " + ") + ")"
            let local = event.param.name.swift
            return [
                "summary": "\(event.action.name.raw) for the \(event.param.name.raw) a row shows, found by its id; ignored when no row has it.",
                "requirement": requirement,
                "signature": "public " + requirement,
                "body": [
                    "guard let \(local) = \(source).first(where: { $0.id == \(event.label) }) else { return }",
                    (event.action.isAsync ? "await " : "") + "\(event.action.name.swift)(\(event.param.name.label): \(local))",
                ],
            ]
        }
        context["navigatorMethods"] = module.routes.map { route -> [String: Any] in
            [
                "requirement": "func \(mvp.navigatorMethod(route.name))(\(SwiftDecl.parameters(route.params)))",
                "summary": "\(route.name.raw)" + (route.destination.map { ": to \($0)" } ?? ""),
            ]
        }
        return context
    }

    // MARK: State and view state

    /// `<M>State` (the screen in the model's terms) and `<M>ViewState` (what the view shows), and how the
    /// presenter formats one into the other.
    func state(_ mvp: MVPModule) -> [String: Any] {
        let module = mvp.ir
        var context: [String: Any] = [:]
        Self.setImports("stateImports", in: &context, types: module.state.map(\.type))
        context["stateFields"] = module.state.map { ["name": $0.name.swift, "type": $0.type.swift] }
        context["stateInitParameters"] = module.state.map { field in
            "\(field.name.swift): \(field.type.swift)" + (field.initialValue.map { " = \($0)" } ?? "")
        }.joined(separator: ", ")

        Self.setImports("viewStateImports", in: &context, types: mvp.rowLists.map(\.idType))
        var rowTypes: [[String: Any]] = []
        for list in mvp.rowLists where !rowTypes.contains(where: { $0["name"] as? String == list.rowType }) {
            rowTypes.append(["name": list.rowType, "idType": list.idType.swift, "entity": list.entity.name])
        }
        context["rowTypes"] = rowTypes
        var fields: [[String: Any]] = []
        var formatted: [String] = []
        for field in module.state {
            let value = "state.\(field.name.swift)"
            if let list = mvp.rowLists.first(where: { $0.field.name == field.name }) {
                fields.append(["name": field.name.swift, "type": "[\(list.rowType)]"])
                formatted.append("\(field.name.label): \(value).map { \(mvp.viewState).\(list.rowType)(id: $0.id, title: \(list.title(of: "$0"))) }")
            } else {
                fields.append(["name": field.name.swift, "type": "String"])
                formatted.append("\(field.name.label): \(Self.text(value, of: field.type, in: module))")
            }
        }
        context["viewStateFields"] = fields
        context["viewStateInitParameters"] = fields.map { "\($0["name"]!): \($0["type"]!)" }.joined(separator: ", ")
        context["viewStateArguments"] = formatted.enumerated().map { index, line in line + (index < formatted.count - 1 ? "," : "") }
        return context
    }

    /// `<key>` (sorted modules to import) and `has<Key>`, so templates can place the blank line.
    private static func setImports(_ key: String, in context: inout [String: Any], types: [TypeRef]) {
        let modules = MVPModule.imports(types)
        context[key] = modules
        context["has" + SwiftNames.upperFirst(key)] = !modules.isEmpty
    }

    /// The text the view shows for a value: strings as they are, enums by raw value, entities by their
    /// first `String` field, URLs as text, optionals empty when nil.
    static func text(_ value: String, of type: TypeRef, in module: ModuleIR) -> String {
        if case .optional(let wrapped) = type {
            if let member = textMember(of: wrapped, in: module) {
                return member.isEmpty ? "\(value) ?? \"\"" : "\(value)?\(member) ?? \"\""
            }
            return "\(value).map { String(describing: $0) } ?? \"\""
        }
        if let member = textMember(of: type, in: module) { return value + member }
        return "String(describing: \(value))"
    }

    /// The member that reads a value of the type as text (`""` for a string itself), if there is one.
    private static func textMember(of type: TypeRef, in module: ModuleIR) -> String? {
        guard case .named(let name, let arguments, let origin) = type, arguments.isEmpty else { return nil }
        switch origin {
        case .standard:
            return name == "String" ? "" : name == "URL" ? ".absoluteString" : nil
        case .entity:
            switch module.entity(named: name)?.kind {
            case .enumeration: return ".rawValue"
            case .structure(let fields):
                return fields.first { $0.type == .named("String", arguments: [], origin: .standard) }.map { ".\($0.name.swift)" }
            case nil: return nil
            }
        case .imported:
            return nil
        }
    }

    // MARK: View

    /// The SwiftUI view or UIKit view controller: it reads `<M>ViewState` and calls `<M>PresenterInterface`.
    func view(_ mvp: MVPModule) -> [String: Any] {
        let module = mvp.ir
        var context: [String: Any] = [:]
        context["toolbarActions"] = module.actions.filter { $0.params.isEmpty }.map { action in
            ["title": Display.title(action.name.raw), "invoke": Self.invoke(action, "\(action.name.swift)()")]
        }
        context["sections"] = module.state.map { field -> [String: Any] in
            var section: [String: Any] = ["title": Display.title(field.name.raw), "name": field.name.swift]
            if let list = mvp.rowLists.first(where: { $0.field.name == field.name }) {
                let events = mvp.rowEvents.filter { $0.param.type == list.element }
                let primary = events.first { $0.action.navigate != nil } ?? events.first
                let invokePrimary = primary.map { Self.invoke($0.action, "\($0.action.name.swift)(\($0.label): row.id)") }
                section["list"] = [
                    "primary": invokePrimary ?? "",
                    "select": invokePrimary.map { "{ \($0) }" } ?? "nil",
                    "rowActions": events.map { event in
                        ["title": Display.title(event.action.name.raw), "invoke": Self.invoke(event.action, "\(event.action.name.swift)(\(event.label): row.id)")]
                    },
                    "hasRowActions": !events.isEmpty,
                ]
            }
            return section
        }
        context["hasSections"] = !module.state.isEmpty
        context["hasRowSelection"] = mvp.rowLists.contains { list in mvp.rowEvents.contains { $0.param.type == list.element } }
        return context
    }

    /// A presenter call from the view: async events run in a task.
    private static func invoke(_ action: Action, _ call: String) -> String {
        action.isAsync ? "Task { await presenter.\(call) }" : "presenter.\(call)"
    }
}
