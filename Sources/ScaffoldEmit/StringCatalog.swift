import Foundation
import ScaffoldScreen

/// A String Catalog (`.xcstrings`, docs/ui.md#localization) as JSON values: what scaffold writes for a module's texts,
/// and what regen merges by key into the catalog on disk (`StringCatalogMerge`), keeping every field it does not own.
public indirect enum CatalogJSON: Sendable, Hashable, Decodable {
    case object([String: CatalogJSON])
    case array([CatalogJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CatalogJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CatalogJSON].self))
        }
    }

    /// Parses JSON text; nil where it is not valid JSON.
    public static func parse(_ text: String) -> CatalogJSON? {
        try? JSONDecoder().decode(CatalogJSON.self, from: Data(text.utf8))
    }

    public subscript(key: String) -> CatalogJSON? {
        get {
            guard case .object(let members) = self else { return nil }
            return members[key]
        }
        set {
            guard case .object(var members) = self else { return }
            members[key] = newValue
            self = .object(members)
        }
    }

    public var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    public var members: [String: CatalogJSON]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// As Xcode writes a catalog: keys sorted, two spaces of indentation, ` : ` between a key and its value, and an empty
    /// object or array on two lines; ends with a line break.
    public var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out += "{\n\n\(indent)}" }
            out += "{\n"
            for (offset, key) in members.keys.sorted().enumerated() {
                out += inner + Self.quoted(key) + " : "
                members[key]!.write(to: &out, indent: inner)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return out += "[\n\n\(indent)]" }
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += inner
                element.write(to: &out, indent: inner)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let value): out += Self.quoted(value)
        case .number(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// The inside of a JSON string.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// The catalog scaffold writes for a module (`StringCatalog.xcstrings.mustache` writes the same text): each text in the
/// source language (English), with its comment, marked as added by hand (`extractionState: manual`) so that Xcode's own
/// string extraction leaves the entries alone.
public enum StringCatalog {
    public static let sourceLanguage = "en"

    public static func json(_ texts: [ScreenText]) -> CatalogJSON {
        var strings: [String: CatalogJSON] = [:]
        for text in texts {
            strings[text.key] = .object([
                "comment": .string(text.comment),
                "extractionState": .string("manual"),
                "localizations": .object([
                    sourceLanguage: .object(["stringUnit": .object(["state": .string("translated"), "value": .string(text.english)])])
                ]),
            ])
        }
        return .object(["sourceLanguage": .string(sourceLanguage), "strings": .object(strings), "version": .string("1.0")])
    }
}
