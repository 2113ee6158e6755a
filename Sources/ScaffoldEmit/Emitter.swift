import Foundation
import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldScreen

/// Computes the architecture-specific template keys from the screen model (action bodies, tests, …),
/// so that templates stay logic-less. A template set names its provider with `context:`.
protocol ContextProvider: Sendable {
    var name: String { get }
    func context(_ screen: Screen) -> ContextPart
}

/// Keys of a template context and their schema, which the template key check reads.
struct ContextPart {
    var value: [String: Any]
    var schema: ContextSchema

    /// A typed part: the schema comes from the type, so every key a template may name is known.
    init<T: Codable>(_ typed: T) {
        value = ContextEncoder.encode(typed)
        schema = ContextSchema.of(T.self)
    }

    /// Both parts' keys; on a clash the other part's value wins.
    func merged(with other: ContextPart) -> ContextPart {
        var result = self
        result.value.merge(other.value) { _, new in new }
        result.schema = other.schema.merged(with: schema)
        return result
    }
}

/// Screen → [PlannedFile]: the single entry point of this stage. The caller builds the screen once per module
/// (`Screen(module)`); what templates need of the module comes through it (`screen.module`).
public enum Emitter {
    static let providers: [any ContextProvider] = [MVVMContextProvider(), MVPContextProvider(), VIPERContextProvider(), StoreContextProvider()]

    /// The context providers a template set may name with `context:`, sorted.
    public static var contextProviders: [String] { providers.map(\.name).sorted() }

    /// The context of the module's files (`module`) and the extra keys of files listed with
    /// `each: entity` and `each: service`, as JSON: exactly what templates see.
    public static func contextJSON(_ screen: Screen, options: EmitOptions, templates: TemplateSet) throws(DiagnosticError) -> String {
        let module = screen.module
        let base = try moduleContext(screen, options: options, templates: templates)
        return ContextEncoder.json([
            "module": base.value,
            "entity": module.entities.map { ContextEncoder.encode(EntityContext($0, module: module)) },
            "service": module.services.map { ContextEncoder.encode(ServiceContext($0, module: module)) },
        ]) + "\n"
    }

    /// The shared keys and those of the set's context provider.
    static func moduleContext(_ screen: Screen, options: EmitOptions, templates: TemplateSet) throws(DiagnosticError) -> ContextPart {
        var base = ContextPart(ModuleContext(screen, options: options))
        if let name = templates.manifest.context?.value {
            guard let provider = providers.first(where: { $0.name == name }) else {
                throw DiagnosticError([
                    Diagnostic(
                        "unknown context provider '\(name)'", at: templates.manifest.context!.location,
                        hint: Suggestions.hint(for: name, in: contextProviders, listing: "providers"))
                ])
            }
            base = base.merged(with: provider.context(screen))
        }
        return base
    }

    /// Renders every file the module's template set lists, sorted by path.
    /// Throws located errors for a bad template set, a missing key, or output that is not valid Swift.
    public static func emit(_ screen: Screen, options: EmitOptions, templates: TemplateSet) throws(DiagnosticError) -> [PlannedFile] {
        let module = screen.module
        let base = try moduleContext(screen, options: options, templates: templates)
        var files: [PlannedFile] = []
        var diagnostics = DiagnosticCollector()
        for entry in templates.manifest.files {
            if let when = entry.when {
                guard base.schema.members[when.value] == .leaf, let flag = base.value[when.value] as? Bool else {
                    diagnostics.error(
                        "'when: \(when.value)' names no true/false key of the template context", at: when.location,
                        hint: "see docs/template-context.md for the keys, e.g. uiSwiftUI, uiUIKit, hasServices, package")
                    continue
                }
                if !flag { continue }
            }
            for item in items(entry.each?.value, module: module) {
                let context = item.map(base.merged) ?? base
                do {
                    let path = try templates.renderPath(entry.path, context: context.value, schema: context.schema)
                    let contents = try templates.render(entry.template, context: context.value, schema: context.schema)
                    files.append(PlannedFile(path: path, layer: entry.layer.value, template: entry.template.value, contents: contents))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.path).inserted {
            diagnostics.error(
                "two files render to the same path '\(file.path)'", at: SourceLocation(file: templates.manifest.file, line: 1, column: 1),
                hint: "make the 'path:' of repeated files depend on {{name}}")
        }
        try diagnostics.throwIfAny()
        return files.sorted { $0.path < $1.path }
    }

    /// The per-item parts of a file entry: none for the module, or one per entity or service.
    private static func items(_ each: String?, module: ModuleIR) -> [ContextPart?] {
        switch each {
        case "entity": module.entities.map { ContextPart(EntityContext($0, module: module)) }
        case "service": module.services.map { ContextPart(ServiceContext($0, module: module)) }
        default: [nil]
        }
    }
}
