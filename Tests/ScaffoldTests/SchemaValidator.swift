import Foundation
import Yams

/// A JSON value: a schema, or a YAML document read as editors read it.
enum JSONValue: Hashable, Sendable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// A value `Yams.load(yaml:)` returned: mappings, sequences, strings, numbers, booleans and null.
    init(yaml value: Any?) throws {
        switch value {
        case nil, is NSNull: self = .null
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .number(Double(value))
        case let value as Double: self = .number(value)
        case let value as [Any]: self = .array(try value.map { try JSONValue(yaml: $0) })
        case let value as [AnyHashable: Any]:
            var object: [String: JSONValue] = [:]
            for (key, item) in value { object[String(describing: key.base)] = try JSONValue(yaml: item) }
            self = .object(object)
        default: throw Unsupported(description: "a YAML value of type \(type(of: value!)) has no JSON form")
        }
    }

    /// The YAML text's single document; nil (an empty file) is null.
    static func yaml(_ text: String) throws -> JSONValue { try JSONValue(yaml: try Yams.load(yaml: text)) }

    var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The keys of a schema's `properties`.
    var propertyNames: Set<String> { Set((self["properties"]?.object ?? [:]).keys) }

    subscript(key: String) -> JSONValue? { object?[key] }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

/// A JSON Schema (draft 2020-12) validator for exactly the keywords scaffold's schemas use. A schema with any
/// other keyword is refused when it is loaded, so no keyword can be silently ignored by the tests.
struct SchemaValidator {
    /// Keywords that constrain a value; each is implemented below.
    static let assertions: Set<String> = [
        "type", "properties", "additionalProperties", "required", "enum", "const", "items", "pattern", "minLength", "minItems",
        "maxItems", "uniqueItems", "minProperties", "maxProperties", "propertyNames", "$ref", "anyOf", "oneOf", "not", "minimum",
    ]
    /// Keywords that only describe (for editors) or hold definitions.
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "default"]

    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    let root: JSONValue

    init(_ url: URL) throws {
        root = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
        try Self.checkKeywords(root, at: "#")
    }

    /// Every keyword of every subschema is one this validator knows; every `$ref` points at an existing `#/$defs/…`.
    private static func checkKeywords(_ schema: JSONValue, at path: String) throws {
        if case .bool = schema { return }
        guard let members = schema.object else { throw SchemaError(description: "\(path): a schema must be an object or a boolean") }
        for (keyword, value) in members {
            guard assertions.contains(keyword) || annotations.contains(keyword) else {
                throw SchemaError(description: "\(path): the test validator does not implement '\(keyword)'")
            }
            switch keyword {
            case "properties", "$defs":
                for (name, subschema) in value.object ?? [:] { try checkKeywords(subschema, at: "\(path)/\(keyword)/\(name)") }
            case "additionalProperties", "items", "propertyNames", "not":
                try checkKeywords(value, at: "\(path)/\(keyword)")
            case "anyOf", "oneOf":
                guard case .array(let branches) = value, !branches.isEmpty else {
                    throw SchemaError(description: "\(path)/\(keyword): must be a non-empty array")
                }
                for (index, branch) in branches.enumerated() { try checkKeywords(branch, at: "\(path)/\(keyword)/\(index)") }
            case "pattern":
                guard let pattern = value.string, (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw SchemaError(description: "\(path)/pattern: not a regular expression")
                }
            default: break
            }
        }
    }

    /// Why `instance` breaks the schema, one line per failure (empty when it is valid).
    func errors(_ instance: JSONValue) throws -> [String] {
        try validate(instance, against: root, at: "")
    }

    private func resolve(_ reference: String) throws -> JSONValue {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), let target = root["$defs"]?[String(reference.dropFirst(prefix.count))] else {
            throw SchemaError(description: "unsupported or dangling $ref '\(reference)'")
        }
        return target
    }

    private static func isType(_ instance: JSONValue, _ type: String) throws -> Bool {
        switch (type, instance) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let value)): return value == value.rounded()
        case ("null", _), ("boolean", _), ("number", _), ("integer", _), ("string", _), ("array", _), ("object", _): return false
        default: throw SchemaError(description: "unknown type '\(type)'")
        }
    }

    private static func number(_ value: JSONValue?, _ keyword: String) throws -> Double {
        guard case .number(let number) = value else { throw SchemaError(description: "'\(keyword)' must be a number") }
        return number
    }

    /// One case per keyword of `assertions`.
    private func validate(_ instance: JSONValue, against schema: JSONValue, at path: String) throws -> [String] {
        let place = path.isEmpty ? "/" : path
        if case .bool(let accepts) = schema { return accepts ? [] : ["\(place): no value is allowed here"] }
        guard let keywords = schema.object else { throw SchemaError(description: "a schema must be an object or a boolean") }
        var errors: [String] = []
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
            switch keyword {
            case "type":
                let types: [String]
                switch value {
                case .string(let type): types = [type]
                case .array(let items): types = items.compactMap(\.string)
                default: throw SchemaError(description: "'type' must be a string or an array of strings")
                }
                if try !types.contains(where: { try Self.isType(instance, $0) }) {
                    errors.append("\(place): \(instance) is not of type \(types.joined(separator: " or "))")
                }
            case "properties":
                guard case .object(let members) = instance else { continue }
                for (name, subschema) in value.object ?? [:] {
                    if let member = members[name] { errors += try validate(member, against: subschema, at: "\(path)/\(name)") }
                }
            case "additionalProperties":
                guard case .object(let members) = instance else { continue }
                let declared = schema.propertyNames
                for (name, member) in members.sorted(by: { $0.key < $1.key }) where !declared.contains(name) {
                    if case .bool(false) = value {
                        errors.append("\(place): unknown key '\(name)'")
                    } else {
                        errors += try validate(member, against: value, at: "\(path)/\(name)")
                    }
                }
            case "required":
                guard case .object(let members) = instance, case .array(let names) = value else { continue }
                for name in names.compactMap(\.string) where members[name] == nil {
                    errors.append("\(place): missing required key '\(name)'")
                }
            case "enum":
                guard case .array(let allowed) = value else { throw SchemaError(description: "'enum' must be an array") }
                if !allowed.contains(instance) { errors.append("\(place): \(instance) is not one of \(value)") }
            case "const":
                if instance != value { errors.append("\(place): \(instance) is not \(value)") }
            case "items":
                guard case .array(let items) = instance else { continue }
                for (index, item) in items.enumerated() { errors += try validate(item, against: value, at: "\(path)/\(index)") }
            case "pattern":
                guard case .string(let text) = instance, let pattern = value.string else { continue }
                let expression = try NSRegularExpression(pattern: pattern)
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    errors.append("\(place): \(instance) does not match \(pattern)")
                }
            case "minLength":
                guard case .string(let text) = instance else { continue }
                if Double(text.unicodeScalars.count) < (try Self.number(value, keyword)) {
                    errors.append("\(place): \(instance) is shorter than \(value)")
                }
            case "minItems", "maxItems", "uniqueItems":
                guard case .array(let items) = instance else { continue }
                if keyword == "minItems", Double(items.count) < (try Self.number(value, keyword)) {
                    errors.append("\(place): fewer than \(value) items")
                }
                if keyword == "maxItems", Double(items.count) > (try Self.number(value, keyword)) {
                    errors.append("\(place): more than \(value) items")
                }
                if keyword == "uniqueItems", value == .bool(true), Set(items).count != items.count {
                    errors.append("\(place): items repeat")
                }
            case "minProperties", "maxProperties":
                guard case .object(let members) = instance else { continue }
                let limit = try Self.number(value, keyword)
                if keyword == "minProperties" ? Double(members.count) < limit : Double(members.count) > limit {
                    errors.append("\(place): \(members.count) keys break \(keyword) \(value)")
                }
            case "propertyNames":
                guard case .object(let members) = instance else { continue }
                for name in members.keys.sorted() {
                    errors += try validate(.string(name), against: value, at: "\(path)/\(name) (key)")
                }
            case "$ref":
                guard let reference = value.string else { throw SchemaError(description: "'$ref' must be a string") }
                errors += try validate(instance, against: try resolve(reference), at: path)
            case "anyOf", "oneOf":
                guard case .array(let branches) = value else { throw SchemaError(description: "'\(keyword)' must be an array") }
                let failures = try branches.map { try validate(instance, against: $0, at: path) }
                let matches = failures.filter(\.isEmpty).count
                if matches == 0 {
                    errors.append("\(place): \(instance) matches no branch of \(keyword) (\(failures.flatMap { $0 }.joined(separator: "; ")))")
                } else if keyword == "oneOf" && matches > 1 {
                    errors.append("\(place): \(instance) matches \(matches) branches of oneOf, not one")
                }
            case "not":
                if try validate(instance, against: value, at: path).isEmpty { errors.append("\(place): \(instance) matches a schema it must not") }
            case "minimum":
                guard case .number(let number) = instance else { continue }
                if number < (try Self.number(value, keyword)) { errors.append("\(place): \(instance) is less than \(value)") }
            default:
                guard Self.annotations.contains(keyword) else { throw SchemaError(description: "unsupported keyword '\(keyword)'") }
            }
        }
        return errors
    }
}
