import ScaffoldSpec

// `entities:` and `services:`: structs and enums, the check that no struct contains itself, services and their operations.

extension LoweringPass {
    mutating func lowerEntity(_ entity: EntitySpec) -> Entity {
        switch entity.kind {
        case .fields(let fields):
            if fields.isEmpty {
                diagnostics.error(
                    "entity '\(entity.name.value)' has no fields", at: entity.name.location,
                    hint: "list fields as 'name: Type', or make it an enum with 'cases: [a, b]'")
            }
            let lowered = lowerFields(fields, of: "entity '\(entity.name.value)'")
            // Entities are Codable; `Character` is not.
            for field in fields
            where lowered.first(where: { $0.name.raw == field.name.value })?.type.namedTypes.contains(where: { $0.name == "Character" }) == true {
                diagnostics.error(
                    "'\(field.name.value)' of entity '\(entity.name.value)' is a Character, which is not Codable", at: field.type.location,
                    hint: "entities are Codable: use 'String' for a single character")
            }
            return Entity(name: entity.name.value, kind: .structure(fields: lowered))
        case .cases(let cases):
            if cases.isEmpty {
                diagnostics.error("enum '\(entity.name.value)' has no cases", at: entity.name.location, hint: "write 'cases: [a, b]'")
            }
            var seen: Set<String> = []
            let names = cases.map { item -> Name in
                checkMemberName(item, what: "case")
                if !seen.insert(item.value).inserted {
                    diagnostics.error("case '\(item.value)' appears twice in '\(entity.name.value)'", at: item.location)
                }
                return Name(item.value)
            }
            return Entity(name: entity.name.value, kind: .enumeration(cases: names))
        }
    }

    /// A struct that contains itself without an array or dictionary in between has infinite size.
    mutating func checkRecursiveEntities(_ entities: [Entity]) {
        var direct: [String: [String]] = [:]
        for entity in entities {
            guard case .structure(let fields) = entity.kind else { continue }
            direct[entity.name] = fields.flatMap { Self.directlyStoredEntities(in: $0.type) }
        }
        for entity in spec.entities {
            var stack = direct[entity.name.value] ?? []
            var seen: Set<String> = []
            while let next = stack.popLast() {
                if next == entity.name.value {
                    diagnostics.error(
                        "entity '\(entity.name.value)' contains itself", at: entity.name.location,
                        hint: "a struct cannot store itself, even optionally; store an array ('[\(entity.name.value)]') or an id instead")
                    break
                }
                if seen.insert(next).inserted { stack.append(contentsOf: direct[next] ?? []) }
            }
        }
    }

    static func directlyStoredEntities(in type: TypeRef) -> [String] {
        switch type {
        case .named(let name, _, .entity): [name]
        case .optional(let wrapped): directlyStoredEntities(in: wrapped)
        default: []
        }
    }

    mutating func lowerService(_ service: ServiceSpec) -> Service {
        if service.operations.isEmpty {
            diagnostics.error(
                "service '\(service.name.value)' has no operations", at: service.name.location,
                hint: "list operations by name, each with optional 'params:' and 'returns:'")
        }
        var seen: Set<String> = []
        let operations = service.operations.map { operation -> Operation in
            checkMemberName(operation.name, what: "operation")
            if !seen.insert(operation.name.value).inserted {
                diagnostics.error("operation '\(operation.name.value)' appears twice in '\(service.name.value)'", at: operation.name.location)
            }
            let returns = operation.returns.flatMap { spec -> TypeRef? in
                if case .swift(let text) = spec, ["Void", "()"].contains(text.value) { return nil }
                return resolver.resolve(spec, diagnostics: &diagnostics)
            }
            return Operation(
                name: Name(operation.name.value),
                params: lowerFields(operation.params, of: "'\(operation.name.value)'", allowDefaults: false),
                returns: returns,
                isAsync: operation.isAsync?.value ?? true,
                isThrowing: operation.isThrowing?.value ?? true)
        }
        return Service(name: service.name.value, operations: operations)
    }
}
