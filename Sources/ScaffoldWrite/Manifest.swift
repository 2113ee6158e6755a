import ScaffoldEmit
import ScaffoldManifest

extension Manifest {
    /// The manifest recording `files` as rendered: each file's layer, template, hash and text, sorted by path.
    public init(
        module: String, architecture: String, spec: String, specHash: String, templateSet: String, layout: String, root: String = ".",
        imports: [String] = [], files: [PlannedFile]
    ) {
        self.init(
            module: module, architecture: architecture, spec: spec, specHash: specHash, templateSet: templateSet, layout: layout, root: root, imports: imports,
            files: files.map {
                File(path: $0.path, layer: $0.layer, owner: "scaffold", template: $0.template, hash: Hashing.fnv1a($0.contents), contents: $0.contents)
            })
    }
}
