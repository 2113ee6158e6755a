import Foundation

/// `.scaffold/manifest.json` in every generated module folder: what the tool wrote, so that
/// `regen` can merge and `check` can assign files to layers. Deterministic and meant to be committed.
/// This is the manifest's one definition: `ScaffoldWrite` writes and regenerates through it, and
/// `ScaffoldCheck` reads its `Outline` (docs/ARCHITECTURE.md#regeneration).
public struct Manifest: Codable, Sendable, Hashable {
    public static let relativePath = ".scaffold/manifest.json"
    public static let currentVersion = 1

    public struct File: Codable, Sendable, Hashable {
        /// Relative to the module folder, `/`-separated.
        public var path: String
        /// The layer name of docs/ARCHITECTURE.md#layer-rules (`Model`, `ViewModel`, …), `Test` for tests and mocks,
        /// `Package` for Package.swift.
        public var layer: String
        /// Who owns the file: always `scaffold` for files listed here; files not listed belong to the user.
        public var owner: String
        public var template: String
        /// FNV-1a 64 of the contents, hex.
        public var hash: String
        /// The exact text last written: the merge base of the next regeneration.
        public var contents: String

        /// The manifest's keys for a file; `Outline.File` reads the same keys.
        enum CodingKeys: String, CodingKey {
            case path, layer, owner, template, hash, contents
        }

        public init(path: String, layer: String, owner: String, template: String, hash: String, contents: String) {
            self.path = path
            self.layer = layer
            self.owner = owner
            self.template = template
            self.hash = hash
            self.contents = contents
        }
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

    /// The manifest's top-level keys; `Outline` reads the same keys.
    enum CodingKeys: String, CodingKey {
        case version, module, architecture, spec, specHash, templateSet, package, files
    }

    /// A manifest of the current version; files are sorted by path.
    public init(module: String, architecture: String, spec: String, specHash: String, templateSet: String, package: Bool, files: [File]) {
        self.version = Self.currentVersion
        self.module = module
        self.architecture = architecture
        self.spec = spec
        self.specHash = specHash
        self.templateSet = templateSet
        self.package = package
        self.files = files.sorted { $0.path < $1.path }
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
