import Foundation

/// The rules one group of files is checked by: a generated module, a module of `scaffold.yml`, or the rest.
struct CheckContext: Sendable {
    var module: String?
    var architecture: Architecture?
    /// The modules this one may use; nil when unknown (then imports are not checked).
    var dependencies: [String]?
    /// A generated module's spec, read for `dependencies` only if the module uses another one (see `loadDependencies`).
    var specPath: String?
    /// Type-name collectors (`*ViewModel`), which take precedence over the file's layer.
    var typeCollectors: [CheckConfig.LayerCollector] = []
    /// Layer → the modules its files must not import, from `frameworks:` of scaffold.yml.
    var importBans: [String: ImportBan] = [:]
    /// The Package.swift that declares `dependencies`, for a module that has them from there: where to add one.
    var dependenciesDeclaredIn: String?
    /// The dependencies its Package.swift target declares itself, for a module that has them from there (not from
    /// `modules:`): judged against its imports after the analysis (`DeclaredDependencies`), so not part of its key.
    var declared: [PackageModules.Declared]?
    /// The absolute path of that Package.swift, read to locate a dependency that is never used.
    var declaredManifest: String?

    /// The layer of code in type `name` (qualified): its outermost type's collector, else the file's layer.
    func layer(ofType name: String, fileLayer: String?) -> String? {
        collectedLayer(ofType: name) ?? fileLayer
    }

    func collectedLayer(ofType name: String) -> String? {
        guard !typeCollectors.isEmpty else { return nil }
        let outermost = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        return typeCollectors.first { $0.types.contains { $0.matches(name: outermost) } }?.name.value
    }
}

struct SourceFile: Sendable {
    var path: String
    /// Relative to the working folder when inside it.
    var displayPath: String
    /// From the manifest, the module's folder layout, or a path glob of scaffold.yml.
    var layer: String?
    var context: Int
    /// The Package.swift target holding the file when a `modules:` entry of scaffold.yml puts it in a module of
    /// another name: an `import` of the target still sees its types.
    var packageTarget: String?
    /// False for a file outside the checked paths, read only for its declarations (see `Scope.build`).
    var isChecked = true
}
