import ScaffoldIR
import ScaffoldScreen

/// VIPER keeps entities inside the interactor ("the Interactor must not pass Entities to the Presenter"):
/// every entity gets a presentation type with the same shape (`Article` → `ArticleItem`), and the
/// interactor maps between the two. This type names them and writes the mapping expressions.
struct VIPERPresentation {
    let module: ModuleIR
    /// Entity name → presentation type name.
    let itemNames: [String: String]

    init(module: ModuleIR) {
        self.module = module
        // Nor may an item shadow a framework type the views name (`Toolbar` → `ToolbarItem2`, not SwiftUI's `ToolbarItem`).
        var taken = Set(module.entities.map(\.name)).union(module.ui.frameworkTypes)
        for suffix in ["Content", "ViewState", "Presenter", "Interactor", "Router", "Builder", "View", "ViewController", "ViewStore"] {
            taken.insert(module.name + suffix)
        }
        var names: [String: String] = [:]
        for entity in module.entities {
            // `TaskItem` → `TaskItemViewItem` rather than `TaskItemItem`.
            let base = entity.name.hasSuffix("Item") ? entity.name + "View" : entity.name
            var candidate = base + "Item"
            var counter = 2
            while taken.contains(candidate) {
                candidate = base + "Item\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            names[entity.name] = candidate
        }
        itemNames = names
    }

    var contentType: String { "\(module.name)Content" }
    var viewStateType: String { "\(module.name)ViewState" }

    func itemName(_ entity: String, qualified: Bool = false) -> String {
        let name = itemNames[entity] ?? entity
        return qualified ? "\(module.swiftModule).\(name)" : name
    }

    /// Whether values of `type` must be mapped between entities and presentation types.
    /// Generic types other than `Set` are passed through unchanged.
    func mapsEntities(_ type: TypeRef) -> Bool {
        switch type {
        case .named(_, _, .entity): true
        case .named("Set", let arguments, .standard): arguments.count == 1 && mapsEntities(arguments[0])
        case .named: false
        case .optional(let wrapped), .array(let wrapped): mapsEntities(wrapped)
        case .dictionary(let key, let value): mapsEntities(key) || mapsEntities(value)
        }
    }

    /// The presentation type of `type`: entities replaced by their presentation types.
    func itemType(_ type: TypeRef, qualified: Bool = false) -> String {
        guard mapsEntities(type) else { return SwiftDecl.typeName(type, qualifiedIn: qualified ? module : nil) }
        switch type {
        case .named(let name, _, .entity): return itemName(name, qualified: qualified)
        case .named(_, let arguments, _): return "Set<\(itemType(arguments[0], qualified: qualified))>"
        case .optional(let wrapped): return itemType(wrapped, qualified: qualified) + "?"
        case .array(let element): return "[\(itemType(element, qualified: qualified))]"
        case .dictionary(let key, let value): return "[\(itemType(key, qualified: qualified)): \(itemType(value, qualified: qualified))]"
        }
    }

    /// An expression that maps `expression` (of `type`, or of its presentation type) to the other side.
    func convert(_ expression: String, _ type: TypeRef, toItem: Bool, qualified: Bool = false) -> String {
        guard mapsEntities(type) else { return expression }
        func inner(_ value: String, _ type: TypeRef) -> String { convert(value, type, toItem: toItem, qualified: qualified) }
        switch type {
        case .named(let name, _, .entity):
            let target = toItem ? itemName(name, qualified: qualified) : (qualified ? "\(module.swiftModule).\(name)" : name)
            return "\(target)(\(expression))"
        case .named(_, let arguments, _):
            return "Set(\(expression).map { \(inner("$0", arguments[0])) })"
        case .optional(let wrapped):
            return "\(expression).map { \(inner("$0", wrapped)) }"
        case .array(let element):
            return "\(expression).map { \(inner("$0", element)) }"
        case .dictionary(let key, let value):
            if !mapsEntities(key) { return "\(expression).mapValues { \(inner("$0", value)) }" }
            return "Dictionary(uniqueKeysWithValues: \(expression).map { (\(inner("$0.key", key)), \(inner("$0.value", value))) })"
        }
    }

    /// A literal of the spec (`set: { filter: null }`) as the presentation side spells it (qualified, for tests): `nil`,
    /// `[]` and `[:]` are the same there; an enum case becomes its presentation type (`CategoryItem(.tech)`).
    func itemLiteral(_ literal: Expression, _ type: TypeRef) -> String {
        let spelled = literal.swift { $0.name.swift }
        guard case .enumCase = literal else { return spelled }
        if case .optional(let wrapped) = type { return convert(spelled, wrapped, toItem: true, qualified: true) }
        return convert(spelled, type, toItem: true, qualified: true)
    }

    /// A deterministic sample of the presentation type of `type` (qualified, for tests): entity fixtures mapped.
    func sampleItem(of type: TypeRef, label: String) -> String? {
        guard mapsEntities(type) else { return SwiftValues.sample(of: type, label: label, module: module) }
        switch type {
        case .named(let name, _, .entity):
            return SwiftValues.sample(of: type, label: label, module: module).map { "\(itemName(name, qualified: true))(\($0))" }
        case .named(_, let arguments, _):
            return sampleItem(of: arguments[0], label: label).map { "[\($0)]" }
        case .optional(let wrapped):
            return sampleItem(of: wrapped, label: label)
        case .array(let element):
            return sampleItem(of: element, label: label).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let key = sampleItem(of: key, label: label), let value = sampleItem(of: value, label: label) else { return nil }
            return "[\(key): \(value)]"
        }
    }

    /// The default of a presentation type's field: the entity's own where it means the same on both sides.
    func itemDefault(_ field: Field) -> String? {
        if !mapsEntities(field.type) {
            return field.defaultValue
                ?? SwiftValues.zero(of: field.type).flatMap { field.type.isOptional || SharedContexts.isCollection(field.type) ? $0 : nil }
        }
        // `.case` of an enum entity names the same case of its presentation type.
        if let value = field.defaultValue, case .named(let name, _, .entity) = field.type, let entity = module.entity(named: name),
            case .enumeration(let cases) = entity.kind, value.hasPrefix("."), cases.contains(where: { "." + $0.raw == value || "." + $0.swift == value })
        {
            return value
        }
        if field.type.isOptional { return "nil" }
        if case .array = field.type { return "[]" }
        if case .dictionary = field.type { return "[:]" }
        return nil
    }

}
