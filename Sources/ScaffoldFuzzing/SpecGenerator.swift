/// Random module specs for fuzzing, reproducible from a seed: `SpecGenerator(seed: 42).spec()` is
/// always the same text. Most specs it writes are valid by construction (calls bind by name to action
/// parameters of the right types, assigns go to state of the operation's return type or of its fields, `then:` only
/// runs earlier parameterless actions that do not ask), with names drawn from pools that include Swift keywords (enum cases
/// Swift cannot take among them), non-ASCII letters and names generated code uses, so that the naming pass and every
/// emitter are exercised.
public struct SpecGenerator {
    private var random: SplitMix64

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Pools

    static let moduleNames = ["Feed", "TaskBoard", "Straße", "Inbox", "Profile", "Ä2", "Catalog", "Settings"]
    static let typeNames = ["Article", "Category", "Item", "Book", "Tag", "Größe", "Reminder", "Owner", "Kind", "Straßenbahn", "Photo", "Vote"]
    static let hostileTypeNames = ["Result", "Route", "FeedView", "Section", "Hashable", "String"]
    /// Member names: mostly ordinary, some non-ASCII, and (rarely, see `memberName`) ones generated code reserves.
    static let memberNames = [
        "title", "count", "ßx", "länge", "isOn", "name", "date", "url", "tags", "value", "items", "selected", "query", "note", "score",
        "größe", "author", "rating", "password", "sessionToken",
    ]
    static let hostileMemberNames = ["default", "class", "in", "repeat", "isLoading", "state", "route", "id", "Type", "errorMessage"]
    /// Enum cases Swift takes only with backticks (`init` even after a dot), and ones it cannot take at all.
    static let hostileCaseNames = ["default", "class", "self", "Self", "init", "super", "Type", "Protocol", "allCases", "RawValue"]
    static let actionNames = ["load", "refresh", "select", "open", "save", "toggle", "delete", "search", "ßa", "reload", "share", "öffnen"]
    static let hostileActionNames = ["switch", "viewDidLoad", "isLoading", "route"]
    static let serviceNames = ["FeedService", "Store", "URLService", "Api", "Cache"]
    static let standardTypes = ["Int", "String", "Bool", "Double", "Date", "UUID", "URL", "Data", "Decimal", "UInt8", "TimeInterval"]

    // MARK: Spec

    /// A spec as YAML text.
    public mutating func spec() -> String {
        var lines: [String] = []
        let module = pick(Self.moduleNames)
        lines.append("module: \(module)")
        lines.append("architecture: \(pick(["mvvm", "mvp", "viper"]))")
        lines.append("ui: \(pick(["swiftui", "uikit", "none"]))")
        if chance(0.4) { lines.append("title: \(pick(["Feed", "\"Say \\\"hi\\\" \\\\(x)\"", "'100% \"quoted\"'", "Ünïcödé ✓"]))") }
        if chance(0.5) { lines.append("summary: \(pick(["A screen.", "\"Two\\nlines\"", "'Quotes \" and # hash'", "Ünïcödé"]))") }

        // Entities: enums first, so that structs can use them.
        var enums: [(name: String, cases: [String])] = []
        var structs: [(name: String, hasID: Bool)] = []
        // Each struct's fields and their types, so results can be stored by field.
        var structFields: [String: [(name: String, type: String)]] = [:]
        var entityLines: [String] = []
        var usedTypeNames: Set<String> = []
        for _ in 0..<int(0...3) {
            let name = uniqueName(from: pool(Self.typeNames, Self.hostileTypeNames), used: &usedTypeNames)
            if chance(0.4) {
                let names = pool(Self.memberNames + ["tech", "news", "a", "b"], Self.hostileCaseNames)
                let cases = Array(Set((0..<int(1...4)).map { _ in pick(names) })).sorted()
                enums.append((name, cases))
                entityLines += ["  \(name):", "    cases: [\(cases.joined(separator: ", "))]"]
            } else {
                var fieldNames: Set<String> = []
                var fields: [String] = []
                let hasID = chance(0.6)
                if hasID {
                    fieldNames.insert("id")
                    fields.append("    id: UUID")
                }
                for _ in 0..<int(1...4) {
                    let field = uniqueName(from: pool(Self.memberNames, Self.hostileMemberNames), used: &fieldNames)
                    let typed = typeWithDefault(enums: enums, structs: structs.map(\.name))
                    fields.append("    \(field): \(typed.yaml)")
                    structFields[name, default: []].append((field, typed.type))
                }
                structs.append((name, hasID))
                entityLines += ["  \(name):"] + fields
            }
        }
        if !entityLines.isEmpty { lines += ["entities:"] + entityLines }

        // Services.
        var operations: [(service: String, name: String, params: [(String, String)], returns: String?, throwing: Bool)] = []
        var serviceLines: [String] = []
        var serviceNames: Set<String> = []
        let entityTypes = enums.map(\.name) + structs.map(\.name)
        for _ in 0..<int(0...2) {
            let service = uniqueName(from: Self.serviceNames, used: &serviceNames)
            serviceLines.append("  \(service):")
            var operationNames: Set<String> = []
            for _ in 0..<int(1...3) {
                let operation = uniqueName(from: ["fetch", "save", "remove", "count", "upload", "sync"], used: &operationNames)
                var params: [(String, String)] = []
                var paramNames: Set<String> = []
                for _ in 0..<int(0...2) {
                    params.append((uniqueName(from: pool(Self.memberNames, Self.hostileMemberNames), used: &paramNames), plainType(entityTypes)))
                }
                // Now and then a struct, whose fields a call can store one by one.
                let returns = chance(0.6) ? (!structs.isEmpty && chance(0.3) ? pick(structs.map(\.name)) : plainType(entityTypes)) : nil
                serviceLines.append("    \(operation):")
                if !params.isEmpty { serviceLines.append("      params: { " + params.map { "\($0.0): \(quoted($0.1))" }.joined(separator: ", ") + " }") }
                if let returns { serviceLines.append("      returns: \(quoted(returns))") }
                if chance(0.3) { serviceLines.append("      async: false") }
                let throwing = !chance(0.3)
                if !throwing { serviceLines.append("      throws: false") }
                operations.append((service, operation, params, returns, throwing))
            }
        }
        if !serviceLines.isEmpty { lines += ["services:"] + serviceLines }

        // State: some of it typed like operation results, so that calls can assign.
        var state: [(name: String, type: String)] = []
        var secrets: Set<String> = []
        var stateNames: Set<String> = []
        var stateLines: [String] = []
        for operation in operations where operation.returns != nil && chance(0.7) {
            let name = uniqueName(from: pool(Self.memberNames, Self.hostileMemberNames), used: &stateNames)
            state.append((name, operation.returns!))
            stateLines.append("  \(name): \(quoted(operation.returns!))")
        }
        // And some typed like fields of a struct result, so that calls can store it by field.
        for operation in operations where chance(0.5) {
            guard let returns = operation.returns, let field = structFields[returns]?.randomElement(using: &random) else { continue }
            let name = uniqueName(from: Self.memberNames, used: &stateNames)
            state.append((name, field.type))
            stateLines.append("  \(name): \(quoted(field.type))")
        }
        // And some lists of a struct a call returns, so that calls can edit their elements (docs/spec.md#collection-edits).
        for operation in operations {
            guard let returns = operation.returns, structs.contains(where: { $0.name == returns }), !state.contains(where: { $0.type == "[\(returns)]" }),
                chance(0.5)
            else { continue }
            let name = uniqueName(from: Self.memberNames, used: &stateNames)
            state.append((name, "[\(returns)]"))
            stateLines.append("  \(name): \(quoted("[\(returns)]"))")
        }
        for _ in 0..<int(0...3) {
            let name = uniqueName(from: pool(Self.memberNames, Self.hostileMemberNames), used: &stateNames)
            let typed = typeWithDefault(enums: enums, structs: structs.map(\.name))
            state.append((name, typed.type))
            // Sometimes the mapping form, secret or not (names like `password` are secret by default), sometimes kept
            // from the screen (`shown: false`).
            let secret: Bool? = chance(0.3) ? chance(0.5) : nil
            let shown = chance(0.2) ? ", shown: false" : ""
            stateLines.append(
                secret.map { "  \(name): { type: \(typed.yaml), secret: \($0)\(shown) }" }
                    ?? (shown.isEmpty ? "  \(name): \(typed.yaml)" : "  \(name): { type: \(typed.yaml)\(shown) }"))
            if secret ?? ["password", "token", "secret"].contains(where: name.lowercased().contains) { secrets.insert(name) }
        }
        if !stateLines.isEmpty { lines += ["state:"] + stateLines }
        // Sometimes what the screen is opened with: required, and out of reach of every action and input (it is not in
        // `state`, which they pick from).
        if chance(0.2) {
            let name = uniqueName(from: ["openedID", "openedName", "openedCount"], used: &stateNames)
            lines += ["given:", "  \(name): \(pick(["UUID", "String", "Int"]))"]
        }

        // Derived values over that state, sometimes reading each other.
        var derivedLines: [String] = []
        var derivedNames: [String] = []
        for field in state where chance(0.3) {
            guard let expression = Self.derivedExpression(reading: field.name, of: field.type, variant: int(0...3)) else { continue }
            let name = uniqueName(from: ["derivedFlag", "derivedCheck", "derivedState", "isReady"], used: &stateNames)
            let reads = derivedNames.last.map { chance(0.5) ? " && \($0)" : "" } ?? ""
            derivedLines.append("  \(name): \"Bool = \(expression)\(reads)\"")
            derivedNames.append(name)
        }
        // Sometimes a text shown from that state: interpolated, or an optional's text with a default.
        for field in state where chance(0.15) {
            guard let expression = Self.derivedText(reading: field.name, of: field.type) else { continue }
            let name = uniqueName(from: ["summary", "caption", "derivedText"], used: &stateNames)
            derivedLines.append("  \(name): 'String = \(expression)'")
        }
        if !derivedLines.isEmpty { lines += ["derived:"] + derivedLines }

        // Routes, then actions that call, set, navigate and chain.
        var routes: [(name: String, params: [(String, String)])] = []
        var routeLines: [String] = []
        var dependencies: [String] = []
        for index in 0..<int(0...2) {
            let name = ["detail", "settings", "share"][index]
            let params: [(String, String)] = chance(0.5) ? [] : [(pick(Self.memberNames), plainType(entityTypes))]
            routes.append((name, params))
            // Every presentation in turn, from what was already drawn (no new draw: the seeds' other choices stay); a
            // route back to the opener (the module's output) has no destination.
            let presentation = ["", "sheet", "cover", "root", "back"][(index + 2 * params.count + 1) % 5]
            routeLines.append("  \(name):")
            if !params.isEmpty { routeLines.append("    params: { " + params.map { "\($0.0): \(quoted($0.1))" }.joined(separator: ", ") + " }") }
            if presentation != "back" {
                let destination = "\(module)\(name.prefix(1).uppercased() + name.dropFirst())Screen"
                dependencies.append(destination)
                routeLines.append("    to: \(destination)")
            }
            if !presentation.isEmpty { routeLines.append("    present: \(presentation)") }
        }
        var actionLines: [String] = []
        var actionNames: Set<String> = []
        // Parameterless actions that never ask: what screen events may run.
        var unasked: [String] = []
        for _ in 0..<int(0...4) {
            let name = uniqueName(from: pool(Self.actionNames, Self.hostileActionNames), used: &actionNames)
            var body: [String] = []
            var params: [(String, String)] = []
            switch int(0...3) {
            case 0 where !operations.isEmpty:
                let operation = pick(operations)
                // Some arguments bound by `with:` to an expression (state of the type, or a literal), the rest by name
                // to the action's params.
                var with: [String] = []
                for param in operation.params {
                    if chance(0.3), let value = state.first(where: { $0.type == param.1 })?.name ?? Self.literal(of: param.1) {
                        with.append("\(param.0): \(value)")
                    } else {
                        params.append(param)
                    }
                }
                body.append("    call: \(operation.service).\(operation.name)")
                if !with.isEmpty { body.append("    with: { \(with.joined(separator: ", ")) }") }
                let byField = operation.returns.flatMap { structFields[$0] }.map { _ in chance(0.5) } ?? false
                let elementList = operation.returns.flatMap { returns in state.first { $0.type == "[\(returns)]" } }
                if !byField, let returns = operation.returns, let target = state.first(where: { $0.type == returns }), chance(0.8) {
                    // An array result is sometimes added after what the state holds.
                    body.append("    \(returns.hasPrefix("[") && !returns.contains(":") && chance(0.4) ? "append" : "assign"): \(target.name)")
                } else if !byField, let returns = operation.returns, let list = elementList, chance(0.7) {
                    // One element of a list: after its elements, before them, or (an identifiable one with fields that
                    // change) in place of the element with its id.
                    let replaceable = structs.contains { $0.name == returns && $0.hasID } && !(structFields[returns] ?? []).isEmpty
                    body.append("    \(replaceable && chance(0.4) ? "replace" : chance(0.5) ? "prepend" : "append"): \(list.name)")
                } else if byField, let returns = operation.returns, let fields = structFields[returns] {
                    // A struct result stored by field: each piece of state once, an array field sometimes appended.
                    var assigned: [String] = []
                    var appended: [String] = []
                    var stored: Set<String> = []
                    for field in fields {
                        guard let target = state.first(where: { $0.type == field.type && !stored.contains($0.name) }) else { continue }
                        stored.insert(target.name)
                        let isList = field.type.hasPrefix("[") && !field.type.contains(":")
                        if isList && chance(0.5) { appended.append("\(target.name): \(field.name)") } else { assigned.append("\(target.name): \(field.name)") }
                    }
                    if !assigned.isEmpty { body.append("    assign: { \(assigned.joined(separator: ", ")) }") }
                    if !appended.isEmpty { body.append("    append: { \(appended.joined(separator: ", ")) }") }
                }
                // A call that returns nothing (a delete) sometimes removes the element a parameter names from its list.
                let removable = params.lazy.compactMap { param in
                    structs.contains { $0.name == param.1 && $0.hasID } ? state.first { $0.type == "[\(param.1)]" }.map { (param.0, $0.name) } : nil
                }.first
                if operation.returns == nil, let (param, list) = removable, chance(0.5) { body.append("    remove: { \(list): \(param) }") }
                // Sometimes the result passed on: a route whose one parameter has the result's type takes it.
                if let returns = operation.returns, let route = routes.first(where: { $0.params.count == 1 && $0.params[0].1 == returns }),
                    !params.contains(where: { $0.0 == route.params[0].0 }), chance(0.4)
                {
                    body.append("    navigate: \(route.name)")
                }
                // Sometimes state shown at once and restored if the call fails (a favourite's flag).
                let named = Set(body.joined().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                if operation.throwing,
                    let target = state.first(where: { !named.contains($0.name) && Self.expression(setting: $0.name, of: $0.type) != nil }),
                    let value = Self.expression(setting: target.name, of: target.type), chance(0.3)
                {
                    body.insert("    set: { \(target.name): \(value) }", at: 0)
                    body.append("    optimistic: true")
                }
            case 1 where !state.isEmpty:
                let target = pick(state)
                if let value = Self.expression(setting: target.name, of: target.type, variant: int(0...3)), chance(0.5) {
                    body.append("    set: { \(target.name): \(value) }")
                } else {
                    params = [("new" + target.name.prefix(1).uppercased() + target.name.dropFirst(), target.type)]
                    body.append("    set: { \(target.name): \(params[0].0) }")
                }
            case 2 where !routes.isEmpty:
                let route = pick(routes)
                params = route.params
                body.append("    navigate: \(route.name)")
            default:
                break
            }
            if let next = unasked.randomElement(using: &random), chance(0.4) { body.append("    then: \(next)") }
            // Sometimes only while a condition holds, and sometimes asking first (with text that needs escaping).
            if chance(0.25), let field = state.randomElement(using: &random),
                let condition = Self.derivedExpression(reading: field.name, of: field.type, variant: int(0...3))
            {
                body.insert("    when: '\(condition)'", at: 0)
            } else if chance(0.15), let derived = derivedNames.randomElement(using: &random) {
                body.insert("    when: \(derived)", at: 0)
            }
            let asks = !body.isEmpty && chance(0.2)
            if asks { body.insert(#"    confirm: 'Sure? "\(x)" \ it''s final'"#, at: 0) }
            if params.isEmpty && !asks { unasked.append(name) }
            // Sometimes where a view offers a parameterless action: its toolbar's menu, or nowhere.
            if params.isEmpty, chance(0.2) { body.append("    placement: \(chance(0.5) ? "menu" : "none")") }
            actionLines.append("  \(name):" + (body.isEmpty && params.isEmpty ? " {}" : ""))
            if !params.isEmpty { actionLines.append("    params: { " + params.map { "\($0.0): \(quoted($0.1))" }.joined(separator: ", ") + " }") }
            actionLines += body
        }
        if !actionLines.isEmpty { lines += ["actions:"] + actionLines }
        // What the screen runs by itself: parameterless actions that do not ask, any of them for any event.
        if !unasked.isEmpty, chance(0.3) {
            let events = ["appear", "refresh", "reachEnd"].filter { _ in chance(0.6) }.map { "\($0): \(pick(unasked))" }
            if !events.isEmpty { lines.append("events: { \(events.joined(separator: ", ")) }") }
        }
        // Inputs: state the user edits, with a kind that fits its type, sometimes running an action after each edit.
        var inputLines: [String] = []
        var hasSearchField = false
        for field in state where chance(0.4) {
            guard var kind = Self.inputKind(of: field.type, secret: secrets.contains(field.name), enums: enums.map(\.name)) else { continue }
            // Sometimes what a text field holds, one of the roles its kind takes.
            let roles =
                kind == "text"
                ? ["email", "username", "oneTimeCode", "url", "phone", "plain"] : kind == "secure" ? ["password", "newPassword", "plain"] : []
            let role = !roles.isEmpty && chance(0.3) ? ", role: \(pick(roles))" : ""
            // Sometimes the screen's one search field.
            if kind == "text", !hasSearchField, chance(0.3) { (kind, hasSearchField) = ("search", true) }
            // Sometimes a message the field shows while a condition of its state holds (a search field shows none), with
            // text that must be escaped wherever it lands.
            let invalid =
                kind != "search" && chance(0.25)
                ? Self.derivedExpression(reading: field.name, of: field.type, variant: int(0...3)).map {
                    #", invalid: [{ when: '\#($0)', message: 'Not "\#(field.name)" \ it''s wrong.' }]"#
                } ?? "" : ""
            if let action = unasked.randomElement(using: &random), chance(0.4) {
                // A typed input may call at once instead of after a pause (a pause needs an action that calls).
                let debounce = ["text", "search"].contains(kind) && chance(0.2) ? ", debounce: 0ms" : ""
                inputLines.append("  \(field.name): { kind: \(kind), onChange: \(action)\(role)\(debounce)\(invalid) }")
            } else if !role.isEmpty || !invalid.isEmpty {
                inputLines.append("  \(field.name): { kind: \(kind)\(role)\(invalid) }")
            } else {
                inputLines.append("  \(field.name): \(kind)")
            }
        }
        if !inputLines.isEmpty { lines += ["inputs:"] + inputLines }
        if !routeLines.isEmpty { lines += ["routes:"] + routeLines }
        if !dependencies.isEmpty { lines.append("dependencies: [\(dependencies.joined(separator: ", "))]") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A value of the expression language for state `name` of `type`, where one is easy to write: a literal, or an
    /// expression over the state itself (`variant` picks one of a few, each an operator that cannot trap there).
    static func expression(setting name: String, of type: String, variant: Int = 0) -> String? {
        if type.hasSuffix("?") { return "null" }
        if type.hasPrefix("[") || type.hasPrefix("Set<") { return type.contains(":") ? "{}" : "[]" }
        switch (type, variant) {
        case ("Bool", _): return "'!\(name)'"
        case ("Int", 1), ("Double", 1), ("Decimal", 1): return "'\(name) * 2'"
        case ("Int", 2), ("Double", 2), ("Decimal", 2): return "'\(name) / 4'"
        case ("Int", 3): return "'\(name) % 3 - 1'"
        case ("Double", 3): return "'(\(name) + 1) * 0.5'"
        case ("Int", _), ("Double", _), ("Decimal", _): return "'\(name) + 1'"
        case ("String", 1): return #"'"\(\#(name).count) \"chars\""'"#
        case ("String", _): return #"'"fuzz \" \\"'"#
        default: return nil
        }
    }

    /// A literal of the expression language for a value of `type`, where one is easy to write.
    static func literal(of type: String) -> String? {
        if type.hasSuffix("?") { return "null" }
        switch type {
        case "Bool": return "true"
        case "Int", "Double", "UInt8": return "'7'"
        case "String": return #"'"with \"quotes\""'"#
        default: return nil
        }
    }

    /// The input kind that edits state of `type` (a secret only with `secure`), if one does.
    static func inputKind(of type: String, secret: Bool, enums: [String]) -> String? {
        switch type {
        case "String": return secret ? "secure" : "text"
        case _ where secret: return nil
        case "Bool": return "toggle"
        case "Int", "Double": return "number"
        case "Date": return "date"
        case _ where enums.contains(type): return "picker"
        default: return nil
        }
    }

    /// A Bool expression reading state `name` of `type`, where one is easy to write (`variant` picks one of a few). It
    /// holds no quote and no backslash: it is written inside YAML's quotes of either kind.
    static func derivedExpression(reading name: String, of type: String, variant: Int = 0) -> String? {
        switch (type, variant) {
        case ("Int?", 1), ("Double?", 1), ("Decimal?", 1): return "\(name) ?? 0 > 1"
        case (_, _) where type.hasSuffix("?"): return "\(name) != null"
        case (_, _) where type.hasPrefix("[") || type.hasPrefix("Set<") || type == "String": return "!\(name).isEmpty"
        case ("Bool", _): return "!\(name)"
        case ("Int", 1), ("Double", 1), ("Decimal", 1): return "\(name) * 2 > 2"
        case ("Int", 2): return "\(name) % 2 == 0"
        case ("Int", 3): return "Double(\(name)) / 4 > 0.5"
        case ("Double", 2): return "(Int(exactly: \(name).rounded()) ?? 0) > 2"
        case ("Double", 3), ("Decimal", 2): return "\(name) / 4 < 1"
        case ("Decimal", 3): return "\(name) > Decimal(2) * 3"
        case ("Int", _), ("Double", _), ("Decimal", _): return "\(name) + 1 > 2"
        default: return nil
        }
    }

    /// A text expression reading state `name` of `type`, where one is easy to write: written inside YAML's single quotes.
    static func derivedText(reading name: String, of type: String) -> String? {
        switch type {
        case "String?": return #"\#(name) ?? "none""#
        case "Int", "Double", "Decimal", "Bool", "String", "UInt8": return #""\(\#(name)) \"fuzz\" \\ items""#
        default: return nil
        }
    }

    /// `text` with a few random edits: characters dropped, duplicated or replaced, lines swapped or indented.
    public mutating func mutate(_ text: String) -> String {
        var characters = Array(text)
        for _ in 0..<int(1...4) where !characters.isEmpty {
            let index = int(0...(characters.count - 1))
            switch int(0...5) {
            case 0: characters.remove(at: index)
            case 1: characters.insert(characters[index], at: index)
            case 2: characters[index] = pick([":", "{", "[", "'", "\"", " ", "\n", "-", "#", "=", "?", "<", "é", "\u{0}"])
            case 3: characters.insert(contentsOf: "  ", at: index)
            case 4: characters.insert(contentsOf: pick(["&a ", "*a", "!!str ", "{}", "[[", "= x", ": :"]), at: index)
            default:
                var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
                if lines.count > 2 {
                    let a = int(0...(lines.count - 1)), b = int(0...(lines.count - 1))
                    lines.swapAt(a, b)
                }
                characters = Array(lines.joined(separator: "\n"))
            }
        }
        return String(characters)
    }

    // MARK: Pieces

    private mutating func plainType(_ entities: [String]) -> String {
        let base = chance(0.3) && !entities.isEmpty ? pick(entities) : pick(Self.standardTypes)
        switch int(0...5) {
        case 0: return base + "?"
        case 1: return "[\(base)]"
        case 2: return "[String: \(base)]"
        default: return base
        }
    }

    /// A type, and how a field of it is written: `Type` or `Type = literal`, quoted for YAML where needed.
    private mutating func typeWithDefault(enums: [(name: String, cases: [String])], structs: [String]) -> (type: String, yaml: String) {
        if let item = enums.randomElement(using: &random), chance(0.3) {
            return chance(0.7) ? (item.name, "\(item.name) = .\(pick(item.cases))") : (item.name + "?", "\(item.name)?")
        }
        let type = plainType(structs)
        guard chance(0.5) else { return (type, quoted(type)) }
        let literal: String? =
            switch type {
            case "Int", "UInt8": pick(["0", "7", "1_000"])
            case "Double", "Decimal", "TimeInterval": pick(["0", "1.5", "-2"])
            case "Bool": pick(["true", "false"])
            case "String": pick(["\"\"", "\"text\"", "\"a \\\"b\\\"\""])
            case _ where type.hasSuffix("?"): "nil"
            case _ where type.hasPrefix("[String:"): "[:]"
            case _ where type.hasPrefix("["): "[]"
            default: nil
            }
        guard let literal else { return (type, quoted(type)) }
        return (type, "'\(type) = \(literal.replacingOccurrences(of: "'", with: "''"))'")
    }

    private func quoted(_ type: String) -> String {
        type.contains(where: { "[]{}:?,".contains($0) }) ? "\"\(type)\"" : type
    }

    /// The ordinary names, and now and then the hostile ones too: most specs should be valid.
    private mutating func pool(_ ordinary: [String], _ hostile: [String]) -> [String] {
        chance(0.1) ? ordinary + hostile : ordinary
    }

    private mutating func uniqueName(from pool: [String], used: inout Set<String>) -> String {
        var name = pick(pool)
        var suffix = 2
        while used.contains(name) {
            name = pick(pool) + (used.count >= pool.count ? "\(suffix)" : "")
            suffix += 1
        }
        used.insert(name)
        return name
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
}

/// A small, fast, seedable generator: the same seed gives the same specs on every platform.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
