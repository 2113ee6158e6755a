import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// `#expect(actual)`, `#expect(actual == expected)`, or that a call throws: written by `partials/expect.mustache`.
struct ExpectationContext: Codable {
    var actual: String
    var comparison: Comparison?
    var throwing: Throwing?

    /// `await #expect(throws: NewsListTestFailure.self) { try await model.load() }`
    struct Throwing: Codable {
        var error: String
        var awaits: Bool
        var tries: Bool
        var call: String
    }

    struct Comparison: Codable {
        var `operator`: String
        var expected: String
    }

    static func equals(_ actual: String, _ expected: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: Comparison(operator: "==", expected: expected))
    }

    static func differs(_ actual: String, _ expected: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: Comparison(operator: "!=", expected: expected))
    }

    static func holds(_ actual: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: nil)
    }

    /// `requests.isEmpty`, or `requests.count == 1`: how many requests an owner keeps in flight.
    static func inFlight(_ requests: String, count: Int) -> ExpectationContext {
        count == 0 ? .holds("\(requests).isEmpty") : .equals("\(requests).count", "\(count)")
    }

    static func throwsError(_ error: String, awaits: Bool, call: String) -> ExpectationContext {
        ExpectationContext(actual: "", comparison: nil, throwing: Throwing(error: error, awaits: awaits, tries: true, call: call))
    }
}

/// One test function: arrange (arguments, values, subjects, captured state, scripts), act, expectations.
struct TestCase: Codable {
    var name: String
    /// What `@Test("…")` says, escaped for its string literal (a rule's message or condition may quote text).
    var title: String
    var isAsync: Bool
    var isThrowing: Bool
    /// `let local: Type = sample`, one per argument.
    var arguments: [Local]
    /// `let local = value`: values the subjects are built from.
    var values: [Capture]
    /// `var local: Type = value`: what the test's closures record into.
    var variables: [Local]
    /// `let sut = makeSUT(…)`, for templates whose tests name their subjects (empty where the template binds its own).
    var subjects: [Capture] {
        didSet { hasArrange = arranges }
    }
    var captures: [Capture]
    var scripts: [AssignmentLine]
    /// Whether anything precedes the acts (so templates put a blank line between them).
    var hasArrange: Bool
    var acts: [Act]
    var hasActs: Bool
    var expectations: [ExpectationContext]

    struct Act: Codable {
        var awaits: Bool
        var tries: Bool
        /// `let result = …`: the local the call's result is kept in.
        var binds: String?
        /// `_ = …`: a result the test does not look at, discarded (given as `binds: "_"`).
        var discards: Bool
        /// An expectation between statements, written by the `expect` partial: that a call throws
        /// (`#expect(throws: NewsListTestFailure.self) { … }`, `expression` is the call), or any other check
        /// (`expression` is empty).
        var expectation: ExpectationContext?
        /// The call starts in a task of its own (`Task { await … }`), kept in `binds`, and the test goes on.
        var inTask: Bool
        /// `target = expression`: the act stores a value (`mocks.newsService.holdsCalls = false`).
        var assigns: String?
        var expression: String

        init(
            awaits: Bool, tries: Bool, binds: String? = nil, expectation: ExpectationContext? = nil, inTask: Bool = false, expression: String
        ) {
            self.awaits = awaits
            self.tries = tries
            self.binds = binds == "_" ? nil : binds
            discards = binds == "_"
            self.inTask = inTask
            self.expectation = expectation
            self.expression = expression
        }

        /// `target = value`.
        static func assigning(_ target: String, to value: String) -> Act {
            var act = Act(awaits: false, tries: false, expression: value)
            act.assigns = target
            return act
        }
    }

    init(
        name: String, title: String, isAsync: Bool, isThrowing: Bool = false, arguments: [Local] = [], values: [Capture] = [],
        variables: [Local] = [], subjects: [Capture] = [], captures: [Capture] = [], scripts: [AssignmentLine] = [], acts: [Act] = [],
        expectations: [ExpectationContext]
    ) {
        self.name = name
        self.title = SwiftLiteral.content(title)
        // A test that awaits anything is async, whatever its action is: confirming a synchronous action is async when
        // another `confirm:` action of the module is (found by scaffold-fuzz).
        self.isAsync = isAsync || acts.contains(where: \.awaits)
        self.isThrowing = isThrowing
        self.arguments = arguments
        self.values = values
        self.variables = variables
        self.subjects = subjects
        self.captures = captures
        self.scripts = scripts
        self.acts = acts
        hasActs = !acts.isEmpty
        hasArrange = false
        self.expectations = expectations
        hasArrange = arranges
    }

    /// Each route is shown as its `present:` says: `presentation` is what the views and the app's router read, so a
    /// route that drifts from the spec (a sign-out pushed instead of handed to the app) fails here. Nil without routes,
    /// or where a parameter has no sample value.
    static func routePresentations(of module: ModuleIR, routeType: String) -> TestCase? {
        guard !module.routes.isEmpty else { return nil }
        var expectations: [ExpectationContext] = []
        for route in module.routes {
            guard let value = sampleRoute(route, of: module) else { return nil }
            expectations.append(.equals("\(routeType)\(value).presentation", ".\(route.presentation.rawValue)"))
        }
        let words = module.routes.map { "\($0.name.raw) \($0.presentation.inWords)" }.joined(separator: ", ")
        return TestCase(name: "routesArePresentedAsSpecified", title: "routes are shown as the spec says: \(words)", isAsync: false, expectations: expectations)
    }

    /// `.detail(article: Article(…))`: the route with a sample of each parameter; nil where one has none.
    static func sampleRoute(_ route: Route, of module: ModuleIR) -> String? {
        sampleArguments(route, of: module).map { ".\(route.name.swift)" + ($0.isEmpty ? "" : "(\($0))") }
    }

    /// `article: Article(…)`: a sample of each of the route's parameters, labelled; nil where one has none.
    static func sampleArguments(_ route: Route, of module: ModuleIR) -> String? {
        var arguments: [String] = []
        for param in route.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else { return nil }
            arguments.append("\(param.name.label): \(sample)")
        }
        return arguments.joined(separator: ", ")
    }

    /// A test of an action of the screen model; `subjects` for templates whose tests name them.
    init(_ test: ActionTest, of action: ScreenAction, spelling: some TestSpelling, subjects: [Capture] = [], values: [Capture] = []) {
        let invocation = spelling.invocation(action, arguments: Self.labelled(test.arguments, spelling: spelling))
        let acts =
            test.steps.isEmpty
            ? [Act(awaits: invocation.awaits, tries: false, expression: invocation.expression)]
            : test.steps.flatMap { step -> [Act] in
                switch step {
                case .startWith(let local, let arguments):
                    let call = spelling.invocation(action, arguments: Self.labelled(arguments, spelling: spelling))
                    return [Act(awaits: true, tries: false, binds: local, inTask: true, expression: call.expression)]
                case .startAction:
                    return Self.startedAction(step, spelling: spelling)
                case .appear:
                    return [Act(awaits: spelling.appearanceAwaits(action), tries: false, expression: spelling.appearance)]
                default:
                    return spelling.acts(step, call: invocation.expression, awaits: invocation.awaits)
                }
            }
        self.init(
            name: test.name, title: test.title, isAsync: action.isAsync,
            arguments: (test.arguments + Self.startedArguments(test)).map { Local(local: $0.local, type: $0.type, value: $0.sample) },
            values: values + test.values.map { Capture(local: $0.name, value: $0.expression) },
            subjects: subjects,
            captures: spelling.captures(test.captures),
            scripts: (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.laterScripts.compactMap(spelling.script)
                + test.steps.compactMap(spelling.arrangement),
            acts: acts,
            expectations: test.expectations.flatMap(spelling.expectations))
    }

    /// The test of editing an input (`ActionTest.Kind.edited`); `subjects` for templates whose tests name them.
    init(_ test: ActionTest, of input: ScreenInput, spelling: some TestSpelling, subjects: [Capture] = [], values: [Capture] = []) {
        self.init(
            // A test that only opens the screen (a field's message) awaits nothing.
            name: test.name, title: test.title, isAsync: input.isAsync && !test.steps.isEmpty,
            arguments: Self.startedArguments(test).map { Local(local: $0.local, type: $0.type, value: $0.sample) },
            values: values + test.values.map { Capture(local: $0.name, value: $0.expression) },
            subjects: subjects, captures: spelling.captures(test.captures),
            scripts: (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.laterScripts.compactMap(spelling.script)
                + test.steps.compactMap(spelling.arrangement),
            acts: test.steps.flatMap { step -> [Act] in
                // Another action started on its own (a refresh in flight when the user types).
                if case .startAction = step { return Self.startedAction(step, spelling: spelling) }
                return spelling.acts(step, call: "", awaits: input.isAsync, input: input)
            },
            expectations: test.expectations.flatMap(spelling.expectations))
    }

    /// `line: pendingLine`: the arguments of a call, each its parameter's label and the local or sample passed.
    private static func labelled(_ arguments: [TestArgument], spelling: some TestSpelling) -> String {
        arguments.map { "\($0.param.name.label): \(spelling.argument($0))" }.joined(separator: ", ")
    }

    /// The act of a `startAction` step: another action started in a task of its own, with its arguments.
    private static func startedAction(_ step: TestStep, spelling: some TestSpelling) -> [Act] {
        guard case .startAction(let local, let other, let chain, let arguments) = step else { return [] }
        let call = spelling.invocation(of: other, chain: chain, arguments: labelled(arguments, spelling: spelling))
        return [Act(awaits: true, tries: false, binds: local, inTask: true, expression: call.expression)]
    }

    /// The arguments of the other actions a test starts (`pendingLine`): declared beside the test's own.
    private static func startedArguments(_ test: ActionTest) -> [TestArgument] {
        test.steps.flatMap { step -> [TestArgument] in
            if case .startAction(_, _, _, let arguments) = step { arguments } else { [] }
        }
    }

    /// Whether anything is arranged before the acts.
    private var arranges: Bool {
        !(arguments.isEmpty && values.isEmpty && variables.isEmpty && subjects.isEmpty && captures.isEmpty && scripts.isEmpty)
    }

    /// Whether any arranged value, act or expectation reads the local `name` (`FreeNames`).
    func reads(_ name: String) -> Bool {
        let expressions =
            arguments.map(\.value) + (values + subjects + captures).map(\.value) + scripts.flatMap { [$0.target, $0.value] }
            + (expectations + acts.compactMap(\.expectation)).flatMap { [$0.actual, $0.comparison?.expected ?? "", $0.throwing?.call ?? ""] }
            + acts.flatMap { [$0.expression, $0.assigns ?? ""] }
        return expressions.contains { !$0.isEmpty && FreeNames.of($0).contains(name) }
    }
}

/// A test's own state owner (view model, interactor), built with the state the test starts from.
enum SeededState {
    /// `newsService: mocks.newsService, query: "query", userID: UUID(…)`: the owner's `init` arguments in a test: each
    /// service's mock, then state in spec order — each seed, and the sample of required state not seeded.
    static func initArguments(_ module: ModuleIR, seeds: [Seed], clock: Bool = false) -> String {
        let services =
            module.services.map { "\(SwiftNames.lowerFirst($0.name)): mocks.\(SwiftNames.lowerFirst($0.name))" }
            + (clock ? ["clock: mocks.clock"] : [])
        let state = module.state.compactMap { field -> String? in
            if let seed = seeds.first(where: { $0.state == field.name }) { return "\(field.name.label): \(seed.value)" }
            guard field.initialValue == nil else { return nil }
            return SwiftValues.sample(of: field.type, label: field.name.raw, module: module).map { "\(field.name.label): \($0)" }
        }
        return (services + state).joined(separator: ", ")
    }
}

extension TestCase {
    /// The owner built with every piece of state given (`Screen.givenState`, `subjects` where the template does not
    /// build it) reads each back.
    static func startsWithGivenState(_ expectations: [ExpectationContext], subjects: [Capture] = []) -> TestCase {
        TestCase(
            name: "startsWithGivenState", title: "starts with the state it is given", isAsync: false, subjects: subjects, expectations: expectations)
    }
}
