import ScaffoldDiagnostics
import ScaffoldSpec

extension LoweringPass {
    /// `inputs:`: each edits a piece of state with a control that fits its type, and may run an action after each edit.
    mutating func lowerInputs(state: [StateField], entities: [Entity], actions: [Action]) -> [Input] {
        spec.inputs.compactMap { input in
            guard let field = state.first(where: { $0.name.raw == input.state.value }) else {
                diagnostics.error(
                    "input '\(input.state.value)' edits unknown state", at: input.state.location,
                    hint: Suggestions.hint(for: input.state.value, in: state.map(\.name.raw), listing: "state"))
                return nil
            }
            guard let written = input.kind else { return nil }
            guard let kind = Input.Kind(rawValue: written.value) else {
                diagnostics.error(
                    "unknown input kind '\(written.value)'", at: written.location,
                    hint: "use one of " + Input.Kind.allCases.map(\.rawValue).joined(separator: ", "))
                return nil
            }
            let fitting = Input.Kind.allCases.filter { Self.fits($0, field.type, entities: entities) }
            guard fitting.contains(kind) else {
                diagnostics.error(
                    "a '\(kind.rawValue)' input needs \(Self.expectedType(of: kind)); '\(field.name.raw)' is \(field.type)", at: written.location,
                    hint: fitting.isEmpty
                        ? "no input kind edits \(field.type): edit String, Bool, Int, Double, Date or an enum"
                        : "use \(fitting.map { "'\($0.rawValue)'" }.joined(separator: " or ")) for \(field.type)")
                return nil
            }
            if field.isSecret, kind != .secure {
                diagnostics.error(
                    "'\(field.name.raw)' is secret: a '\(kind.rawValue)' input would show it", at: written.location,
                    hint: "use 'secure', or mark the state 'secret: false'")
                return nil
            }
            let taken = Set(spec.state.map(\.name.value) + spec.derived.map(\.name.value) + spec.actions.map(\.name.value))
            if let clash = Input.members(editing: field.name).first(where: taken.contains) {
                diagnostics.error(
                    "input '\(field.name.raw)' needs the member '\(clash)', which the spec already names", at: input.state.location,
                    hint: "generated code edits '\(field.name.raw)' through '\(clash)'; rename the state, action or derived value '\(clash)'")
                return nil
            }
            var onChange: Name?
            if let named = input.onChange {
                onChange = parameterlessAction(named, in: actions, runBy: "'onChange' of '\(field.name.raw)'")
                if onChange == nil { return nil }
            }
            var role: Input.Role?
            if let written = input.role {
                let fitting = Input.Role.fitting(kind)
                guard let known = Input.Role(rawValue: written.value) else {
                    diagnostics.error(
                        "unknown input role '\(written.value)'", at: written.location,
                        hint: fitting.isEmpty
                            ? "a '\(kind.rawValue)' input takes no role: remove 'role:'"
                            : "use one of " + fitting.map(\.rawValue).joined(separator: ", "))
                    return nil
                }
                guard fitting.contains(known) else {
                    diagnostics.error(
                        "a '\(kind.rawValue)' input cannot have role '\(known.rawValue)'", at: written.location,
                        hint: fitting.isEmpty
                            ? "only 'text' and 'secure' inputs have a role: remove 'role:'"
                            : known == .password || known == .newPassword
                                ? "a password is typed into a 'secure' input: write 'kind: secure'"
                                : "a '\(kind.rawValue)' input takes " + fitting.map { "'\($0.rawValue)'" }.joined(separator: ", "))
                    return nil
                }
                role = known
            }
            return Input(state: field.name, kind: kind, onChange: onChange, role: role)
        }
    }

    /// An action the screen runs by itself (`events:`, `onChange:`): one without params (it has nothing to pass) and
    /// without `confirm:` (nobody asked to answer). Nil after an error.
    mutating func parameterlessAction(_ named: Located<String>, in actions: [Action], runBy what: String) -> Name? {
        guard let action = actions.first(where: { $0.name.raw == named.value }) else {
            diagnostics.error(
                "\(what) names unknown action '\(named.value)'", at: named.location,
                hint: Suggestions.hint(for: named.value, in: actions.map(\.name.raw), listing: "actions"))
            return nil
        }
        guard action.params.isEmpty else {
            diagnostics.error(
                "\(what) runs '\(named.value)', which takes params", at: named.location,
                hint: "the screen runs it by itself with nothing to pass: name an action without params")
            return nil
        }
        guard action.confirmation == nil else {
            diagnostics.error(
                "\(what) runs '\(named.value)', which asks the user first ('confirm:')", at: named.location,
                hint: "the screen runs it by itself, with nobody asked to answer: name an action without 'confirm:'")
            return nil
        }
        return action.name
    }

    /// Whether a control of `kind` edits a value of `type`.
    static func fits(_ kind: Input.Kind, _ type: TypeRef, entities: [Entity]) -> Bool {
        switch (kind, type) {
        case (.text, .named("String", _, .standard)), (.secure, .named("String", _, .standard)): true
        case (.toggle, .named("Bool", _, .standard)): true
        case (.number, .named("Int", _, .standard)), (.number, .named("Double", _, .standard)): true
        case (.date, .named("Date", _, .standard)): true
        case (.picker, .named(let name, _, .entity)):
            if case .enumeration? = entities.first(where: { $0.name == name })?.kind { true } else { false }
        default: false
        }
    }

    static func expectedType(of kind: Input.Kind) -> String {
        switch kind {
        case .text, .secure: "String state"
        case .toggle: "Bool state"
        case .number: "Int or Double state"
        case .date: "Date state"
        case .picker: "state of an enum entity"
        }
    }
}
