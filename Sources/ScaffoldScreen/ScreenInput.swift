import ScaffoldIR

/// A piece of state the user edits (`inputs:`): its control, the action each edit runs, and the test of an edit.
/// Every architecture receives an edit the same way: the view reports it (`didChangeQuery(_:)`), the owner stores the
/// new value, then runs `onChange` (docs/ARCHITECTURE.md#inputs).
public struct ScreenInput: Sendable {
    public let input: Input
    public let field: StateField
    /// `Notifications On`: the control's label.
    public let title: String
    /// What runs after each edit.
    public let onChange: ScreenAction?
    /// The user edits the value: it changes, `onChange` runs; nil where scaffold cannot plan it (see `untested`).
    public let test: ActionTest?
    public let untested: String?

    /// Whether an edit runs an async action: the edit event starts it in a task and returns the task.
    public var isAsync: Bool { onChange?.isAsync ?? false }

    init(_ input: Input, field: StateField, onChange: ScreenAction?, module: ModuleIR) {
        self.input = input
        self.field = field
        self.onChange = onChange
        title = Display.title(field.name.raw)
        switch InputTestPlanner(input: input, field: field, onChange: onChange, module: module).test() {
        case .success(let test):
            self.test = test
            untested = nil
        case .failure(let reason):
            test = nil
            untested = "no test of editing \(field.name.raw), \(reason.description)"
        }
    }
}

/// Plans the test of an edit: the screen starts with the state's initial value (and what `onChange`'s `when:` needs),
/// the user edits it to another value, and then the state holds that value, the derived values that read it follow, and
/// `onChange` did what its own success test expects — on the edited value.
struct InputTestPlanner {
    let input: Input
    let field: StateField
    let onChange: ScreenAction?
    let module: ModuleIR

    func test() -> Result<ActionTest, TestPlanner.Reason> {
        guard let start = field.initialValue ?? SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else {
            return .failure(TestPlanner.Reason(description: "it needs a sample \(field.type) for '\(field.name.raw)'"))
        }
        let candidates = ConditionSeeds.candidates(of: field.type, label: field.name.raw, module: module).filter { $0.swift != start }
        guard !candidates.isEmpty else {
            return .failure(TestPlanner.Reason(description: "scaffold knows no value of \(field.type) other than \(start)"))
        }
        guard let onChange else {
            let edited = Seed(state: field.name, value: candidates[0].swift, evaluated: candidates[0].value)
            return .success(test(edited, seeds: [], script: nil, laterScripts: [], then: [], modified: []))
        }
        var lastReason: TestPlanner.Reason?
        // The first value the action's `when:` allows (any value, without one).
        for candidate in candidates {
            let edited = Seed(state: field.name, value: candidate.swift, evaluated: candidate.value)
            var planner = TestPlanner(action: onChange.action, chain: onChange.chain, module: module)
            switch planner.successAfterEdit(edited) {
            case .success(let success):
                let modified = Set(
                    onChange.chain.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
                return .success(
                    test(
                        edited, seeds: success.seeds, script: success.script, laterScripts: success.laterScripts, then: success.expectations,
                        modified: modified))
            case .failure(let reason):
                lastReason = reason
            }
        }
        return .failure(lastReason ?? TestPlanner.Reason(description: "scaffold found no value that runs \(onChange.name.raw)"))
    }

    /// The edit to `edited` on a screen started with `seeds`; `then` is what `onChange` makes hold, `modified` the state
    /// the `onChange` chain changes.
    private func test(
        _ edited: Seed, seeds: [Seed], script: Script?, laterScripts: [Script], then: [Expectation], modified: Set<String>
    ) -> ActionTest {
        var expectations: [Expectation] = []
        if !modified.contains(field.name.raw) { expectations.append(.state(field.name, equals: .sample(edited.value))) }
        for derived in DerivedExpectations.afterEdit(edited, in: module, seeds: seeds, modified: modified) {
            expectations.append(.state(derived.name, equals: .sample(derived.value)))
        }
        expectations += then.filter { expectation in
            if case .stateShown = expectation { return false }
            if case .state(let name, _) = expectation { return !expectations.contains { if case .state(name, _) = $0 { true } else { false } } }
            return true
        }
        expectations.append(.stateShown)
        let runs = onChange.map { ", then runs \($0.name.raw)" } ?? ""
        let name = field.name.raw + "Edit" + (onChange.map { "Runs" + SwiftNames.upperFirst($0.name.raw) } ?? "UpdatesState")
        return ActionTest(
            kind: .edited, name: name, title: "editing \(field.name.raw) stores the new value\(runs)", arguments: [], seeds: seeds,
            captures: TestPlanner.captures(in: expectations), script: script, laterScripts: laterScripts, steps: [.edit(input, value: edited.value)],
            expectations: expectations)
    }
}
