import ScaffoldIR

/// Template contexts every architecture shares: entities, services, mocks, fixtures and the package.
/// Templates stay logic-less: everything they print is computed here, in order and sorted where order is free.
enum SharedContexts {
    /// Keys of the shared templates that some operations have and others lack.
    static let optionalKeys: Set<String> = ["isEnum", "isStruct", "result", "returnValue", "unscriptedReturnValue", "returnsValue"]

    /// Keys every template can use (documented in docs/template-context.md).
    static func module(_ module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [
            "module": module.name,
            "summary": module.summary ?? "",
            "hasSummary": module.summary != nil,
            // The file name only: generated code must not depend on where the spec was on one machine.
            "specPath": module.specPath.split(separator: "/").last.map(String.init) ?? module.specPath,
            "architecture": module.architecture,
            "uiSwiftUI": module.ui == .swiftui,
            "uiUIKit": module.ui == .uikit,
            "errorType": "\(module.name)Error",
            "hasServices": !module.services.isEmpty,
        ]
        for (key, value) in fixtures(module) { context[key] = value }
        return context
    }

    static func entity(_ entity: Entity, module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [:]
        context["name"] = entity.name
        switch entity.kind {
        case .enumeration(let cases):
            context["isEnum"] = true
            context["cases"] = cases.map { $0.swift }.joined(separator: ", ")
            context["conformances"] = "String, CaseIterable, Hashable, Sendable, Codable"
            setImports([], in: &context)
        case .structure(let fields):
            context["isStruct"] = true
            context["conformances"] = ((entity.isIdentifiable ? ["Identifiable"] : []) + ["Hashable", "Sendable", "Codable"])
                .joined(separator: ", ")
            context["fields"] = fields.enumerated().map { index, field -> [String: Any] in
                let initialValue = field.defaultValue ?? SwiftValues.zero(of: field.type).flatMap { field.type.isOptional || isCollection(field.type) ? $0 : nil }
                return [
                    "name": field.name.swift,
                    "type": field.type.swift,
                    "initParameter": "\(field.name.swift): \(field.type.swift)" + (initialValue.map { " = \($0)" } ?? ""),
                    "comma": index < fields.count - 1 ? "," : "",
                ]
            }
            let types = fields.map(\.type)
            setImports((SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types), in: &context)
        }
        return context
    }

    /// `imports` (sorted module names) and `hasImports`, so templates can place the blank lines.
    static func setImports(_ modules: [String], in context: inout [String: Any]) {
        let sorted = Set(modules).sorted()
        context["imports"] = sorted
        context["hasImports"] = !sorted.isEmpty
    }

    static func isCollection(_ type: TypeRef) -> Bool {
        switch type {
        case .array, .dictionary: true
        case .named("Set", _, _): true
        default: false
        }
    }

    /// The keys of one service: its protocol and live stub (`operations`) and its mock (`mockOperations`).
    static func service(_ service: Service, module: ModuleIR) -> [String: Any] {
        var context = mock(service, module: module)
        context["name"] = service.name
        context["liveName"] = "Live\(service.name)"
        let types = service.operations.flatMap { $0.params.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        setImports((SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types), in: &context)
        context["operations"] = service.operations.map { operation -> [String: Any] in
            let qualifiedName = "\(service.name).\(operation.name.raw)"
            var body: String
            if operation.isThrowing {
                body = "throw \(module.name)Error.notImplemented(\"\(qualifiedName)\")"
            } else if let returns = operation.returns {
                body = SwiftValues.zero(of: returns).map { "// TODO: implement \(qualifiedName).\n        \($0)" }
                    ?? "fatalError(\"\(qualifiedName) is not implemented yet\")"
            } else {
                body = "// TODO: implement \(qualifiedName)."
            }
            return ["signature": SwiftDecl.signature(operation), "liveBody": body]
        }
        return context
    }

    /// A mock per service: records every call, returns scripted results, safe under strict concurrency.
    private static func mock(_ service: Service, module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [:]
        context["mockName"] = "Mock\(service.name)"
        context["qualifiedName"] = "\(module.name).\(service.name)"
        context["mockOperations"] = service.operations.map { mockOperation($0, service: service, module: module) }
        return context
    }

    private static func mockOperation(_ operation: Operation, service: Service, module: ModuleIR) -> [String: Any] {
        let upper = SwiftNames.upperFirst(operation.name.raw)
        let property = SwiftNames.lowerFirst(upper)
        let returns = operation.returns.map { SwiftDecl.typeName($0, qualifiedIn: module) }
        let defaultValue = operation.returns.flatMap { SwiftValues.zero(of: $0) ?? SwiftValues.sample(of: $0, label: operation.name.raw, module: module) }
        var context: [String: Any] = [
            "name": operation.name.swift,
            "property": property,
            "signature": SwiftDecl.signature(operation, qualifiedIn: module),
            "hasParams": !operation.params.isEmpty,
            "callType": "\(upper)Call",
            "callFields": operation.params.map { ["name": $0.name.swift, "type": SwiftDecl.typeName($0.type, qualifiedIn: module)] },
            "callInit": "\(upper)Call(\(operation.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")))",
            "try": operation.isThrowing ? "try " : "",
            "qualifiedName": "\(service.name).\(operation.name.raw)",
        ]
        if operation.isThrowing {
            let resultType = returns ?? "Void"
            context["result"] = [
                "type": "Result<\(resultType), any Error>",
                "initial": operation.returns == nil ? ".success(())" : defaultValue.map { ".success(\($0))" }
                    ?? ".failure(MockNotScripted(operation: \"\(service.name).\(operation.name.raw)\"))",
                "returnsValue": operation.returns != nil,
            ]
        } else if let returns {
            if let defaultValue {
                context["returnValue"] = ["type": returns, "initial": defaultValue]
            } else {
                context["unscriptedReturnValue"] = ["type": returns]
            }
        }
        return context
    }

    /// `Fixtures.swift`: `fixture()` for every entity that can have one, fields in spec order.
    static func fixtures(_ module: ModuleIR) -> [String: Any] {
        var context: [String: Any] = [:]
        context["fixtureEntities"] = module.entities.filter { SwiftValues.hasFixture($0, module: module) }.map { entity -> [String: Any] in
            let qualified = "\(module.name).\(entity.name)"
            switch entity.kind {
            case .enumeration(let cases):
                // The last case: most specs default to the first, so a fixture differs from the default state.
                return ["qualifiedName": qualified, "isEnum": true, "case": cases.last?.swift ?? ""]
            case .structure(let fields):
                return [
                    "qualifiedName": qualified,
                    "isStruct": true,
                    "parameters": fields.enumerated().map { index, field -> [String: Any] in
                        let value = field.defaultValue ?? SwiftValues.sample(of: field.type, label: field.name.raw, module: module)
                            ?? SwiftValues.zero(of: field.type) ?? "nil"
                        return [
                            "declaration": "\(field.name.swift): \(SwiftDecl.typeName(field.type, qualifiedIn: module)) = \(value)",
                            "argument": "\(field.name.label): \(field.name.swift)",
                            "comma": index < fields.count - 1 ? "," : "",
                        ]
                    },
                ]
            }
        }
        return context
    }
}
