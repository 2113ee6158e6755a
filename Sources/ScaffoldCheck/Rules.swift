/// The layer rules (docs/ARCHITECTURE.md#layer-rules) as data: per architecture, per layer, an allow-list.
/// Anything not allowed between two different layers is a violation; a layer may always use itself.

/// What kind of type a declaration is; some rules allow only a layer's abstractions.
enum TypeKind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, `protocol`, actor, `typealias`

    /// Plain data: structs and enums (presentation types, route arguments).
    var isValue: Bool { self == .struct || self == .enum }
}

/// One entry of an allow-list: a layer, optionally only some kinds of its types, optionally only in other modules.
struct Allowance: Sendable, Hashable {
    enum Kinds: Sendable, Hashable {
        case all
        /// Protocols and value types: what a layer may see of another through its "interface" (a protocol, or
        /// the plain data it passes). Classes, actors and type aliases (which may hide either) are concrete.
        case abstractions
        /// Value types only.
        case values

        func contains(_ kind: TypeKind) -> Bool {
            switch self {
            case .all: true
            case .abstractions: kind == .protocol || kind.isValue
            case .values: kind.isValue
            }
        }
    }

    enum Modules: Sendable, Hashable { case any, same, others }

    var layer: String
    var kinds = Kinds.all
    var modules = Modules.any

    func permits(_ target: TypeKind, sameModule: Bool) -> Bool {
        guard kinds.contains(target) else { return false }
        switch modules {
        case .any: return true
        case .same: return sameModule
        case .others: return !sameModule
        }
    }

    /// "Model", "Presenter (protocols and value types)", "Builder (of other modules)".
    var description: String {
        var notes: [String] = []
        if kinds == .abstractions { notes.append("protocols and value types") }
        if kinds == .values { notes.append("value types") }
        if modules == .others { notes.append("of other modules") }
        if modules == .same { notes.append("of its own module") }
        return notes.isEmpty ? layer : "\(layer) (\(notes.joined(separator: ", ")))"
    }
}

/// The allow-list of one layer, and why it is what it is (printed with each violation).
struct LayerRule: Sendable, Hashable {
    var id: String
    var layer: String
    var allows: [Allowance]
    var why: String

    /// The one-line why/fix printed under a violation.
    var explanation: String {
        let allowed = allows.isEmpty ? "only its own layer" : allows.map(\.description).joined(separator: ", ")
        return "\(why); \(layer) may depend on: \(allowed)"
    }
}

struct Architecture: Sendable, Hashable {
    var name: String
    /// In the order of docs/ARCHITECTURE.md#layer-rules, for output.
    var layers: [String]
    var rules: [String: LayerRule]

    init(name: String, rules: [LayerRule]) {
        self.name = name
        self.layers = rules.map(\.layer)
        self.rules = Dictionary(rules.map { ($0.layer, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func ruleID(architecture: String, layer: String) -> String {
        "\(architecture)/\(layer.lowercased())"
    }

    /// The rule a reference from `from` to a type of layer `to` breaks, if any.
    func brokenRule(from: String, to: String, kind: TypeKind, sameModule: Bool) -> LayerRule? {
        if from == to { return nil }
        guard let rule = rules[from] else { return nil }
        let allowed = rule.allows.contains { $0.layer == to && $0.permits(kind, sameModule: sameModule) }
        return allowed ? nil : rule
    }

    static let presets: [String: Architecture] = Dictionary(uniqueKeysWithValues: [mvvm, viper, mvp, store].map { ($0.name, $0) })

    private static func rule(_ architecture: String, _ layer: String, _ allows: [Allowance], _ why: String) -> LayerRule {
        LayerRule(id: ruleID(architecture: architecture, layer: layer), layer: layer, allows: allows, why: why)
    }

    private static func all(_ layer: String) -> Allowance { Allowance(layer: layer) }
    private static func abstractions(_ layer: String) -> Allowance { Allowance(layer: layer, kinds: .abstractions) }

    static let mvvm = Architecture(
        name: "mvvm",
        rules: [
            rule(
                "mvvm", "View", [all("ViewModel"), all("Model")],
                "a View renders what its ViewModel exposes and sends it user input; it never calls services itself"),
            rule(
                "mvvm", "ViewModel", [all("Model"), all("Service")],
                "a ViewModel never knows its View (the View observes it), so it stays testable without UI"),
            rule(
                "mvvm", "Service", [all("Model")],
                "a Service fetches and stores Models; it never knows who presents them"),
            rule(
                "mvvm", "Model", [],
                "Models are plain data and depend on nothing above them"),
        ])

    static let viper = Architecture(
        name: "viper",
        rules: [
            rule(
                "viper", "View", [abstractions("Presenter")],
                "a View talks to its Presenter only through the Presenter's input protocol (ViewOutput) and shows presentation types"),
            rule(
                "viper", "Presenter", [abstractions("View"), abstractions("Interactor"), abstractions("Router")],
                "a Presenter sees View, Interactor and Router only through their protocols, and never Entities or Services"),
            rule(
                "viper", "Interactor", [all("Entity"), all("Service"), abstractions("Presenter")],
                "an Interactor owns Entities and Services and reports through its output protocol; it never knows View, Router or the concrete Presenter"),
            // Route arguments are presentation types, so the Router may take the Presenter's value types.
            rule(
                "viper", "Router", [Allowance(layer: "Builder", modules: .others), Allowance(layer: "Presenter", kinds: .values)],
                "a Router only builds other modules, through their Builders, passing presentation types"),
            rule(
                "viper", "Builder",
                ["Entity", "Service", "Interactor", "Presenter", "View", "Router"].map {
                    Allowance(layer: $0, modules: .same)
                }, "the Builder is its module's composition root and wires only its own module"),
            rule(
                "viper", "Entity", [],
                "Entities are plain data and depend on nothing above them"),
            rule(
                "viper", "Service", [all("Entity")],
                "a Service provides Entities to the Interactor and knows nothing above it"),
        ])

    static let mvp = Architecture(
        name: "mvp",
        rules: [
            rule(
                "mvp", "View", [abstractions("Presenter")],
                "a View forwards events through the PresenterInterface and shows presentation types"),
            rule(
                "mvp", "Presenter", [abstractions("View"), abstractions("Model")],
                "a Presenter sees the View and the Model only through ViewInterface and ModelInterface"),
            rule(
                "mvp", "Model", [],
                "the Model handles data and business logic and knows nothing of Presenter or View"),
        ])

    /// Unidirectional state: the Store sends actions through the pure Reducer, which returns effects as values;
    /// the EffectHandler runs them with services and answers with actions.
    static let store = Architecture(
        name: "store",
        rules: [
            rule(
                "store", "View", [all("Store"), all("State"), all("Model")],
                "a View renders the Store's state and sends it actions; it never runs effects, reduces or calls services itself"),
            rule(
                "store", "Store", [all("State"), all("Reducer"), all("EffectHandler"), all("Model")],
                "the Store runs the reducer and hands its effects to the effect handler; it never knows its views"),
            rule(
                "store", "Reducer", [all("State"), all("Model")],
                "the reducer is a pure function of state and action: effects are values it returns, so it never reaches a service, the effect handler, the store or a view"
            ),
            rule(
                "store", "EffectHandler", [all("Service"), all("State"), all("Model")],
                "the effect handler runs effects with services and reports each result as an action; it never changes state or knows the store or views"
            ),
            rule(
                "store", "State", [all("Model")],
                "State, Action and Effect are plain values of the model; they depend on nothing that does work"),
            rule(
                "store", "Service", [all("Model")],
                "a Service fetches and stores Models; it never knows who presents them"),
            rule(
                "store", "Model", [],
                "Models are plain data and depend on nothing above them"),
        ])
}

/// `frameworks:` of scaffold.yml: modules the files of a layer must not import, reported at the import.
struct ImportBan: Sendable, Hashable {
    var id: String
    var layer: String
    var modules: Set<String>

    /// What a banned module is, as the layer of a violation's target.
    static let targetLayer = "framework"
    /// Of the rule id: `mvvm/model-import`.
    static let suffix = "-import"

    init(architecture: String, layer: String, modules: Set<String>) {
        self.id = Architecture.ruleID(architecture: architecture, layer: layer) + Self.suffix
        self.layer = layer
        self.modules = modules
    }

    var explanation: String {
        "the project's scaffold.yml keeps \(layer) free of \(modules.sorted().joined(separator: ", ")) ('frameworks:'); move the code that needs them to a layer that may import them"
    }
}

/// Module-level rules: reported like layer rules, with `module` as both layers.
enum ModuleRules {
    static let dependency = "module/dependency"
    static let cycle = "module/cycle"

    static let explanations = [
        dependency:
            "a module may use only the modules it depends on: its target's dependencies in Package.swift, its spec's 'dependencies' "
            + "and 'imports', or 'modules:' of scaffold.yml; add it there or remove the use",
        cycle: "modules must not depend on each other in a cycle; move the shared types into a module both depend on",
    ]
}
