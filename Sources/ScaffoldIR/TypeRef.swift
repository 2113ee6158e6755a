/// A resolved Swift type.
public indirect enum TypeRef: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A named type with optional generic arguments (`Int`, `Set<String>`, `Article`).
    case named(String, arguments: [TypeRef], origin: Origin)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)

    /// Where a named type comes from, which decides how emitters can build sample values.
    public enum Origin: Sendable, Hashable, Codable {
        case standard
        case entity
        case imported(module: String)
    }

    /// The type as Swift code spells it, in canonical sugar form.
    public var swift: String {
        switch self {
        case .named(let name, let arguments, _):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.swift).joined(separator: ", "))>"
        case .optional(let wrapped):
            wrapped.swift + "?"
        case .array(let element):
            "[\(element.swift)]"
        case .dictionary(let key, let value):
            "[\(key.swift): \(value.swift)]"
        }
    }

    public var description: String { swift }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Every named type inside this one, outermost first.
    public var namedTypes: [(name: String, origin: Origin)] {
        switch self {
        case .named(let name, let arguments, let origin): [(name, origin)] + arguments.flatMap(\.namedTypes)
        case .optional(let wrapped), .array(let wrapped): wrapped.namedTypes
        case .dictionary(let key, let value): key.namedTypes + value.namedTypes
        }
    }

    /// Whether a value of type `self` can be passed where `target` is expected: the same type,
    /// or `T` where `T?` is expected.
    public func isAssignable(to target: TypeRef) -> (Bool, wrapsInOptional: Bool) {
        if self == target { return (true, false) }
        if case .optional(let wrapped) = target, wrapped == self { return (true, true) }
        return (false, false)
    }
}
