import Foundation

/// Every key a template context can have, derived from its type: the template key check reads it, so a
/// key a template names must exist in the context's type — inside empty sections and absent optional
/// parts too — and no list of optional keys is kept by hand.
///
/// `ContextSchema.of(T.self)` decodes `T` from a decoder that answers every question: each array has
/// one element, each optional is present, each leaf is empty. What the synthesized `init(from:)` asks
/// for is exactly the set of keys `encode(to:)` can write. (Context types are not recursive.)
indirect enum ContextSchema: Sendable, Equatable {
    /// A string, integer or boolean.
    case leaf
    /// Not known: the scope of a section whose key was already reported as unknown, so that one typo
    /// gives one error. Nothing inside is checked.
    case any
    case object([String: ContextSchema])
    case list(ContextSchema)

    static func of<T: Decodable>(_ type: T.Type) -> ContextSchema {
        let key = ObjectIdentifier(type)
        if let cached = SchemaCache.shared.schema(for: key) { return cached }
        let root = SchemaNode()
        _ = try? T(from: SchemaDecoder(node: root))
        let schema = root.schema
        SchemaCache.shared.store(schema, for: key)
        return schema
    }

    /// The keys of both (top-level contexts are merged from parts).
    func merged(with other: ContextSchema) -> ContextSchema {
        switch (self, other) {
        case (.object(let a), .object(let b)): .object(a.merging(b) { first, second in first.merged(with: second) })
        case (.list(let a), .list(let b)): .list(a.merged(with: b))
        default: self
        }
    }

    var members: [String: ContextSchema] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// Every key path, dotted, lists marked `[]`: for documentation and tests.
    func keyPaths(prefix: String = "") -> [String] {
        switch self {
        case .leaf, .any: [prefix]
        case .list(let element): element == .leaf ? [prefix + "[]"] : element.keyPaths(prefix: prefix + "[].")
        case .object(let members):
            members.keys.sorted().flatMap { key -> [String] in
                let path = prefix + key
                switch members[key]! {
                case .leaf: return [path]
                case let child: return [path] + child.keyPaths(prefix: path + (child.isList ? "" : "."))
                }
            }
        }
    }

    private var isList: Bool {
        if case .list = self { return true }
        return false
    }
}

/// Schemas by context type: a type's keys never change, and every file of every module asks for them.
/// `@unchecked Sendable` is sound: the dictionary is only touched under `lock`.
private final class SchemaCache: @unchecked Sendable {
    static let shared = SchemaCache()
    private let lock = NSLock()
    private var schemas: [ObjectIdentifier: ContextSchema] = [:]

    func schema(for key: ObjectIdentifier) -> ContextSchema? { lock.withLock { schemas[key] } }
    func store(_ schema: ContextSchema, for key: ObjectIdentifier) { lock.withLock { schemas[key] = schema } }
}

private final class SchemaNode {
    enum Shape {
        case unknown
        case leaf
        case object([String: SchemaNode])
        case list(SchemaNode)
    }

    var shape = Shape.unknown

    var schema: ContextSchema {
        switch shape {
        case .unknown, .leaf: .leaf
        case .object(let members): .object(members.mapValues(\.schema))
        case .list(let element): .list(element.schema)
        }
    }

    func member(_ key: String) -> SchemaNode {
        if case .object(var members) = shape {
            if let existing = members[key] { return existing }
            let node = SchemaNode()
            members[key] = node
            shape = .object(members)
            return node
        }
        let node = SchemaNode()
        shape = .object([key: node])
        return node
    }
}

private struct SchemaDecoder: Decoder {
    let node: SchemaNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .object = node.shape {} else { node.shape = .object([:]) }
        return KeyedDecodingContainer(Keyed<Key>(node: node))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element: SchemaNode
        if case .list(let existing) = node.shape {
            element = existing
        } else {
            element = SchemaNode()
            node.shape = .list(element)
        }
        return Unkeyed(element: element)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(node: node) }

    /// An empty leaf for the leaf types, anything else decoded through a nested decoder.
    static func value<T: Decodable>(_ type: T.Type, into node: SchemaNode) throws -> T {
        switch type {
        case is String.Type: node.shape = .leaf; return "" as! T
        case is Bool.Type: node.shape = .leaf; return false as! T
        case is Int.Type: node.shape = .leaf; return 0 as! T
        default: return try T(from: SchemaDecoder(node: node))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let node: SchemaNode
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try SchemaDecoder.value(type, into: node.member(key.stringValue)) }
        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try SchemaDecoder(node: node.member(key.stringValue)).container(keyedBy: type)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try SchemaDecoder(node: node.member(key.stringValue)).unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { SchemaDecoder(node: node) }
        func superDecoder(forKey key: Key) throws -> any Decoder { SchemaDecoder(node: node.member(key.stringValue)) }
    }

    /// One element, then the end.
    struct Unkeyed: UnkeyedDecodingContainer {
        let element: SchemaNode
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex > 0 }

        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try SchemaDecoder.value(type, into: element)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return try SchemaDecoder(node: element).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return try SchemaDecoder(node: element).unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder { SchemaDecoder(node: element) }
    }

    struct Single: SingleValueDecodingContainer {
        let node: SchemaNode
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try SchemaDecoder.value(type, into: node) }
    }
}
