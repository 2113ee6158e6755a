import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec

extension LoweringPass {
    /// `inputs:`: each edits a piece of state with a control that fits its type, and may run an action after each edit.
    mutating func lowerInputs(state: [StateField], derived: [DerivedValue], entities: [Entity], actions: [Action]) -> [Input] {
        let inputs = spec.inputs.compactMap { input -> Input? in
            guard let field = state.first(where: { $0.name.raw == input.state.value }) else {
                diagnostics.error(
                    "input '\(input.state.value)' edits unknown state", at: input.state.location,
                    hint: Suggestions.hint(for: input.state.value, in: state.map(\.name.raw), listing: "state"))
                return nil
            }
            if field.isGiven {
                diagnostics.error(
                    "input '\(field.name.raw)' would edit a given value", at: input.state.location,
                    hint: "'\(field.name.raw)' is what the screen is opened with and never changes; declare it under 'state:' to edit it")
                return nil
            }
            guard let written = input.kind else { return nil }
            // `search` is a text field the screen shows as its search field.
            let isSearchField = written.value == Self.searchKind
            let kindName = written.value
            guard let kind = isSearchField ? .text : Input.Kind(rawValue: written.value) else {
                diagnostics.error(
                    "unknown input kind '\(written.value)'", at: written.location,
                    hint: "use one of " + Self.writtenKinds.joined(separator: ", "))
                return nil
            }
            let fitting = Input.Kind.allCases.filter { Self.fits($0, field.type, entities: entities) }
            guard fitting.contains(kind) else {
                diagnostics.error(
                    "a '\(kindName)' input needs \(Self.expectedType(of: kind)); '\(field.name.raw)' is \(field.type)", at: written.location,
                    hint: fitting.isEmpty
                        ? "no input kind edits \(field.type): edit String, Bool, Int, Double, Date or an enum"
                        : "use \(fitting.map { "'\($0.rawValue)'" }.joined(separator: " or ")) for \(field.type)")
                return nil
            }
            if field.isSecret, kind != .secure {
                diagnostics.error(
                    "'\(field.name.raw)' is secret: a '\(kindName)' input would show it", at: written.location,
                    hint: "use 'secure', or mark the state 'secret: false'")
                return nil
            }
            let taken = Set(spec.state.map(\.name.value) + spec.derived.map(\.name.value) + spec.actions.map(\.name.value))
            // The last member, `<state>Message`, is generated only where `invalid:` gives rules.
            var members = Input.members(editing: field.name)
            if input.invalid.isEmpty { members.removeLast() }
            if let clash = members.first(where: taken.contains) {
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
                        "a '\(kindName)' input cannot have role '\(known.rawValue)'", at: written.location,
                        hint: fitting.isEmpty
                            ? "only 'text' and 'secure' inputs have a role: remove 'role:'"
                            : known == .password || known == .newPassword
                                ? "a password is typed into a 'secure' input: write 'kind: secure'"
                                : "a '\(kindName)' input takes " + fitting.map { "'\($0.rawValue)'" }.joined(separator: ", "))
                    return nil
                }
                role = known
            }
            let runsCall = onChange.flatMap { name in actions.first { $0.name == name } }?.isAsync ?? false
            guard let debounce = debounce(input, kind: kind, runsCall: runsCall) else { return nil }
            if isSearchField, let first = input.invalid.first {
                diagnostics.error(
                    "a search field shows no message: 'invalid:' is for the fields of a form", at: first.location,
                    hint: "remove 'invalid:', or make '\(field.name.raw)' a 'text' input")
                return nil
            }
            guard let validations = validations(input, field: field, state: state, derived: derived, entities: entities) else { return nil }
            return Input(
                state: field.name, kind: kind, onChange: onChange, role: role, isSearchField: isSearchField,
                debounceMilliseconds: debounce == 0 ? nil : debounce, validations: validations)
        }
        let searchFields = spec.inputs.filter { $0.kind?.value == Self.searchKind }
        for extra in searchFields.dropFirst() {
            diagnostics.error(
                "input '\(extra.state.value)' is a second search field; a screen has one", at: extra.kind?.location ?? extra.state.location,
                hint: "'\(searchFields[0].state.value)' is the screen's search field: make this one 'kind: text'")
        }
        return inputs
    }

    /// `invalid:`: each rule's condition, a Bool of state and derived values, and its message, one line of text. Nil
    /// after an error.
    mutating func validations(
        _ input: InputSpec, field: StateField, state: [StateField], derived: [DerivedValue], entities: [Entity]
    ) -> [Input.Validation]? {
        let checker = ExpressionChecker(params: [], state: state, derived: derived.map { ($0.name, $0.type) }, entities: entities)
        var validations: [Input.Validation] = []
        var failed = false
        for (index, rule) in input.invalid.enumerated() {
            guard let when = rule.when, let message = rule.message else {
                failed = true
                continue
            }
            let text = message.value.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.contains(where: \.isNewline) {
                diagnostics.error(
                    "the message of an 'invalid:' rule of '\(field.name.raw)' must be one line of text", at: message.location,
                    hint: "say what to do, e.g. 'message: \"Use at least 8 characters.\"'")
                failed = true
                continue
            }
            guard
                let condition = checkExpression(
                    when, against: .standard("Bool"), with: checker, context: "'when: \(when.value)' of an 'invalid:' rule needs a Bool")
            else {
                failed = true
                continue
            }
            if case .bool = condition {
                diagnostics.error(
                    "'when: \(when.value)' is a constant: the message would show \(condition == .bool(true) ? "always" : "never")",
                    at: when.location, hint: "write what makes '\(field.name.raw)' wrong, e.g. '\(field.name.raw).isEmpty'")
                failed = true
                continue
            }
            validations.append(Input.Validation(condition: condition, message: text, textName: Input.Validation.textName(of: field.name, index: index)))
        }
        return failed ? nil : validations
    }

    /// The derived value of each input with `invalid:` rules (`passwordMessage: String?`): the first rule's message that
    /// holds. Its text is `Validation.<textName>` of the module's strings type, the accessor every architecture declares.
    static func messages(of inputs: [Input]) -> [DerivedValue] {
        inputs.filter { !$0.validations.isEmpty }.map { input in
            let rules = input.validations.map { rule in
                Expression.MessageRule(condition: rule.condition, text: rule.member)
            }
            return DerivedValue(name: Name(input.message), type: .optional(.standard("String")), expression: .firstMessage(rules))
        }
    }

    /// The kind that makes a text field the screen's search field, and every kind a spec can write.
    static let searchKind = "search"
    static var writtenKinds: [String] {
        Input.Kind.allCases.map(\.rawValue).flatMap { $0 == Input.Kind.text.rawValue ? [$0, searchKind] : [$0] }
    }

    /// `debounce:` in milliseconds (0: none), or its default: a text field whose `onChange` makes a call waits for a
    /// pause in typing, so it calls once per pause rather than per keystroke. Nil after an error.
    mutating func debounce(_ input: InputSpec, kind: Input.Kind, runsCall: Bool) -> Int? {
        guard let written = input.debounce else { return kind == .text && runsCall ? Input.defaultDebounceMilliseconds : 0 }
        guard let milliseconds = Self.milliseconds(written.value), milliseconds <= 60_000 else {
            diagnostics.error(
                "'debounce: \(written.value)' is not a pause scaffold reads", at: written.location,
                hint: "write milliseconds or seconds up to a minute: '300ms', '1s'; '0ms' runs 'onChange' at once")
            return nil
        }
        guard kind == .text else {
            diagnostics.error(
                "a '\(kind.rawValue)' input has no 'debounce:'", at: written.location,
                hint: "only typing is debounced: a 'text' or 'search' input waits for a pause before its 'onChange'; remove 'debounce:'")
            return nil
        }
        guard runsCall || milliseconds == 0 else {
            diagnostics.error(
                "'debounce:' delays a call, and '\(input.state.value)' runs none after an edit", at: written.location,
                hint: input.onChange == nil
                    ? "add 'onChange:' naming the action that calls, or remove 'debounce:'"
                    : "'\(input.onChange!.value)' makes no call, so it runs at once: remove 'debounce:'")
            return nil
        }
        return milliseconds
    }

    /// `300ms` → 300, `2s` → 2000, `0` → 0; nil for anything else.
    static func milliseconds(_ text: String) -> Int? {
        let scale: Int
        var digits = Substring(text)
        if digits.hasSuffix("ms") {
            (scale, digits) = (1, digits.dropLast(2))
        } else if digits.hasSuffix("s") {
            (scale, digits) = (1000, digits.dropLast())
        } else if digits == "0" {
            return 0
        } else {
            return nil
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), digits.count <= 6, let value = Int(digits)
        else { return nil }
        return value * scale
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
