import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldManifest
import ScaffoldSpec
import ScaffoldWrite

/// The whole generation pipeline for one spec, shared by `new` and `regen`:
/// spec → IR → rendered files → the manifest that records them.
struct Generation {
    let module: ModuleIR
    let files: [PlannedFile]
    let manifest: Manifest
    let moduleFolder: URL

    /// - Parameter moduleFolder: where the module lives, given its name.
    init(
        spec: URL, displayPath: String, architecture: String?, package: Bool, templatesFolder: URL?,
        moduleFolder: (String) -> URL
    ) throws(DiagnosticError) {
        let specURL = spec.standardizedFileURL
        let parsed = try SpecParser.load(path: specURL.path, displayPath: displayPath)
        module = try Lowering.lower(
            parsed, architectures: TemplateSet.available(projectFolder: templatesFolder),
            architectureOverride: architecture)
        let templateSet = try TemplateSet.resolve(module.architecture, projectFolder: templatesFolder)
        files = try Emitter.emit(module, options: EmitOptions(package: package), templates: templateSet)
        self.moduleFolder = moduleFolder(module.name).standardizedFileURL
        let specData = FileManager.default.contents(atPath: specURL.path) ?? Data()
        manifest = Manifest(
            module: module.name, architecture: module.architecture,
            spec: relativePath(from: self.moduleFolder, to: specURL), specHash: Hashing.fnv1a(specData),
            templateSet: "\(templateSet.manifest.name.value)@\(templateSet.manifest.version)", package: package, files: files)
    }
}
