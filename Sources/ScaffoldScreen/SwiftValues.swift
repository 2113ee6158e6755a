import ScaffoldIR

/// Swift expressions for values of spec types: the empty value a fresh screen starts with,
/// and fixed sample values for tests. Architecture-neutral; every emitter shares them.
public enum SwiftValues {
    /// A natural empty value (`[]`, `0`, `""`, `nil`), if the type has one.
    public static func zero(of type: TypeRef) -> String? {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let name, _, .standard):
            switch name {
            case "Set": return "[]"
            case "Bool": return "false"
            case "String": return "\"\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "Double", "Float", "TimeInterval", "Decimal":
                return "0"
            case "Data": return "Data()"
            default: return nil
            }
        default: return nil
        }
    }

    /// A deterministic, non-empty sample value for tests, or nil where none can be made up
    /// (types from `imports:`). `label` flavours strings and URLs so samples are recognisable.
    /// Entity types are qualified with the module name: a test file imports Foundation too,
    /// whose names (e.g. `Category` on Apple platforms) would otherwise be ambiguous.
    public static func sample(of type: TypeRef, label: String, module: ModuleIR) -> String? {
        sample(of: type, label: label, module: module, entities: .fixture)
    }

    /// A second sample, different from `sample(of:label:module:)`, for tests that need two values (page 1 and page 2):
    /// nil where none can be made up (a one-case enum, a type from `imports:`). A struct entity differs in every field
    /// that can (`Module.Page.fixture(items: […], next: "next 2")`), an entity inside itself excepted.
    public static func otherSample(of type: TypeRef, label: String, module: ModuleIR) -> String? {
        otherSample(of: type, label: label, module: module, inside: [])
    }

    /// `inside`: the entities whose other sample is being made, so that an entity reached from itself is left out.
    private static func otherSample(of type: TypeRef, label: String, module: ModuleIR, inside: Set<String>) -> String? {
        switch type {
        case .optional(let wrapped):
            return otherSample(of: wrapped, label: label, module: module, inside: inside)
        case .array(let element):
            return otherSample(of: element, label: label, module: module, inside: inside).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let key = otherSample(of: key, label: label, module: module, inside: inside), let value = sample(of: value, label: label, module: module)
            else { return nil }
            return "[\(key): \(value)]"
        case .named(let name, let arguments, .standard):
            switch name {
            case "Set": return arguments.first.flatMap { otherSample(of: $0, label: label, module: module, inside: inside) }.map { "[\($0)]" }
            case "Bool": return "false"
            case "String": return "\"\(label) 2\""
            case "Character": return "\"b\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "8"
            case "Double", "Float", "TimeInterval": return "2.5"
            case "Decimal": return "Decimal(8)"
            case "UUID": return "UUID(uuidString: \"00000000-0000-0000-0000-000000000008\")!"
            case "Date": return "Date(timeIntervalSince1970: 2_000_000)"
            case "URL": return "URL(string: \"https://example.com/\(label)/2\")!"
            case "Data": return "Data([4, 5, 6])"
            case "Locale": return "Locale(identifier: \"fr_FR\")"
            case "TimeZone": return "TimeZone(identifier: \"Europe/Paris\")!"
            case "DateComponents": return "DateComponents(year: 2025, month: 3, day: 4)"
            default: return nil
            }
        case .named(let name, _, .entity):
            guard let entity = module.entity(named: name), hasFixture(entity, module: module), !inside.contains(name) else { return nil }
            switch entity.kind {
            case .enumeration(let cases):
                // `fixture()` is the last case.
                guard cases.count > 1 else { return nil }
                return "\(module.swiftModule).\(name).\(cases[0].swift)"
            case .structure(let fields):
                // Every field that has another value differs, so that a test tells the two apart by any of them (a
                // stale page by its cursor as well as by its items).
                let others = fields.compactMap { field in
                    otherSample(of: field.type, label: field.name.raw, module: module, inside: inside.union([name])).map { "\(field.name.label): \($0)" }
                }
                return others.isEmpty ? nil : "\(module.swiftModule).\(name).fixture(\(others.joined(separator: ", ")))"
            }
        case .named(_, _, .imported):
            return nil
        }
    }

    /// A third sample of a standard type, different from `sample` and `otherSample` (`9`, `"id 3"`, a third UUID):
    /// the id of a third element of a list. Nil for other types.
    public static func thirdSample(of type: TypeRef, label: String, module: ModuleIR) -> String? {
        guard case .named(_, _, .standard) = type else { return nil }
        return sample(of: type, label: label, module: module, entities: .fixture, variant: 2)
    }

    /// The same sample spelled for the module's own sources, where the test target's `fixture()` does not exist:
    /// an enum entity is its last case and a struct entity its initializer with the values its `fixture()` defaults
    /// to, so that a preview shows what a test sees (`Article(id: UUID(…)!, title: "title")`). Unqualified: the
    /// module's own types shadow imported ones. An entity inside itself (through an array or dictionary) is left to
    /// the field's empty value, so samples stay finite.
    public static func sourceSample(of type: TypeRef, label: String, module: ModuleIR) -> String? {
        sample(of: type, label: label, module: module, entities: .initializer(expanding: []))
    }

    /// How many elements a preview lists.
    static let previewCount = 3

    /// How a sample names a value of an entity type.
    private enum EntitySpelling {
        /// `Module.Entity.fixture()`, declared by the test target's fixtures.
        case fixture
        /// `Entity.case` or `Entity(field: sample, …)`; `expanding` holds the entities whose initializer is being
        /// written, so an entity that contains itself is not written again inside itself.
        case initializer(expanding: Set<String>)
    }

    /// `variant`: which of several distinct samples of the same type (0: the tests' one), for the source spelling, where a
    /// preview lists several elements.
    private static func sample(of type: TypeRef, label: String, module: ModuleIR, entities: EntitySpelling, variant: Int = 0) -> String? {
        func sample(of type: TypeRef) -> String? { Self.sample(of: type, label: label, module: module, entities: entities, variant: variant) }
        switch type {
        case .optional(let wrapped):
            return sample(of: wrapped)
        case .array(let element):
            // A preview lists three distinct elements of an identifiable entity (ids differ), as rows would show them.
            if case .initializer = entities, case .named(let name, _, .entity) = element, module.entity(named: name)?.isIdentifiable == true {
                let elements = (0..<Self.previewCount).compactMap {
                    Self.sample(of: element, label: label, module: module, entities: entities, variant: $0)
                }
                return elements.count == Self.previewCount ? "[" + elements.joined(separator: ", ") + "]" : nil
            }
            return sample(of: element).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let key = sample(of: key), let value = sample(of: value) else { return nil }
            return "[\(key): \(value)]"
        case .named(let name, let arguments, .standard):
            switch name {
            case "Set": return arguments.first.flatMap { sample(of: $0) }.map { "[\($0)]" }
            case "Bool": return "true"
            case "String": return variant == 0 ? "\"\(label)\"" : "\"\(label) \(variant + 1)\""
            case "Character": return "\"a\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "\(7 + variant)"
            case "Double", "Float", "TimeInterval": return "1.5"
            case "Decimal": return "Decimal(7)"
            case "UUID": return "UUID(uuidString: \"00000000-0000-0000-0000-00000000000\(String(7 + variant, radix: 16))\")!"
            case "Date": return variant == 0 ? "Date(timeIntervalSince1970: 1_000_000)" : "Date(timeIntervalSince1970: \(1_000_000 - 3_600 * variant))"
            case "URL": return "URL(string: \"https://example.com/\(label)\(variant == 0 ? "" : "-\(variant + 1)")\")!"
            case "Data": return "Data([1, 2, 3])"
            case "Locale": return "Locale(identifier: \"en_US\")"
            case "TimeZone": return "TimeZone(identifier: \"UTC\")!"
            case "DateComponents": return "DateComponents(year: 2024, month: 1, day: 2)"
            default: return nil
            }
        case .named(let name, _, .entity):
            guard let entity = module.entity(named: name), hasFixture(entity, module: module) else { return nil }
            switch entities {
            case .fixture:
                return "\(module.swiftModule).\(name).fixture()"
            case .initializer(let expanding):
                return initializerSample(of: entity, module: module, expanding: expanding, variant: variant)
            }
        case .named(let name, _, .imported(let imported)):
            return module.imports.first { $0.module == imported }?.fixtures[name]
        }
    }

    /// `Entity.lastCase`, or `Entity(field: value, …)` with each field's default, sample or empty value, as
    /// `fixture()` declares them; nil for an entity already being written (the field then takes its empty value).
    private static func initializerSample(of entity: Entity, module: ModuleIR, expanding: Set<String>, variant: Int) -> String? {
        guard !expanding.contains(entity.name) else { return nil }
        switch entity.kind {
        case .enumeration(let cases):
            return cases.last.map { "\(entity.name).\($0.swift)" }
        case .structure(let fields):
            let inner = EntitySpelling.initializer(expanding: expanding.union([entity.name]))
            var arguments: [String] = []
            for field in fields {
                guard
                    let value = field.defaultValue ?? sample(of: field.type, label: field.name.raw, module: module, entities: inner, variant: variant)
                        ?? zero(of: field.type)
                else { return nil }
                arguments.append("\(field.name.label): \(value)")
            }
            return "\(entity.name)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// Whether `Fixtures.swift` can declare `fixture()` for the entity: fields without a default or an
    /// empty value need a sample. (Lowering rejects structs that contain themselves, so this terminates.)
    public static func hasFixture(_ entity: Entity, module: ModuleIR) -> Bool {
        switch entity.kind {
        case .enumeration: return true
        case .structure(let fields):
            return fields.allSatisfy { field in
                field.defaultValue != nil || zero(of: field.type) != nil || sample(of: field.type, label: field.name.raw, module: module) != nil
            }
        }
    }
}
