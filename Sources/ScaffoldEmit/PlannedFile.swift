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

/// How a module is laid out on disk, decided by the project's layout (ScaffoldProject).
public struct EmitOptions: Sendable, Hashable {
    /// A standalone SwiftPM package: `Package.swift` is generated too.
    public var package: Bool
    /// Where sources and tests go, relative to the folder file paths start from, each ending in `/`
    /// (`Sources/Feed/`, `Tests/FeedTests/`); nil for `Sources/<M>/` and `Tests/<M>Tests/` in a package,
    /// and the module folder itself and `Tests/` otherwise.
    public var sourcesPrefix: String?
    public var testsPrefix: String?
    /// For the generated `Package.swift`: its platforms (`.iOS(.v17)`), the packages of the modules the
    /// spec imports (`.package(path: "../Models")`) and the products its targets depend on
    /// (`.product(name: "Models", package: "Models")`), as Swift.
    public var platforms: [String]
    public var packageDependencies: [String]
    public var targetDependencies: [String]
    /// The bundle the module's String Catalog is in, as Swift: `.module` for a SwiftPM target, `.main` in an app target.
    public var resourceBundle: String = ".module"

    /// A package (`Sources/<M>/`, `Tests/<M>Tests/`) or, without `package`, layer folders with tests in `Tests/`.
    public init(package: Bool) {
        self.package = package
        sourcesPrefix = nil
        testsPrefix = nil
        platforms = [".iOS(.v17)", ".macOS(.v14)"]
        packageDependencies = []
        targetDependencies = []
    }

    public init(
        package: Bool, sourcesPrefix: String?, testsPrefix: String?, platforms: [String], packageDependencies: [String], targetDependencies: [String]
    ) {
        self.package = package
        self.sourcesPrefix = sourcesPrefix
        self.testsPrefix = testsPrefix
        self.platforms = platforms
        self.packageDependencies = packageDependencies
        self.targetDependencies = targetDependencies
    }
}
