import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldManifest
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// The whole generation pipeline for one spec, shared by `new` and `regen`:
/// spec → IR → where the module goes in the project → rendered files → the manifest that records them.
struct Generation {
    let spec: Spec
    let module: ModuleIR
    /// Located warnings about the spec (imported types without a sample value).
    let warnings: [Diagnostic]
    let placement: ModulePlacement
    let files: [PlannedFile]
    let manifest: Manifest

    var home: ModuleHome { ModuleHome(root: placement.root, modulePath: placement.modulePath) }

    /// - Parameter place: where the module goes, given its name.
    init(
        spec url: URL, displayPath: String, architecture: String?, config: ProjectConfig, templatesFolder: URL?,
        place: (String) throws(DiagnosticError) -> ModulePlacement
    ) throws(DiagnosticError) {
        let specURL = url.standardizedFileURL
        spec = try SpecParser.load(path: specURL.path, displayPath: displayPath)
        (module, warnings) = try Lowering.lowerWithWarnings(
            spec, architectures: TemplateSet.available(projectFolder: templatesFolder), architectureOverride: architecture,
            project: Self.facts(config))
        placement = try place(module.name)
        let templateSet = try TemplateSet.resolve(module.architecture, projectFolder: templatesFolder)
        files = try Emitter.emit(module, options: Self.options(module, placement: placement, config: config), templates: templateSet)
        let home = ModuleHome(root: placement.root, modulePath: placement.modulePath)
        let specData = FileManager.default.contents(atPath: specURL.path) ?? Data()
        manifest = Manifest(
            module: module.name, architecture: module.architecture,
            spec: relativePath(from: home.moduleFolder, to: specURL) ?? specURL.lastPathComponent, specHash: Hashing.fnv1a(specData),
            templateSet: "\(templateSet.manifest.name.value)@\(templateSet.manifest.version)", layout: placement.layout.rawValue,
            root: home.manifestRoot, imports: Set(module.imports.map(\.module)).sorted(), files: files)
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
        return EmitOptions(
            package: isPackage, sourcesPrefix: placement.sourcesPrefix, testsPrefix: placement.testsPrefix,
            platforms: config.platforms.map(PackageText.platform), packageDependencies: isPackage ? packages : [],
            targetDependencies: isPackage ? dependencies.filter { $0.packageIdentity != nil }.map { PackageText.targetDependency($0).swift } : [])
    }
}

/// Prints located warnings to standard error.
func printWarnings(_ warnings: [Diagnostic]) {
    guard !warnings.isEmpty else { return }
    writeToStandardError(warnings.map { $0.description + "\n" }.joined())
}
