import ScaffoldDiagnostics
import ScaffoldSpec

extension Screen {
    /// Located errors for the actions the spec gives behaviour that scaffold cannot test as written: a spec `validate`
    /// accepts gets a test of every action with behaviour, never a comment in a test file saying it has none.
    public func untestableActions(in spec: Spec) -> [Diagnostic] {
        actions.compactMap { action -> Diagnostic? in
            guard let refusal = action.refusal, let written = spec.actions.first(where: { $0.name.value == action.name.raw }) else { return nil }
            switch refusal.part {
            case .when:
                return Diagnostic(
                    "'\(action.name.raw)' would have no tests: no state scaffold can start a test with makes its 'when:' true",
                    at: written.when?.location ?? written.name.location,
                    hint:
                        "scaffold tries empty and sample values, both flags, each enum case, nil and the literals the condition names; "
                        + "write a condition that one of them makes true (compare with the value the state must have, e.g. 'email.contains(\"@\")')")
            case .then(let guarded):
                return Diagnostic(
                    "'\(action.name.raw)' would have no tests: its 'then:' chain runs '\(guarded.raw)', whose own 'when:' scaffold cannot plan for",
                    at: written.then?.location ?? written.name.location,
                    hint: "move the condition of '\(guarded.raw)' to '\(action.name.raw)', or run '\(guarded.raw)' from its own event instead of 'then:'")
            }
        }
    }
}
