import Foundation
import ScaffoldEmit

/// `.scaffold/manifest.json` in every generated module folder: what the tool wrote, so that
/// `regen` can merge and `check` can assign files to layers. Deterministic and meant to be committed.
public struct Manifest: Codable, Sendable, Hashable {
    public static let relativePath = ".scaffold/manifest.json"
    public static let currentVersion = 1

    public struct File: Codable, Sendable, Hashable {
        /// Relative to the module folder, `/`-separated.
        public var path: String
        /// The layer name of docs/ARCHITECTURE.md#layer-rules (`Model`, `ViewModel`, …), `Test` for tests and mocks, `Package` for Package.swift.
        public var layer: String
        /// Who owns the file: always `scaffold` for files listed here; files not listed belong to the user.
        public var owner: String
        public var template: String
        /// FNV-1a 64 of the contents, hex.
        public var hash: String
        /// The exact text last written: the merge base of the next regeneration.
        public var contents: String
    }

    public var version: Int
    public var module: String
    public var architecture: String
    /// The spec, relative to the module folder.
    public var spec: String
    public var specHash: String
    public var templateSet: String
    public var package: Bool
    public var files: [File]

    public init(module: String, architecture: String, spec: String, specHash: String, templateSet: String, package: Bool, files: [PlannedFile]) {
        self.version = Self.currentVersion
        self.module = module
        self.architecture = architecture
        self.spec = spec
        self.specHash = specHash
        self.templateSet = templateSet
        self.package = package
        self.files = files.sorted { $0.path < $1.path }.map {
            File(path: $0.path, layer: $0.layer, owner: "scaffold", template: $0.template, hash: Hashing.fnv1a($0.contents), contents: $0.contents)
        }
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and ints cannot fail.
        return (try? encoder.encode(self)).map { $0 + Data("\n".utf8) } ?? Data()
    }
}

public enum Hashing {
    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and platforms (unlike `Hasher`).
    public static func fnv1a(_ text: String) -> String {
        fnv1a(Data(text.utf8))
    }

    public static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
