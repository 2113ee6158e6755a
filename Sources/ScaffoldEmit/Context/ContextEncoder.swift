/// Turns a typed template context (`Encodable` structs, arrays, strings, booleans and integers) into
/// the plain tree Mustache renders: `[String: Any]`, `[Any]`, `String`, `Bool`, `Int`. A `nil`
/// optional leaves its key out, so `{{#key}}…{{/key}}` is skipped and `{{^key}}…{{/key}}` rendered.
///
/// The same tree is what `scaffold templates context` prints, so the JSON a user reads is exactly
/// what a template sees.
enum ContextEncoder {
    static func encode(_ value: some Encodable) -> [String: Any] {
        let root = Box()
        // The context types only hold strings, booleans, integers and containers of them: encoding cannot fail.
        try? value.encode(to: TreeEncoder(box: root))
        return root.value as? [String: Any] ?? [:]
    }

    /// Writes a tree as deterministic JSON: keys sorted, two-space indentation.
    static func json(_ value: Any, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case let dictionary as [String: Any]:
            if dictionary.isEmpty { return "{}" }
            let members = dictionary.keys.sorted().map { "\(inner)\(quoted($0)): \(json(dictionary[$0]!, indent: inner))" }
            return "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
        case let list as [Any]:
            if list.isEmpty { return "[]" }
            return "[\n" + list.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let string as String:
            return quoted(string)
        case let bool as Bool:
            return bool ? "true" : "false"
        default:
            return "\(value)"
        }
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A mutable slot the encoder writes into; containers hold boxes until the tree is read back.
private final class Box {
    enum Storage {
        case empty
        case leaf(Any)
        case keyed([String: Box])
        case unkeyed([Box])
    }

    var storage = Storage.empty

    var value: Any {
        switch storage {
        case .empty: [String: Any]()
        case .leaf(let value): value
        case .keyed(let members): members.mapValues(\.value)
        case .unkeyed(let items): items.map(\.value)
        }
    }
}

private struct TreeEncoder: Encoder {
    let box: Box
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed = box.storage {} else { box.storage = .keyed([:]) }
        return KeyedEncodingContainer(Keyed<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed = box.storage {} else { box.storage = .unkeyed([]) }
        return Unkeyed(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box) }

    /// Leaves are stored as they are; anything else encodes itself into a fresh box.
    static func store(_ value: some Encodable, in box: Box) throws {
        switch value {
        case let string as String: box.storage = .leaf(string)
        case let bool as Bool: box.storage = .leaf(bool)
        case let int as Int: box.storage = .leaf(int)
        default: try value.encode(to: TreeEncoder(box: box))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        private func child(_ key: Key) -> Box {
            let child = Box()
            if case .keyed(var members) = box.storage {
                members[key.stringValue] = child
                box.storage = .keyed(members)
            }
            return child
        }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode(_ value: some Encodable, forKey key: Key) throws { try TreeEncoder.store(value, in: child(key)) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            TreeEncoder(box: child(key)).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { TreeEncoder(box: child(key)).unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { TreeEncoder(box: box) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(box: child(key)) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var count: Int {
            if case .unkeyed(let items) = box.storage { return items.count }
            return 0
        }

        private func next() -> Box {
            let child = Box()
            if case .unkeyed(var items) = box.storage {
                items.append(child)
                box.storage = .unkeyed(items)
            }
            return child
        }

        mutating func encodeNil() throws {}
        mutating func encode(_ value: some Encodable) throws { try TreeEncoder.store(value, in: next()) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            TreeEncoder(box: next()).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { TreeEncoder(box: next()).unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { TreeEncoder(box: next()) }
    }

    struct Single: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws {}
        mutating func encode(_ value: some Encodable) throws { try TreeEncoder.store(value, in: box) }
    }
}
