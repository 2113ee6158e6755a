import ScaffoldIR

/// Swift source fragments shared by every emitter: signatures, parameter and argument lists.
public enum SwiftDecl {
    /// `category: Category, isOn: Bool`
    public static func parameters(_ fields: [Field], qualifiedIn module: ModuleIR? = nil) -> String {
        fields.map { "\($0.name.swift): \(typeName($0.type, qualifiedIn: module))" }.joined(separator: ", ")
    }

    /// `articles: [Article] = []`: state as an `init` parameter, its initial value the default (none when it has none).
    public static func parameter(_ state: StateField) -> String {
        "\(state.name.swift): \(state.type.swift)" + (state.initialValue.map { " = \($0)" } ?? "")
    }

    /// ` async throws`, ` async`, ` throws` or nothing.
    public static func effects(async isAsync: Bool, throws isThrowing: Bool) -> String {
        (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
    }

    /// `func fetchArticles(category: Category) async throws -> [Article]`
    public static func signature(_ operation: Operation, qualifiedIn module: ModuleIR? = nil) -> String {
        let returns = operation.returns.map { " -> \(typeName($0, qualifiedIn: module))" } ?? ""
        return "func \(operation.name.swift)(\(parameters(operation.params, qualifiedIn: module)))"
            + effects(async: operation.isAsync, throws: operation.isThrowing) + returns
    }

    /// The type as Swift spells it; entity types qualified with the module name when `module` is given
    /// (test files import Foundation too, and `NewsList.Category` is never ambiguous).
    public static func typeName(_ type: TypeRef, qualifiedIn module: ModuleIR?) -> String {
        guard let module else { return type.swift }
        switch type {
        case .named(let name, let arguments, let origin):
            let base = origin == .entity ? "\(module.swiftModule).\(name)" : name
            return arguments.isEmpty ? base : "\(base)<\(arguments.map { typeName($0, qualifiedIn: module) }.joined(separator: ", "))>"
        case .optional(let wrapped): return typeName(wrapped, qualifiedIn: module) + "?"
        case .array(let element): return "[\(typeName(element, qualifiedIn: module))]"
        case .dictionary(let key, let value): return "[\(typeName(key, qualifiedIn: module)): \(typeName(value, qualifiedIn: module))]"
        }
    }

    /// Whether any of the types needs `import Foundation` (UUID, Date, URL, …).
    public static func needsFoundation(_ types: [TypeRef]) -> Bool {
        let foundationTypes: Set<String> = ["Data", "Date", "DateComponents", "Decimal", "Locale", "TimeInterval", "TimeZone", "URL", "UUID"]
        return types.contains { type in type.namedTypes.contains { foundationTypes.contains($0.name) } }
    }

    /// `import X` lines for the modules whose types appear in `types`, sorted.
    public static func importedModules(_ types: [TypeRef]) -> [String] {
        var modules: Set<String> = []
        for type in types {
            for named in type.namedTypes {
                if case .imported(let module) = named.origin { modules.insert(module) }
            }
        }
        return modules.sorted()
    }

    /// The error tests script into mocks, declared once per module by its fixtures: named after the
    /// module, so that the tests of several modules compile together in one test target (app layout).
    public static func testFailure(_ module: ModuleIR) -> String { "\(module.name)TestFailure" }

    /// What a mock throws for an operation a test did not script, declared beside `testFailure`.
    public static func mockNotScripted(_ module: ModuleIR) -> String { "\(module.name)MockNotScripted" }
}
