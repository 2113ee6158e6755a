/// One file an emitter wants written, relative to the module folder.
public struct PlannedFile: Sendable, Hashable {
    /// Path relative to the module folder (the package root with `--package`), `/`-separated.
    public var path: String
    /// The architecture layer the file belongs to (docs/ARCHITECTURE.md#layer-rules); tests and mocks are `Test`, package files `Package`.
    public var layer: String
    /// The template that rendered it, for error messages and the manifest.
    public var template: String
    public var contents: String

    public init(path: String, layer: String, template: String, contents: String) {
        self.path = path
        self.layer = layer
        self.template = template
        self.contents = contents
    }
}

/// How a module is laid out on disk.
public struct EmitOptions: Sendable, Hashable {
    /// A standalone SwiftPM package (`Package.swift`, `Sources/<M>/…`, `Tests/<M>Tests/…`)
    /// rather than layer folders to drop into an existing app target.
    public var package: Bool

    public init(package: Bool) {
        self.package = package
    }
}
