import Foundation

/// The part of `.scaffold/manifest.json` that `check` reads.
struct ManifestData: Sendable {
    struct File: Sendable {
        var path: String
        var layer: String
    }

    var module: String
    var architecture: String
    var spec: String?
    var files: [File]
}

/// Reads a manifest's module, architecture, spec and `files[].path`/`layer`, skipping everything else.
/// A manifest carries the full text of every generated file (the merge base of `regen`); `JSONDecoder`
/// validates and indexes all of it, which made reading manifests cost as much as parsing the checked
/// Swift of small modules. This reader steps over those strings byte by byte instead. Strict JSON.
struct ManifestReader {
    struct Failure: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    static func read(_ data: Data) throws(Failure) -> ManifestData {
        var reader = ManifestReader(bytes: Array(data))
        return try reader.manifest()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func manifest() throws(Failure) -> ManifestData {
        var module: String?, architecture: String?, spec: String?, files: [ManifestData.File]?
        try object { reader, key throws(Failure) in
            switch key {
            case "module": module = try reader.string()
            case "architecture": architecture = try reader.string()
            case "spec": spec = try reader.string()
            case "files": files = try reader.files()
            default: try reader.skipValue()
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the manifest") }
        guard let module else { throw Failure(message: "missing key 'module'") }
        guard let architecture else { throw Failure(message: "missing key 'architecture'") }
        guard let files else { throw Failure(message: "missing key 'files'") }
        return ManifestData(module: module, architecture: architecture, spec: spec, files: files)
    }

    private mutating func files() throws(Failure) -> [ManifestData.File] {
        var files: [ManifestData.File] = []
        try array { reader throws(Failure) in
            var path: String?, layer: String?
            try reader.object { reader, key throws(Failure) in
                switch key {
                case "path": path = try reader.string()
                case "layer": layer = try reader.string()
                default: try reader.skipValue()
                }
            }
            guard let path, let layer else { throw Failure(message: "missing key 'path' or 'layer' in 'files'") }
            files.append(ManifestData.File(path: path, layer: layer))
        }
        return files
    }

    // MARK: JSON

    private mutating func object(_ member: (inout ManifestReader, String) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    private mutating func array(_ element: (inout ManifestReader) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "["))
        if consume(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    /// Skips any value without recursion: nested arrays and objects are tracked with a depth count.
    private mutating func skipValue() throws(Failure) {
        var depth = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { throw failure("unexpected '\(Character(Unicode.Scalar(bytes[index])))'") }
                depth -= 1
                index += 1
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { throw failure("unexpected '\(Character(Unicode.Scalar(bytes[index])))'") }
                index += 1
            default:
                // A number, true, false or null.
                let start = index
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                guard index > start else { throw failure("unexpected character") }
            }
        } while depth > 0
    }

    private static let delimiters: Set<UInt8> = Set(",:[]{}\" \t\r\n".utf8)

    private mutating func skipString() throws(Failure) {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): index += 1; return
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func string() throws(Failure) -> String {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string") }
        let start = index
        try skipString()
        let content = bytes[(start + 1)..<(index - 1)]
        if !content.contains(UInt8(ascii: "\\")) { return String(decoding: content, as: UTF8.self) }
        // Names, paths and layers rarely hold escapes; JSONDecoder decodes those that do.
        guard let value = try? JSONDecoder().decode(String.self, from: Data(bytes[start..<index])) else { throw failure("invalid string") }
        return value
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard consume(byte) else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: "\(message) at byte \(index)")
    }
}
