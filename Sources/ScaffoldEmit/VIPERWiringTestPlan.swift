import ScaffoldIR
import ScaffoldScreen

/// The tests of what wires the module: the router opens each destination with its arguments, and the builder
/// wires view, presenter, interactor and router around the injected services.
extension VIPERTestPlan {
    // MARK: Router

    var routerTests: ([VIPERContext.RouterTest], [String]) {
        var tests: [VIPERContext.RouterTest] = []
        var notes: [String] = []
        routes: for route in module.routes {
            var arguments: [Local] = []
            let reserved: Set<String> = ["router", "opened", "routes"]
            func local(_ name: Name) -> String { reserved.contains(name.raw) ? "\(name.raw)Argument" : name.swift }
            for param in route.params {
                guard let sample = presentation.sampleItem(of: param.type, label: param.name.raw) else {
                    notes.append("\(route.name.raw): no router test, it needs a sample \(presentation.itemType(param.type)) for '\(param.name.raw)'")
                    continue routes
                }
                arguments.append(Local(local: local(param.name), type: presentation.itemType(param.type, qualified: true), value: sample))
            }
            let destinations = module.routes.enumerated().map { index, other in
                let received = other.name == route.name ? route.params.map { "received" + SwiftNames.upperFirst($0.name.raw) } : []
                return VIPERContext.RouterTest.Destination(
                    label: other.name.label, raw: other.name.raw, isTarget: other.name == route.name,
                    received: received.joined(separator: ", "), hasReceived: !received.isEmpty,
                    checks: zip(route.params, received).map { param, value in .equals(value, local(param.name)) },
                    ignored: other.params.isEmpty ? "" : other.params.map { _ in "_" }.joined(separator: ", ") + " in ",
                    comma: index < module.routes.count - 1 ? "," : "")
            }
            let method = VIPERRoles.routeMethod(route.name)
            tests.append(
                VIPERContext.RouterTest(
                    name: "\(method)OpensDestination",
                    title: "\(method) opens \(route.destination ?? route.name.raw) with the route's arguments",
                    isFirst: tests.isEmpty, arguments: arguments, destinations: destinations, method: method,
                    callArguments: route.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", "),
                    expectations: [.equals("opened", "1")],
                    handsRoute: [
                        .equals(
                            "routes",
                            "[.\(route.name.swift)"
                                + (route.params.isEmpty ? "" : "(" + route.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")")
                                + "]"),
                        .equals("routes.first?.presentation", ".\(route.presentation.rawValue)"),
                    ],
                    presentedAs: route.presentation.inWords))
        }
        return (tests, notes)
    }

    // MARK: Builder

    /// The builder wires the real module around mock services: loading reaches the view, and a navigation
    /// through the wired router reaches the destination the app gave the builder.
    var builderTests: ([TestCase], [String]) {
        var required: [String] = []
        for state in screen.requiredState {
            guard let sample = state.sample else {
                return ([], ["No builder test: it needs a sample \(state.field.type) for '\(state.field.name.raw)'."])
            }
            required.append(", \(state.field.name.label): \(sample)")
        }
        var values = [Capture(local: "view", value: "Mock\(module.name)View()")]
        values += module.services.map { Capture(local: SwiftNames.lowerFirst($0.name), value: "Mock\($0.name)()") }
        var scripts: [AssignmentLine] = []
        var expectations: [ExpectationContext] = [.equals("view.displayed.isEmpty", "false")]
        let load = screen.loadAction?.action
        // The module's own load runs through the real interactor: what the service returns reaches the view.
        // (A load with `when:` runs only where it holds on a fresh screen.)
        if let load, load.condition.map({ ConditionSeeds.solve($0, in: module, arguments: [:]).holds == [] }) ?? true,
            let call = load.call, let assign = call.assignsWholeResult, let returns = call.returns,
            let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let item = presentation.sampleItem(of: returns, label: call.operation.raw)
        {
            let property = SwiftNames.lowerFirst(call.service) + "." + mockProperty(call.operation)
            scripts.append(
                call.isThrowing
                    ? AssignmentLine(target: property + "Result", value: ".success(\(sample))")
                    : AssignmentLine(target: property + "ReturnValue", value: sample))
            let later = ScreenAction.chain(of: load, in: module).dropFirst()
            let laterModified = Set(later.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
            if !laterModified.contains(assign.raw) {
                expectations.append(.equals("view.displayed.last?.content.\(assign.swift)", item))
            }
        }
        var navigation: (act: String, route: Name)?
        for action in module.actions
        where action.navigate != nil && action.then == nil && action.condition == nil && action.confirmation == nil
            && !VIPERRoles.hasUseCase(action)
        {
            let samples = action.params.map { param in presentation.sampleItem(of: param.type, label: param.name.raw).map { "\(param.name.label): \($0)" } }
            guard samples.allSatisfy({ $0 != nil }), let route = action.navigate?.route else { continue }
            navigation = ("output.\(action.name.swift)(\(samples.compactMap { $0 }.joined(separator: ", ")))", route)
            break
        }
        let destinations = module.routes.map { route -> String in
            let ignored = route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in "
            return "\(route.name.label): { \(ignored)" + (navigation == nil ? "" : "opened.append(\"\(route.name.raw)\") ") + "}"
        }
        let builderArguments =
            module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(SwiftNames.lowerFirst($0.name))" }
            + (module.routes.isEmpty ? [] : ["destinations: .init(\(destinations.joined(separator: ", ")))"])
        var acts: [TestCase.Act] = [.init(awaits: load?.isAsync ?? false, tries: false, expression: "output.viewDidLoad()")]
        if let navigation {
            acts.append(.init(awaits: false, tries: false, expression: navigation.act))
            // The last destination opened: the load that `viewDidLoad` runs may navigate first (found by scaffold-fuzz).
            expectations.append(.equals("opened.last", "\"\(navigation.route.raw)\""))
        }
        let test = TestCase(
            name: "buildWiresModule", title: "build wires view, presenter, interactor and router around the injected services",
            isAsync: load?.isAsync ?? false, values: values,
            // The destinations append to `opened`.
            variables: navigation == nil ? [] : [Local(local: "opened", type: "[String]", value: "[]")],
            subjects: [
                Capture(local: "builder", value: "\(module.swiftModule).\(module.name)Builder(\(builderArguments.joined(separator: ", ")))"),
                Capture(local: "output", value: "builder.build(view: view\(required.joined()))"),
            ],
            scripts: scripts, acts: acts, expectations: expectations)
        guard module.ui == .swiftui else { return ([test], []) }
        let quietDestinations = module.routes.map { route -> String in
            "\(route.name.label): { " + (route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in ") + "}"
        }
        let quietArguments =
            module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(SwiftNames.lowerFirst($0.name))" }
            + (module.routes.isEmpty ? [] : ["destinations: .init(\(quietDestinations.joined(separator: ", ")))"])
        // The SwiftUI view keeps its store in `@State`, and the store owns the presenter: when a parent builds the view
        // again, SwiftUI keeps the first store and drops the new one, and the first module still reaches its store.
        // The stores' locals must not shadow the service mocks (a service named `Store` is `store`).
        let taken = Set(module.services.map { SwiftNames.lowerFirst($0.name) })
        func local(_ base: String) -> String { taken.contains(base) ? local(base + "Local") : base }
        let store = local("store"), discarded = local("discarded")
        let connect = TestCase.Act.assigning("\(store).output", to: "builder.build(view: \(store)\(required.joined()))")
        let ownership = TestCase(
            name: "storeOwnsItsModule", title: "the SwiftUI store owns its module: built twice, the kept one still shows updates",
            isAsync: load?.isAsync ?? false,
            values: module.services.map { Capture(local: SwiftNames.lowerFirst($0.name), value: "Mock\($0.name)()") },
            subjects: [
                Capture(local: "builder", value: "\(module.swiftModule).\(module.name)Builder(\(quietArguments.joined(separator: ", ")))"),
                Capture(local: store, value: "\(module.swiftModule).\(module.name)ViewStore()"),
                Capture(local: discarded, value: "\(module.swiftModule).\(module.name)ViewStore()"),
            ],
            acts: [
                connect,
                .assigning("\(discarded).output", to: "builder.build(view: \(discarded)\(required.joined()))"),
                .init(awaits: load?.isAsync ?? false, tries: false, expression: "\(store).output?.viewDidLoad()"),
            ],
            expectations: [.differs("\(store).state", "nil")])
        return ([test, ownership], [])
    }

}
