import Foundation
import ScaffoldDiagnostics
import ScaffoldProject
import ScaffoldSpec
import ScaffoldWrite

/// `new`: a module generated from its spec and fitted into its project, decided before anything is written.
public struct NewModule {
    public let generation: Generation
    public let integration: ProjectIntegration
    /// The project's configuration, its layout the one the module is generated in.
    public let config: ProjectConfig

    /// Generates the module from `spec` (shown as `displayPath` in messages) into `output` (else `output:` of
    /// scaffold.yml). `onWarnings` gets the spec's warnings as soon as it is lowered, before the project is
    /// checked (which may still fail).
    public init(
        spec: URL, displayPath: String, architecture: String?, output: URL?, config: ProjectConfig, templatesFolder: URL?,
        onWarnings: ([Diagnostic]) -> Void
    ) throws(DiagnosticError) {
        generation = try Generation(
            spec: spec, displayPath: displayPath, architecture: architecture, config: config, templatesFolder: templatesFolder,
            renderInputs: RenderInputs()
        ) { name throws(DiagnosticError) in
            try ProjectLayout.place(module: name, config: config, output: output)
        }
        onWarnings(generation.warnings)
        integration = try ProjectIntegration(generation: generation, config: config)
        self.config = config
    }

    /// Writes the module's files, the project's edit and then the manifest, which records `projectFolder` (the
    /// folder `new` ran in, see `ProjectFolder`). With `dryRun`, checks that it could and writes nothing.
    public func write(projectFolder: URL, dryRun: Bool) throws(DiagnosticError) {
        let home = generation.home
        var manifest = generation.manifest
        manifest.project = relativePath(from: home.moduleFolder, to: projectFolder)
        _ = try ModuleWriter.create(generation.files, manifest: manifest, home: home, dryRun: dryRun) { () throws(DiagnosticError) in
            try integration.apply()
        }
    }

    /// `new --json`, after `write`.
    public func summary(dryRun: Bool) -> NewSummary {
        let home = generation.home
        let ir = generation.module
        return NewSummary(
            module: ir.name, architecture: ir.architecture, ui: ir.ui.rawValue, layout: config.layout.rawValue,
            moduleFolder: displayPath(home.moduleFolder), written: !dryRun,
            files: generation.files.map { .init(path: displayPath(home.root.appendingPathComponent($0.path)), layer: $0.layer) },
            manifest: displayPath(home.root.appendingPathComponent(home.manifestPath)),
            project: integration.report(dryRun: dryRun).map { $0.trimmingCharacters(in: .whitespaces) })
    }
}

/// `new --json`.
public struct NewSummary: Encodable {
    public struct File: Encodable {
        public var path: String
        public var layer: String
    }
    public var module: String
    public var architecture: String
    public var ui: String
    public var layout: String
    public var moduleFolder: String
    /// False with --dry-run.
    public var written: Bool
    public var files: [File]
    public var manifest: String
    /// What the project gained or needs beyond the module's files (targets added, Xcode membership).
    public var project: [String]
}
