import ScaffoldDiagnostics
import ScaffoldSpec

/// Spec → ModuleIR: checks names, resolves types and type-checks every binding.
/// Reports every problem of the spec in one `DiagnosticError`.
public enum Lowering {
    /// State names the generated view models and presenters declare themselves.
    public static let reservedStateNames: Set<String> = [
        "isLoading", "errorMessage", "route", "activeCalls", "firstLoadDone", "requestsInFlight", "fetched", "failure", "runningAction", "hasLoaded",
        "clock",
    ]

    /// - Parameters:
    ///   - architectures: the names emitters exist for; `architecture:` must be one of them.
    ///   - architectureOverride: `--architecture` from the command line, which wins over the spec.
    public static func lower(
        _ spec: Spec, architectures: [String], architectureOverride: String? = nil, project: ProjectFacts = ProjectFacts()
    ) throws(DiagnosticError) -> ModuleIR {
        try lowerWithWarnings(spec, architectures: architectures, architectureOverride: architectureOverride, project: project).module
    }

    /// The module and the warnings about it (imported types tests have no sample of).
    public static func lowerWithWarnings(
        _ spec: Spec, architectures: [String], architectureOverride: String? = nil, project: ProjectFacts = ProjectFacts()
    ) throws(DiagnosticError) -> (module: ModuleIR, warnings: [Diagnostic]) {
        var lowering = LoweringPass(spec: spec, project: project)
        let ir = lowering.run(architectures: architectures, architectureOverride: architectureOverride)
        try lowering.diagnostics.throwIfAny()
        return (ir, lowering.warnings.sorted { ($0.location, $0.message) < ($1.location, $1.message) })
    }
}

/// What the project (scaffold.yml) says about a module that lowering must know: the Swift module its code
/// compiles into, which modules a spec may import, and sample values of imported types.
public struct ProjectFacts: Sendable {
    /// The Swift module generated code compiles into; nil: the spec's module name.
    public var swiftModule: String?
    /// Modules a spec may import besides the SDK's (`dependencies:` of scaffold.yml); nil: any module.
    public var importableModules: Set<String>?
    /// Module → type → a Swift expression making a sample value (`fixtures:`), located in scaffold.yml.
    public var fixtures: [String: [String: Located<String>]]
    /// scaffold.yml as shown in messages.
    public var configName: String

    public init(
        swiftModule: String? = nil, importableModules: Set<String>? = nil, fixtures: [String: [String: Located<String>]] = [:],
        configName: String = "scaffold.yml"
    ) {
        self.swiftModule = swiftModule
        self.importableModules = importableModules
        self.fixtures = fixtures
        self.configName = configName
    }

    /// Apple SDK modules: specs import them without naming them in `dependencies:`.
    public static let sdkModules: Set<String> = [
        "AVFoundation", "AVKit", "Accelerate", "AuthenticationServices", "Charts", "CloudKit", "Combine", "Contacts", "CoreData",
        "CoreGraphics", "CoreImage", "CoreLocation", "CoreML", "CoreMotion", "CoreText", "CryptoKit", "Dispatch", "EventKit",
        "Foundation", "HealthKit", "LocalAuthentication", "MapKit", "Network", "Observation", "OSLog", "PassKit", "Photos",
        "PhotosUI", "QuartzCore", "StoreKit", "SwiftData", "SwiftUI", "UIKit", "UniformTypeIdentifiers", "UserNotifications",
        "Vision", "WebKit",
    ]
}

struct LoweringPass {
    let spec: Spec
    let project: ProjectFacts
    var diagnostics = DiagnosticCollector()
    var warnings: [Diagnostic] = []
    var resolver = TypeResolver(entities: [], imported: [:])

    /// Default values are literals of their type; enum defaults name one of the spec's cases.
    let defaults: DefaultValueCheck

    init(spec: Spec, project: ProjectFacts) {
        self.spec = spec
        self.project = project
        defaults = DefaultValueCheck(
            enumCases: Dictionary(
                spec.entities.compactMap { entity -> (String, [String])? in
                    guard case .cases(let cases) = entity.kind else { return nil }
                    return (entity.name.value, cases.map(\.value))
                }, uniquingKeysWith: { first, _ in first }))
    }

    mutating func run(architectures: [String], architectureOverride: String?) -> ModuleIR {
        let name = moduleName()
        let architecture = architecture(known: architectures, override: architectureOverride)
        let ui = uiKind()
        let imports = lowerImports()
        checkTypeNames(module: name)
        resolver = TypeResolver(
            entities: Set(spec.entities.map(\.name.value)),
            imported: Dictionary(imports.flatMap { i in i.types.map { ($0, i.module) } }, uniquingKeysWith: { a, _ in a }))
        let entities = spec.entities.map { lowerEntity($0) }
        checkRecursiveEntities(entities)
        let services = spec.services.map { lowerService($0) }
        let state = lowerState()
        let dependencies = lowerDependencies(module: name)
        let routes = lowerRoutes(dependencies: dependencies, module: name)
        var module = ModuleIR(
            name: name, swiftModule: project.swiftModule ?? name, architecture: architecture, ui: ui, title: screenTitle(),
            summary: spec.summary?.value, specPath: spec.file,
            imports: imports, entities: entities, services: services, state: state, actions: [],
            routes: routes, dependencies: dependencies.map(\.value))
        module.derived = lowerDerived(state: state, entities: entities, actionNames: Set(spec.actions.map(\.name.value)))
        module.actions = lowerActions(module: module)
        module.events = lowerEvents(actions: module.actions)
        module.inputs = lowerInputs(state: state, derived: module.derived, entities: entities, actions: module.actions)
        module.derived += Self.messages(of: module.inputs)
        checkOptimisticRunners(module)
        module.rows = lowerRows(entities: entities)
        NameCheck(spec: spec, module: name).run(ui: ui, diagnostics: &diagnostics)
        return module
    }

    // MARK: Module header

    /// `title:`, one line of text: it lands in string literals, escaped.
    mutating func screenTitle() -> String? {
        guard let title = spec.title else { return nil }
        let text = title.value.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text.contains(where: \.isNewline) {
            diagnostics.error(
                "'title' must be one line of text", at: title.location, hint: "write the screen's title, e.g. 'title: Today's News'")
            return nil
        }
        return text
    }

    /// Names a module cannot take: those of types every generated file may see (see `SwiftNames.libraryTypeNames`).
    static let libraryNames: Set<String> = SwiftNames.standardTypes.union(SwiftNames.standardGenericTypes.keys)
        .union(SwiftNames.reservedTypeNames).union(SwiftNames.libraryTypeNames).union(NameCheck.usedTypes)
        .union(NameCheck.swiftUITypes).union(NameCheck.uiKitTypes)

    mutating func moduleName() -> String {
        guard let module = spec.module else {
            diagnostics.error("missing 'module:'", at: spec.location, hint: "add 'module: NewsList' (an UpperCamelCase Swift identifier)")
            return "Module"
        }
        if !SwiftNames.isUpperCamelCase(module.value) || SwiftNames.keywords.contains(module.value) {
            diagnostics.error(
                "module name '\(module.value)' is not an UpperCamelCase Swift identifier", at: module.location,
                hint: "module names become type names and folder names: use letters and digits, e.g. 'NewsList'")
        } else if Self.libraryNames.contains(module.value) {
            diagnostics.error(
                "module name '\(module.value)' is the name of a type of Swift or its libraries", at: module.location,
                hint:
                    "generated code writes '\(module.value).X' for the module's types, which Swift would look up in its own '\(module.value)'; choose another name, e.g. '\(module.value)Feature'"
            )
        }
        return module.value
    }

    mutating func architecture(known: [String], override: String?) -> String {
        if let override {
            if !known.contains(override) {
                diagnostics.error(
                    "unknown architecture '\(override)' (from --architecture)", at: spec.location,
                    hint: Suggestions.hint(for: override, in: known, listing: "architectures"))
            }
            return override
        }
        guard let architecture = spec.architecture else { return "mvvm" }
        if !known.contains(architecture.value) {
            diagnostics.error(
                "unknown architecture '\(architecture.value)'", at: architecture.location,
                hint: Suggestions.hint(for: architecture.value, in: known, listing: "architectures"))
        }
        return architecture.value
    }

    mutating func uiKind() -> UIKind {
        guard let ui = spec.ui else { return .swiftui }
        guard let kind = UIKind(rawValue: ui.value) else {
            diagnostics.error(
                "unknown ui '\(ui.value)'", at: ui.location,
                hint: Suggestions.hint(for: ui.value, in: UIKind.allCases.map(\.rawValue), listing: "values"))
            return .swiftui
        }
        return kind
    }

    mutating func lowerImports() -> [Import] {
        var seenModules: Set<String> = []
        return spec.imports.map { item in
            if !SwiftNames.isIdentifier(item.module.value) {
                diagnostics.error(
                    "'\(item.module.value)' is not a module name", at: item.module.location,
                    hint: "write the module's Swift identifier, e.g. 'CoreLocation'")
            }
            if !seenModules.insert(item.module.value).inserted {
                diagnostics.error("module '\(item.module.value)' is imported twice", at: item.module.location)
            }
            if let importable = project.importableModules, !importable.contains(item.module.value),
                !ProjectFacts.sdkModules.contains(item.module.value)
            {
                diagnostics.error(
                    "module '\(item.module.value)' is not in \(project.configName)'s 'dependencies:', so the generated package cannot depend on it",
                    at: item.module.location,
                    hint:
                        "add it to \(project.configName): 'dependencies: { \(item.module.value): { path: Packages/\(item.module.value) } }' for a local package, or '{ url: https://…, from: \"1.0.0\" }'"
                )
            }
            var fixtures: [String: String] = [:]
            for type in item.types {
                if !SwiftNames.isUpperCamelCase(type.value) {
                    diagnostics.error("'\(type.value)' is not a type name", at: type.location)
                    continue
                }
                guard let fixture = project.fixtures[item.module.value]?[type.value] else {
                    warnings.append(
                        Diagnostic(
                            "no sample value of '\(type.value)' (from \(item.module.value)): tests that need one are left out", at: type.location,
                            hint:
                                "add 'dependencies: { \(item.module.value): { fixtures: { \(type.value): \"…\" } } }' to \(project.configName), a Swift expression making a \(type.value)",
                            severity: .warning))
                    continue
                }
                if let problem = SwiftTextLimits.problem(in: fixture.value, isType: false) {
                    diagnostics.error(
                        "fixture of '\(type.value)' \(problem)", at: fixture.location, hint: "write a short expression, e.g. a static factory call")
                } else if fixture.value.contains(where: \.isNewline) || !ExpressionCheck.isExpression(fixture.value) {
                    diagnostics.error(
                        "fixture of '\(type.value)' is not a Swift expression on one line: '\(SwiftTextLimits.excerpt(fixture.value))'",
                        at: fixture.location, hint: "write an expression such as '\(type.value).placeholder()' (quote it in YAML)")
                } else {
                    fixtures[type.value] = fixture.value
                }
            }
            return Import(module: item.module.value, types: item.types.map(\.value), fixtures: fixtures)
        }
    }

    /// Entity, service and imported type names share one namespace in the generated module.
    mutating func checkTypeNames(module: String) {
        var seen: [String: SourceLocation] = [:]
        let declared = spec.entities.map(\.name) + spec.services.map(\.name) + spec.imports.flatMap(\.types)
        for name in declared {
            if !SwiftNames.isUpperCamelCase(name.value) {
                diagnostics.error(
                    "'\(name.value)' is not an UpperCamelCase Swift type name", at: name.location,
                    hint: "type names start with an uppercase letter and contain only letters, digits and '_'")
            } else if SwiftNames.keywords.contains(name.value) || SwiftNames.reservedTypeNames.contains(name.value) {
                diagnostics.error("'\(name.value)' cannot be used as a type name", at: name.location, hint: "choose a more specific name")
            } else if SwiftNames.standardTypes.contains(name.value) || SwiftNames.standardGenericTypes[name.value] != nil {
                diagnostics.error("'\(name.value)' would shadow the standard type of that name", at: name.location, hint: "choose another name")
            } else if name.value == module {
                diagnostics.error(
                    "'\(name.value)' has the module's own name", at: name.location,
                    hint: "a type named like its module makes 'NewsList.X' ambiguous; choose another name")
            }
            if let first = seen[name.value] {
                diagnostics.error(
                    "'\(name.value)' is declared twice (first at \(first.line):\(first.column))", at: name.location,
                    hint: "entities, services and imported types share one namespace in the module; rename one of them")
            } else {
                seen[name.value] = name.location
            }
        }
    }

    // MARK: Fields and member names

    mutating func lowerFields(_ fields: [FieldSpec], of owner: String, allowDefaults: Bool = true) -> [Field] {
        var seen: Set<String> = []
        return fields.compactMap { field in
            checkMemberName(field.name, what: "name")
            if !seen.insert(field.name.value).inserted {
                diagnostics.error("'\(field.name.value)' appears twice in \(owner)", at: field.name.location)
            }
            let type = resolver.resolve(field.type, diagnostics: &diagnostics)
            if let value = field.defaultValue {
                if !allowDefaults {
                    diagnostics.error("parameters cannot have default values here", at: value.location, hint: "remove '= \(value.value)'")
                } else if let problem = SwiftTextLimits.problem(in: value.value, isType: false) {
                    diagnostics.error(
                        "default value '\(SwiftTextLimits.excerpt(value.value))' \(problem)", at: value.location,
                        hint: "write a short literal, e.g. 'false', '.tech' or '[]', and build larger values in code")
                } else if !ExpressionCheck.isExpression(value.value) {
                    diagnostics.error(
                        "default value '\(SwiftTextLimits.excerpt(value.value))' is not a Swift expression", at: value.location,
                        hint: "write a literal or expression, e.g. 'false', '.tech', '\"text\"' (quote the whole entry in YAML)")
                }
            }
            guard let type else { return nil }
            // The limits first: SwiftParser must never see what they refuse.
            if allowDefaults, let value = field.defaultValue, SwiftTextLimits.problem(in: value.value, isType: false) == nil,
                ExpressionCheck.isExpression(value.value), let problem = defaults.problem(value.value, type: type)
            {
                diagnostics.error(
                    "default value '\(SwiftTextLimits.excerpt(value.value))' \(problem)", at: value.location,
                    hint: exampleLiteral(of: type).map { "write a literal of '\(type.swift)', e.g. \($0), and compute other values in an action" }
                        ?? "'\(type.swift)' has no literal: leave the default out, and whoever opens the screen passes the value")
            }
            return Field(
                name: Name(field.name.value), type: type,
                defaultValue: allowDefaults ? field.defaultValue.map { DefaultValueCheck.spellingCases($0.value) } : nil)
        }
    }

    /// A literal of the type, for hints: `false`, `0`, `""`, `[]`, `.tech`; nil for a type without literals (`Date`).
    func exampleLiteral(of type: TypeRef) -> String? {
        switch type {
        case .optional: return "'nil'"
        case .array, .named("Set", _, .standard): return "'[]'"
        case .dictionary: return "'[:]'"
        case .named("Bool", _, _): return "'false'"
        case .named("String", _, _): return "'\"\"'"
        case .named(let name, _, .entity): return defaults.enumCases[name]?.first.map { "'.\($0)'" }
        case .named(let name, _, .standard)
        where name.hasPrefix("Int") || name.hasPrefix("UInt") || ["Double", "Float", "Decimal", "TimeInterval"].contains(name):
            return "'0'"
        default: return nil
        }
    }

    /// Members (fields, params, cases, actions, operations, routes) are lowerCamelCase-ish identifiers;
    /// keywords are allowed and escaped in output.
    mutating func checkMemberName(_ name: Located<String>, what: String) {
        guard SwiftNames.isIdentifier(name.value) else {
            diagnostics.error(
                "\(what) '\(name.value)' is not a valid Swift identifier", at: name.location,
                hint: "use letters, digits and '_', not starting with a digit, e.g. 'publishedAt'")
            return
        }
    }

    // MARK: State, routes, dependencies

    mutating func lowerState() -> [StateField] {
        lowerFields(spec.state, of: "state").compactMap { field in
            if Lowering.reservedStateNames.contains(field.name.raw),
                let location = spec.state.first(where: { $0.name.value == field.name.raw })?.name.location
            {
                diagnostics.error(
                    "state name '\(field.name.raw)' is reserved", at: location,
                    hint: "generated code declares \(Lowering.reservedStateNames.sorted().joined(separator: ", ")); choose another name")
            } else if field.name.raw.hasSuffix("InFlight"), let location = spec.state.first(where: { $0.name.value == field.name.raw })?.name.location {
                // The store counts the requests in flight on a list's line (`statusesInFlight`) or an action's
                // (`loadCallsInFlight`) in its state.
                diagnostics.error(
                    "state name '\(field.name.raw)' is reserved", at: location,
                    hint: "generated code counts requests in flight in state named '<list>InFlight' and '<action>CallsInFlight'; choose another name")
            } else if field.name.raw.hasPrefix("isLoadingMore"), let location = spec.state.first(where: { $0.name.value == field.name.raw })?.name.location {
                // Every owner flags a page of a list in flight (`isLoadingMoreStatuses`) beside the state.
                diagnostics.error(
                    "state name '\(field.name.raw)' is reserved", at: location,
                    hint: "generated code flags a page in flight as 'isLoadingMore<List>'; choose another name")
            }
            let spec = spec.state.first { $0.name.value == field.name.raw }
            let isGiven = spec?.isGiven ?? false
            if isGiven, let value = spec?.defaultValue {
                diagnostics.error(
                    "'\(field.name.raw)' is given: the screen is opened with it, so it has no default", at: value.location,
                    hint: "remove '= \(value.value)', or declare it under 'state:' if the screen starts with it")
            }
            // A given value is required, whatever its type: an empty list is not what the opener meant.
            let initial = isGiven ? nil : field.defaultValue ?? Self.emptyValue(of: field.type)
            let isSecret = spec?.secret?.value ?? StateField.soundsSecret(field.name.raw)
            if isSecret, let shown = spec?.shown, shown.value {
                diagnostics.error(
                    "state '\(field.name.raw)' is secret, so it is never shown", at: shown.location,
                    hint: "remove 'shown: true', or write 'secret: false' if the screen may show it")
            }
            let isShown = !isSecret && (spec?.shown?.value ?? !StateField.soundsInternal(field.name.raw))
            var state = StateField(name: field.name, type: field.type, initialValue: initial, isSecret: isSecret, isShown: isShown)
            state.isGiven = isGiven
            return state
        }
    }

    /// Arrays start empty, dictionaries empty, optionals nil.
    static func emptyValue(of type: TypeRef) -> String? {
        switch type {
        case .array: "[]"
        case .dictionary: "[:]"
        case .optional: "nil"
        case .named("Set", _, _): "[]"
        default: nil
        }
    }

    mutating func lowerDependencies(module: String) -> [Located<String>] {
        var seen: Set<String> = []
        return spec.dependencies.filter { dependency in
            if !SwiftNames.isUpperCamelCase(dependency.value) {
                diagnostics.error(
                    "dependency '\(dependency.value)' is not a module name", at: dependency.location,
                    hint: "a dependency is another module's name: an UpperCamelCase Swift identifier such as 'ArticleDetail'")
                return false
            }
            if dependency.value == module {
                diagnostics.error("module '\(module)' depends on itself", at: dependency.location, hint: "remove it from 'dependencies:'")
                return false
            }
            if !seen.insert(dependency.value).inserted {
                diagnostics.error("dependency '\(dependency.value)' is listed twice", at: dependency.location)
                return false
            }
            return true
        }
    }

    mutating func lowerRoutes(dependencies: [Located<String>], module: String) -> [Route] {
        var seen: Set<String> = []
        return spec.routes.map { route in
            checkMemberName(route.name, what: "route")
            if !seen.insert(route.name.value).inserted {
                diagnostics.error("route '\(route.name.value)' appears twice", at: route.name.location)
            }
            if let destination = route.destination, destination.value == module {
                // Listed under `dependencies:`, it is already reported there as depending on itself.
                if !spec.dependencies.contains(where: { $0.value == module }) {
                    diagnostics.error(
                        "route '\(route.name.value)' goes to '\(module)', the module itself", at: destination.location,
                        hint: "a route leads to another module, listed under 'dependencies:'; change 'to:' or remove the route")
                }
            } else if let destination = route.destination, !dependencies.contains(where: { $0.value == destination.value }) {
                diagnostics.error(
                    "route '\(route.name.value)' goes to '\(destination.value)', which is not a dependency", at: destination.location,
                    hint: "add it to 'dependencies: [\((dependencies.map(\.value) + [destination.value]).joined(separator: ", "))]'")
            }
            var presentation = Route.Presentation.push
            if let written = route.presentation {
                if let known = Route.Presentation(rawValue: written.value) {
                    presentation = known
                    if known == .back, let destination = route.destination {
                        diagnostics.error(
                            "route '\(route.name.value)' goes back to whoever opened the screen, not to '\(destination.value)'",
                            at: destination.location,
                            hint: "remove 'to: \(destination.value)': the opener receives the route's values through 'onRoute' and closes the screen")
                    }
                } else {
                    diagnostics.error(
                        "unknown presentation '\(written.value)' for route '\(route.name.value)'", at: written.location,
                        hint: "use one of " + Route.Presentation.allCases.map(\.rawValue).joined(separator: ", "))
                }
            }
            return Route(
                name: Name(route.name.value), params: lowerFields(route.params, of: "route '\(route.name.value)'", allowDefaults: false),
                destination: route.destination?.value, presentation: presentation)
        }
    }
}
