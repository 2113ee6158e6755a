/// Swift's identifier rules and the names the standard library and Foundation provide.
public enum SwiftNames {
    /// Words that must be escaped with backticks to be used as identifiers.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names that backticks cannot rescue in every position they would be used in.
    public static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self", "Any", "Sendable", "Error", "View", "Never"]

    /// Non-generic types every generated file can use: the Swift standard library and Foundation's value types.
    public static let standardTypes: Set<String> = [
        "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "String", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Data", "Date", "DateComponents", "Decimal", "Locale", "TimeInterval", "TimeZone",
        "URL", "UUID",
    ]

    /// Top-level types of the libraries generated files import (the Swift standard library, Foundation, Swift
    /// Testing, Observation) that a module must not be named after: generated code qualifies the module's types
    /// as `Module.Type`, which Swift reads as a member of the library type when one of that name is visible
    /// (`Unicode.Straße` is looked up in Swift's `Unicode`). Beside `standardTypes`, `standardGenericTypes`,
    /// `reservedTypeNames` and the names `NameCheck` refuses for types.
    public static let libraryTypeNames: Set<String> = [
        "AnyHashable", "Bug", "Bundle", "Calendar", "CancellationError", "ClosedRange", "Collection", "Comparable", "Confirmation",
        "Decodable", "Encodable", "Float80", "IndexSet", "JSONDecoder", "JSONEncoder", "KeyPath", "Measurement", "Mirror", "Notification",
        "NotificationCenter", "Numeric", "ObjectIdentifier", "Range", "Sequence", "SourceLocation", "StaticString", "Substring", "Suite",
        "Tag", "Test", "Trait", "URLError", "URLRequest", "URLSession", "Unicode",
    ]

    /// Generic standard types and how many arguments they take.
    public static let standardGenericTypes: [String: Int] = ["Array": 1, "Dictionary": 2, "Optional": 1, "Set": 1]

    /// Whether `text` is a valid Swift identifier (keywords included: they can be escaped).
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        let head = first == "_" || first.properties.isAlphabetic
        let tail = text.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
        return head && tail && text != "_"
    }

    public static func isUpperCamelCase(_ text: String) -> Bool {
        isIdentifier(text) && text.first!.isUppercase
    }

    /// `fetchArticles` → `FetchArticles`.
    public static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `NewsService` → `newsService`; leading acronyms lower as a whole: `URLService` → `urlService`.
    public static func lowerFirst(_ text: String) -> String {
        let uppercasePrefix = text.prefix { $0.isUppercase }
        if uppercasePrefix.count > 1 && uppercasePrefix.count < text.count {
            return uppercasePrefix.dropLast().lowercased() + text.dropFirst(uppercasePrefix.count - 1)
        }
        if uppercasePrefix.count == text.count { return text.lowercased() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
