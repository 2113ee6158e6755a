import Foundation

/// `.scaffold/manifest.json` in every generated module folder: what the tool wrote, so that
/// `regen` can merge and `check` can assign files to layers. Deterministic and meant to be committed.
/// This is the manifest's one definition: `ScaffoldWrite` writes and regenerates through it, and
/// `ScaffoldCheck` reads its `Outline` (docs/ARCHITECTURE.md#regeneration).
public struct Manifest: Codable, Sendable, Hashable {
    public static let relativePath = ".scaffold/manifest.json"
    /// 2: `layout` and `root` replace `package`; file paths start at `root`.
    public static let currentVersion = 2
    /// The `generator` this scaffold records.
    public static let currentGenerator = "scaffold \(ScaffoldVersion.current)"

    public struct File: Codable, Sendable, Hashable {
        /// Relative to the manifest's `root`, `/`-separated.
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
    /// The scaffold that wrote the module, e.g. `scaffold 0.5.0` (`ScaffoldVersion`); absent before 0.5.
    public var generator: String?
    /// A hash of everything the render depends on — the spec, scaffold.yml, the template set's files,
    /// the generator and the layout — so that regen can skip rendering a module whose inputs are unchanged.
    public var inputs: String?
    /// How the module joins its project: `package`, `target` or `app` (docs/project-layouts.md).
    public var layout: String
    /// The folder file paths start from, relative to the module folder: `.` (the module's own package)
    /// or `..` components up to the project folder (target and app layouts).
    public var root: String
    /// The modules the spec imported, sorted: in the target layout, regen removes the dependencies of
    /// those no longer imported from Package.swift.
    public var imports: [String]
    /// The folder `new` ran in, relative to the module folder: the project regen reads the spec from when
    /// no scaffold.yml or git work tree says where the project is. Absent in older manifests; regen keeps it.
    public var project: String?
    /// The architectures `scaffold migrate` moved the module from, oldest first (docs/migrate.md); absent when it
    /// never moved.
    public var migratedFrom: [String]?
    public var files: [File]

    /// The manifest's top-level keys; `Outline` reads the same keys.
    enum CodingKeys: String, CodingKey {
        case version, generator, inputs, module, architecture, spec, specHash, templateSet, layout, root, imports, project, migratedFrom, files
    }

    /// A manifest of the current version; files are sorted by path.
    public init(
        module: String, architecture: String, spec: String, specHash: String, templateSet: String, layout: String, root: String = ".",
        imports: [String] = [], files: [File]
    ) {
        self.version = Self.currentVersion
        self.generator = Self.currentGenerator
        self.module = module
        self.architecture = architecture
        self.spec = spec
        self.specHash = specHash
        self.templateSet = templateSet
        self.layout = layout
        self.root = root
        self.imports = imports.sorted()
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Reads version 2, and version 1 (`package: true` is the package layout; `package: false` was the
    /// retired `folder` layout, which regen refuses with advice).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        generator = try container.decodeIfPresent(String.self, forKey: .generator)
        inputs = try container.decodeIfPresent(String.self, forKey: .inputs)
        module = try container.decode(String.self, forKey: .module)
        architecture = try container.decode(String.self, forKey: .architecture)
        spec = try container.decode(String.self, forKey: .spec)
        specHash = try container.decode(String.self, forKey: .specHash)
        templateSet = try container.decode(String.self, forKey: .templateSet)
        if let layout = try container.decodeIfPresent(String.self, forKey: .layout) {
            self.layout = layout
        } else {
            let legacy = try decoder.container(keyedBy: LegacyKeys.self)
            layout = try legacy.decode(Bool.self, forKey: .package) ? "package" : "folder"
        }
        root = try container.decodeIfPresent(String.self, forKey: .root) ?? "."
        imports = try container.decodeIfPresent([String].self, forKey: .imports) ?? []
        project = try container.decodeIfPresent(String.self, forKey: .project)
        migratedFrom = try container.decodeIfPresent([String].self, forKey: .migratedFrom)
        files = try container.decode([File].self, forKey: .files)
    }

    private enum LegacyKeys: String, CodingKey { case package }

    /// The folder that `root` names from `moduleFolder`, when `root` is `.` or only `..` components
    /// (anything else could point anywhere: nil).
    public static func rootFolder(of moduleFolder: URL, root: String) -> URL? {
        let components = root.split(separator: "/", omittingEmptySubsequences: false)
        if root == "." { return moduleFolder.standardizedFileURL }
        guard components.allSatisfy({ $0 == ".." }), components.count < moduleFolder.standardizedFileURL.pathComponents.count else { return nil }
        return components.reduce(moduleFolder.standardizedFileURL) { folder, _ in folder.deletingLastPathComponent() }
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
