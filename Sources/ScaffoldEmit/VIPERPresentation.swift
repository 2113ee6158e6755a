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
        var taken = Set(module.entities.map(\.name))
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
        return qualified ? "\(module.name).\(name)" : name
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
            let target = toItem ? itemName(name, qualified: qualified) : (qualified ? "\(module.name).\(name)" : name)
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
            return field.defaultValue ?? SwiftValues.zero(of: field.type).flatMap { field.type.isOptional || SharedContexts.isCollection(field.type) ? $0 : nil }
        }
        // `.case` of an enum entity names the same case of its presentation type.
        if let value = field.defaultValue, case .named(let name, _, .entity) = field.type, let entity = module.entity(named: name),
           case .enumeration(let cases) = entity.kind, value.hasPrefix("."), cases.contains(where: { "." + $0.raw == value || "." + $0.swift == value }) {
            return value
        }
        if field.type.isOptional { return "nil" }
        if case .array = field.type { return "[]" }
        if case .dictionary = field.type { return "[:]" }
        return nil
    }

    // MARK: Template keys

    /// `items` (one presentation type per entity) and `mappings` (entity ⇄ presentation type).
    func context() -> [String: Any] {
        var context: [String: Any] = [:]
        context["contentType"] = contentType
        context["viewStateType"] = viewStateType
        context["hasEntities"] = !module.entities.isEmpty
        context["items"] = module.entities.map { entity -> [String: Any] in
            var item: [String: Any] = ["name": itemName(entity.name), "entity": entity.name]
            switch entity.kind {
            case .enumeration(let cases):
                item["isEnum"] = true
                item["cases"] = cases.map(\.swift).joined(separator: ", ")
            case .structure(let fields):
                item["isStruct"] = true
                item["conformances"] = ((entity.isIdentifiable ? ["Identifiable"] : []) + ["Hashable", "Sendable"]).joined(separator: ", ")
                item["fields"] = fields.enumerated().map { index, field -> [String: Any] in
                    [
                        "name": field.name.swift,
                        "type": itemType(field.type),
                        "initParameter": "\(field.name.swift): \(itemType(field.type))" + (itemDefault(field).map { " = \($0)" } ?? ""),
                        "comma": index < fields.count - 1 ? "," : "",
                    ]
                }
            }
            return item
        }
        context["mappings"] = module.entities.map { entity -> [String: Any] in
            var mapping: [String: Any] = ["itemName": itemName(entity.name), "entityName": entity.name]
            switch entity.kind {
            case .enumeration(let cases):
                mapping["toItem"] = ["switch entity {"] + cases.map { "case .\($0.swift): self = .\($0.swift)" } + ["}"]
                mapping["toEntity"] = ["switch item {"] + cases.map { "case .\($0.swift): self = .\($0.swift)" } + ["}"]
            case .structure(let fields):
                func initializer(_ source: String, toItem: Bool) -> [String] {
                    if fields.isEmpty { return ["self.init()"] }
                    return ["self.init("] + fields.enumerated().map { index, field in
                        "    \(field.name.label): \(convert("\(source).\(field.name.swift)", field.type, toItem: toItem))"
                            + (index < fields.count - 1 ? "," : "")
                    } + [")"]
                }
                mapping["toItem"] = initializer("entity", toItem: true)
                mapping["toEntity"] = initializer("item", toItem: false)
            }
            return mapping
        }
        let entityFieldTypes = module.entities.flatMap { entity -> [TypeRef] in
            if case .structure(let fields) = entity.kind { return fields.map(\.type) }
            return []
        }
        context["mappingImports"] = Self.importBlock(entityFieldTypes)
        context["viewStateImports"] = Self.importBlock(entityFieldTypes + module.state.map(\.type))
        context["details"] = module.state.filter { !Self.isList($0.type, module: module) }.map { field in
            ["title": Display.title(field.name.raw), "value": Self.formatted("content.\(field.name.swift)", field.type)]
        }
        context["contentFields"] = module.state.map { ["name": $0.name.swift, "type": itemType($0.type)] }
        context["contentInitParameters"] = module.state.map { "\($0.name.swift): \(itemType($0.type))" }.joined(separator: ", ")
        return context
    }

    /// Arrays of identifiable entities: the views show them as rows the user can act on.
    static func isList(_ type: TypeRef, module: ModuleIR) -> Bool {
        if case .array(.named(let name, _, .entity)) = type, let entity = module.entity(named: name) { return entity.isIdentifiable }
        return false
    }

    /// `value` as text for display: strings as they are, a missing value as a dash.
    static func formatted(_ value: String, _ type: TypeRef) -> String {
        switch type {
        case .named("String", _, .standard): value
        case .optional(.named("String", _, .standard)): "\(value) ?? \"–\""
        case .optional: "\(value).map { String(describing: $0) } ?? \"–\""
        default: "String(describing: \(value))"
        }
    }

    /// The modules a file needs for `types`: Foundation and the modules of imported types.
    static func imports(_ types: [TypeRef]) -> [String] {
        (SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types)
    }

    /// The `import` lines a file needs for `types` as one block, or nothing: `{{#key}}\n\n{{.}}\n{{/key}}`
    /// in a template puts a blank line before them only when there are some.
    static func importBlock(_ types: [TypeRef]) -> [String] {
        let modules = imports(types)
        return modules.isEmpty ? [] : [modules.map { "import \($0)" }.joined(separator: "\n")]
    }
}
