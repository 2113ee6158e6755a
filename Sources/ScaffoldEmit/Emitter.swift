import Foundation
import ScaffoldIR
import ScaffoldSpec
import ScaffoldTemplates

/// One architecture: which templates render which files, with which context.
protocol ArchitectureEmitter: Sendable {
    var name: String { get }
    func plan(_ module: ModuleIR, layout: ModuleLayout) -> [FilePlan]
}

/// A file to render: the template, where it goes, its layer and the template context.
struct FilePlan {
    var template: String
    var path: String
    var layer: String
    var context: [String: Any]
}

/// Where sources and tests go inside the module folder.
struct ModuleLayout {
    let module: String
    let package: Bool

    /// `Sources/NewsList/Model/Article.swift` in a package, `Model/Article.swift` otherwise.
    func source(_ layer: String, _ file: String) -> String {
        (package ? "Sources/\(module)/" : "") + "\(layer)/\(file)"
    }

    /// `Tests/NewsListTests/…` in a package, `Tests/…` otherwise.
    func test(_ file: String) -> String {
        (package ? "Tests/\(module)Tests/" : "Tests/") + file
    }
}

/// ModuleIR → [PlannedFile]: the single entry point of this stage.
public enum Emitter {
    static let emitters: [any ArchitectureEmitter] = [MVVMEmitter()]

    /// The architectures `scaffold` can generate, sorted.
    public static var architectures: [String] { emitters.map(\.name).sorted() }

    /// Renders every file of `module`, sorted by path. Throws if a template is missing or renders invalid Swift.
    public static func emit(_ module: ModuleIR, options: EmitOptions, templates: TemplateSet? = nil) throws(DiagnosticError) -> [PlannedFile] {
        guard let emitter = emitters.first(where: { $0.name == module.architecture }) else {
            throw DiagnosticError([Diagnostic("no emitter for architecture '\(module.architecture)'",
                                              at: SourceLocation(file: module.specPath, line: 1, column: 1),
                                              hint: "known architectures: \(architectures.joined(separator: ", "))")])
        }
        let templates = if let templates { templates } else { try builtinTemplates(emitter.name) }
        var plans = emitter.plan(module, layout: ModuleLayout(module: module.name, package: options.package))
        if options.package {
            plans.append(FilePlan(template: "Package.swift", path: "Package.swift", layer: "Package", context: SharedContexts.module(module)))
        }
        var files: [PlannedFile] = []
        var diagnostics = DiagnosticCollector()
        for plan in plans {
            do {
                let contents = try templates.render(plan.template, context: plan.context)
                files.append(PlannedFile(path: plan.path, layer: plan.layer, template: plan.template, contents: contents))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfAny()
        return files.sorted { $0.path < $1.path }
    }

    /// The template set bundled with the tool for `architecture`.
    public static func builtinTemplates(_ architecture: String) throws(DiagnosticError) -> TemplateSet {
        try TemplateSet(name: architecture, directory: BuiltinTemplates.directory.appendingPathComponent(architecture))
    }
}

/// File plans every architecture shares.
enum SharedPlans {
    static func model(_ module: ModuleIR, layout: ModuleLayout, layer: String) -> [FilePlan] {
        module.entities.map { entity in
            FilePlan(template: "Entity.swift", path: layout.source(layer, "\(entity.name).swift"), layer: layer,
                     context: SharedContexts.entity(entity, module: module))
        }
    }

    static func services(_ module: ModuleIR, layout: ModuleLayout) -> [FilePlan] {
        guard !module.services.isEmpty else { return [] }
        return module.services.map { service in
            FilePlan(template: "Service.swift", path: layout.source("Service", "\(service.name).swift"), layer: "Service",
                     context: SharedContexts.service(service, module: module))
        } + [FilePlan(template: "ModuleError.swift", path: layout.source("Service", "\(module.name)Error.swift"), layer: "Service",
                      context: SharedContexts.module(module))]
    }

    /// Mocks of every service and entity fixtures.
    static func testSupport(_ module: ModuleIR, layout: ModuleLayout) -> [FilePlan] {
        module.services.map { service in
            FilePlan(template: "Mock.swift", path: layout.test("Mocks/Mock\(service.name).swift"), layer: "Test",
                     context: SharedContexts.mock(service, module: module))
        } + [FilePlan(template: "Fixtures.swift", path: layout.test("Fixtures.swift"), layer: "Test", context: SharedContexts.fixtures(module))]
    }
}
