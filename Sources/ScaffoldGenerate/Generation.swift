import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldIR
import ScaffoldManifest
import ScaffoldProject
import ScaffoldScreen
import ScaffoldSpec
import ScaffoldWrite

/// The whole generation pipeline for one spec, shared by `new` and `regen`:
/// spec → IR → where the module goes in the project → rendered files → the manifest that records them.
public struct Generation {
    public let spec: Spec
    public let module: ModuleIR
    /// Located warnings about the spec (imported types without a sample value, actions no view offers).
    public let warnings: [Diagnostic]
    public let placement: ModulePlacement
    public let files: [PlannedFile]
    public let manifest: Manifest

    public var home: ModuleHome { ModuleHome(root: placement.root, modulePath: placement.modulePath) }

    /// - Parameter place: where the module goes, given its name.
    public init(
        spec url: URL, displayPath: String, architecture: String?, config: ProjectConfig, templatesFolder: URL?,
        renderInputs: RenderInputs, place: (String) throws(DiagnosticError) -> ModulePlacement
    ) throws(DiagnosticError) {
        let specURL = url.standardizedFileURL
        spec = try SpecParser.load(path: specURL.path, displayPath: displayPath)
        let lowered = try Lowering.lowerWithWarnings(
            spec, architectures: TemplateSet.available(projectFolder: templatesFolder), architectureOverride: architecture,
            project: Self.facts(config))
        module = lowered.module
        let screen = Screen(module)
        try Self.refuseUntestable(screen, spec: spec)
        warnings = Self.warnings(lowered.warnings, screen: screen, spec: spec)
        placement = try place(module.name)
        let templateSet = try TemplateSet.resolve(module.architecture, projectFolder: templatesFolder)
        files = try Emitter.emit(screen, options: Self.options(module, placement: placement, config: config), templates: templateSet)
        let home = ModuleHome(root: placement.root, modulePath: placement.modulePath)
        let specData = FileManager.default.contents(atPath: specURL.path) ?? Data()
        var manifest = Manifest(
            module: module.name, architecture: module.architecture,
            spec: relativePath(from: home.moduleFolder, to: specURL) ?? specURL.lastPathComponent, specHash: Hashing.fnv1a(specData),
            templateSet: "\(templateSet.manifest.name.value)@\(templateSet.manifest.version)", layout: placement.layout.rawValue,
            root: home.manifestRoot, imports: Set(module.imports.map(\.module)).sorted(), files: files)
        manifest.inputs = RenderInputs.sealed(
            renderInputs.hash(
                specData: specData, config: config, architecture: module.architecture, layout: placement.layout.rawValue, templatesFolder: templatesFolder),
            files: manifest.files)
        self.manifest = manifest
    }

    /// The module a spec describes, as `validate`, `dump` and `templates context` show it: parsed and lowered with
    /// what the project found from `folder` says (its scaffold.yml), neither placed nor rendered; with its warnings.
    /// `templatesFolder` replaces scaffold.yml's `templates:`.
    public static func module(
        spec path: String, architecture: String?, templatesFolder: URL?, from folder: URL
    ) throws(DiagnosticError) -> (module: ModuleIR, warnings: [Diagnostic]) {
        let spec = try SpecParser.load(path: path)
        let config = try ProjectConfig.find(from: folder)
        let lowered = try Lowering.lowerWithWarnings(
            spec, architectures: TemplateSet.available(projectFolder: templatesFolder ?? config.templatesFolder), architectureOverride: architecture,
            project: facts(config))
        let screen = Screen(lowered.module)
        try refuseUntestable(screen, spec: spec)
        return (lowered.module, warnings(lowered.warnings, screen: screen, spec: spec))
    }

    /// Lowering's warnings and the screen model's (actions no view offers, values sent while their field says they will
    /// not do), in spec order.
    static func warnings(_ lowering: [Diagnostic], screen: Screen, spec: Spec) -> [Diagnostic] {
        let all = lowering + screen.unreachableActions(in: spec) + screen.unguardedValidations(in: spec)
        return all.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    /// An action with behaviour and no tests is refused, located in the spec (`Screen.untestableActions`).
    static func refuseUntestable(_ screen: Screen, spec: Spec) throws(DiagnosticError) {
        let problems = screen.untestableActions(in: spec)
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }

    /// What lowering must know of the project: the app's module, which modules specs may import (those
    /// scaffold can make a package or target depend on), and sample values of imported types.
    static func facts(_ config: ProjectConfig) -> ProjectFacts {
        ProjectFacts(
            swiftModule: config.layout == .app ? config.module?.value : nil,
            importableModules: config.layout == .app ? nil : Set(config.dependencies.map(\.name.value)),
            fixtures: Dictionary(config.dependencies.map { ($0.name.value, $0.fixtures) }, uniquingKeysWith: { a, _ in a }),
            configName: config.file.map(displayPath) ?? ProjectConfig.fileName)
    }

    /// Where files go and, for a package, what its Package.swift declares.
    static func options(_ module: ModuleIR, placement: ModulePlacement, config: ProjectConfig) -> EmitOptions {
        let dependencies = Set(module.imports.map(\.module)).sorted().compactMap(config.dependency(named:))
        let isPackage = placement.layout == .package
        var packages: [String] = []
        for dependency in dependencies {
            if let text = PackageText.package(dependency, baseFolder: config.baseFolder, packageFolder: placement.root)?.swift, !packages.contains(text) {
                packages.append(text)
            }
        }
        var options = EmitOptions(
            package: isPackage, sourcesPrefix: placement.sourcesPrefix, testsPrefix: placement.testsPrefix,
            platforms: config.platforms.map(PackageText.platform), packageDependencies: isPackage ? packages : [],
            targetDependencies: isPackage ? dependencies.filter { $0.packageIdentity != nil }.map { PackageText.targetDependency($0).swift } : [])
        // An app target's resources are in the app's bundle; a package target's in its own.
        if placement.layout == .app { options.resourceBundle = ".main" }
        return options
    }
}

/// The hash of everything a module's render depends on (`Manifest.inputs`): when a manifest records the
/// same, regen knows the render without rendering. Template sets are fingerprinted once per run.
public struct RenderInputs: Sendable {
    private var templateSets: [String: String] = [:]

    public init() {}

    /// Fingerprints the template set once, for every later `hash` of a module in that architecture.
    public mutating func prepare(_ architecture: String, templatesFolder: URL?) {
        if templateSets[architecture] == nil { templateSets[architecture] = Self.templateSet(architecture, projectFolder: templatesFolder) }
    }

    func hash(specData: Data, config: ProjectConfig, architecture: String, layout: String, templatesFolder: URL?) -> String {
        let configData = config.file.flatMap { FileManager.default.contents(atPath: $0.path) } ?? Data()
        let templates = templateSets[architecture] ?? Self.templateSet(architecture, projectFolder: templatesFolder)
        return Hashing.fnv1a(
            ["scaffold \(ScaffoldVersion.current)", Hashing.fnv1a(specData), Hashing.fnv1a(configData), templates, architecture, layout]
                .joined(separator: "\n"))
    }

    /// The inputs hash bound to the files rendered from them: a manifest whose file list was edited by hand
    /// no longer matches, so regen renders again instead of trusting it.
    static func sealed(_ inputs: String, files: [Manifest.File]) -> String {
        Hashing.fnv1a(([inputs] + files.map { "\($0.path) \($0.layer) \($0.hash)" }).joined(separator: "\n"))
    }

    /// Every file the set can read — its project and built-in folders and the shared one — by path and contents.
    private static func templateSet(_ name: String, projectFolder: URL?) -> String {
        var data = Data()
        // Labels, not paths: the hash is committed in manifests and must be the same on every machine.
        let folders = [
            ("project", projectFolder?.appendingPathComponent(name)), ("builtin", TemplateSet.builtinFolder.appendingPathComponent(name)),
            ("shared", TemplateSet.builtinFolder.appendingPathComponent("shared")),
        ]
        for case (let label, let folder?) in folders {
            data += Data("folder \(label)\n".utf8)
            for file in (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted() {
                guard let contents = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
                data += Data("\(file) \(contents.count)\n".utf8) + contents
            }
        }
        return Hashing.fnv1a(data)
    }
}
