import Foundation

/// A JSON value of a report (JSON, SARIF, graph), written as JSONSerialization writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte, but without bridging every value to
/// Foundation objects: for a few hundred violations that bridging cost more than the rest of a warm run.
/// Objects keep their keys in the order built; `text` sorts them as JSONSerialization does.
enum ReportJSON {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([ReportJSON])
    case object([(String, ReportJSON)])

    /// An optional string, `null` when absent.
    static func string(_ value: String?) -> ReportJSON { value.map { .string($0) } ?? .null }

    /// The text, ending in a newline. A string holding a control character (which no report has in practice) is
    /// escaped by JSONSerialization itself, the whole value with it: its escapes are not everywhere the same.
    var text: String {
        guard !containsControlCharacters else { return Self.serialized(foundationObject) }
        var writer = JSONWriter()
        writer.write(self, indent: 0)
        writer.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private var containsControlCharacters: Bool {
        switch self {
        case .string(let text): text.utf8.contains { $0 < 0x20 }
        case .int, .bool, .null: false
        case .array(let values): values.contains { $0.containsControlCharacters }
        case .object(let members): members.contains { $0.0.utf8.contains { $0 < 0x20 } || $0.1.containsControlCharacters }
        }
    }

    /// The same value as JSONSerialization takes it (for the escapes, and for tests).
    var foundationObject: Any {
        switch self {
        case .string(let text): text
        case .int(let value): value
        case .bool(let value): value
        case .null: NSNull()
        case .array(let values): values.map(\.foundationObject)
        case .object(let members): Dictionary(members.map { ($0.0, $0.1.foundationObject) }) { _, last in last }
        }
    }

    static func serialized(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Whether `lhs` sorts before `rhs` as JSONSerialization's `.sortedKeys` sorts them: numerically, and on Linux
    /// (swift-corelibs-foundation) also case-insensitively, in the system locale.
    static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        #if canImport(Darwin)
        let options: String.CompareOptions = [.numeric]
        #else
        let options: String.CompareOptions = [.numeric, .caseInsensitive, .forcedOrdering]
        #endif
        return lhs.compare(rhs, options: options, range: lhs.startIndex..<lhs.endIndex, locale: NSLocale.system) == .orderedAscending
    }
}

/// Pretty-printed as JSONSerialization does: two spaces per level, `"key" : value`, an empty array or object
/// written over two lines.
private struct JSONWriter {
    var bytes: [UInt8] = []
    /// Key lists as built → the order in which they are written: reports build thousands of objects from a few
    /// key lists, and the Foundation comparison that sorts them costs more than the rest of the writing.
    private var orders: [[String]: [Int]] = [:]

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func write(_ value: ReportJSON, indent: Int) {
        switch value {
        case .string(let text): write(text)
        case .int(let number): bytes += String(number).utf8
        case .bool(let flag): bytes += (flag ? "true" : "false").utf8
        case .null: bytes += "null".utf8
        case .array(let values):
            bytes += "[\n".utf8
            for (index, element) in values.enumerated() {
                if index > 0 { bytes += ",\n".utf8 }
                spaces(indent + 2)
                write(element, indent: indent + 2)
            }
            bytes.append(UInt8(ascii: "\n"))
            spaces(indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes += "{\n".utf8
            for (position, index) in order(of: members.map(\.0)).enumerated() {
                if position > 0 { bytes += ",\n".utf8 }
                spaces(indent + 2)
                write(members[index].0)
                bytes += " : ".utf8
                write(members[index].1, indent: indent + 2)
            }
            bytes.append(UInt8(ascii: "\n"))
            spaces(indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func order(of keys: [String]) -> [Int] {
        if let known = orders[keys] { return known }
        let order = keys.indices.sorted { ReportJSON.keyPrecedes(keys[$0], keys[$1]) }
        orders[keys] = order
        return order
    }

    private mutating func spaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// A string without control characters (see `ReportJSON.text`): only `"` and `\` are escaped.
    private mutating func write(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
