import Foundation

extension Manifest {
    /// The part of a manifest that `scaffold check` needs: the module, its architecture and spec, and each
    /// file's path and layer. The same keys as `Manifest` (its `CodingKeys`), without the stored file
    /// contents. `version` and `spec` may be absent: check only needs to know where files belong.
    public struct Outline: Decodable, Sendable, Hashable {
        public struct File: Decodable, Sendable, Hashable {
            public var path: String
            public var layer: String

            public init(path: String, layer: String) {
                self.path = path
                self.layer = layer
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Manifest.File.CodingKeys.self)
                path = try container.decode(String.self, forKey: .path)
                layer = try container.decode(String.self, forKey: .layer)
            }
        }

        public var module: String
        public var architecture: String
        /// The spec, relative to the module folder.
        public var spec: String?
        /// Where file paths start, relative to the module folder (`.` when absent).
        public var root: String
        /// `package`, `target` or `app` (absent before manifest version 2).
        public var layout: String?
        public var files: [File]

        public init(module: String, architecture: String, spec: String?, root: String = ".", files: [File]) {
            self.module = module
            self.architecture = architecture
            self.spec = spec
            self.root = root
            self.layout = nil
            self.files = files
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Manifest.CodingKeys.self)
            module = try container.decode(String.self, forKey: .module)
            architecture = try container.decode(String.self, forKey: .architecture)
            spec = try container.decodeIfPresent(String.self, forKey: .spec)
            root = try container.decodeIfPresent(String.self, forKey: .root) ?? "."
            layout = try container.decodeIfPresent(String.self, forKey: .layout)
            files = try container.decode([File].self, forKey: .files)
        }
    }

    /// The outline of a full manifest.
    public var outline: Outline {
        var outline = Outline(
            module: module, architecture: architecture, spec: spec, root: root, files: files.map { Outline.File(path: $0.path, layer: $0.layer) })
        outline.layout = layout
        return outline
    }
}
