import Foundation
import ScaffoldIR
import ScaffoldSpec

/// Computes the architecture-specific template keys from the IR (action bodies, tests, …),
/// so that templates stay logic-less. A template set names its provider with `context:`.
protocol ContextProvider: Sendable {
    var name: String { get }
    func context(_ module: ModuleIR) -> [String: Any]
    /// Keys its templates test with sections that may be absent from every item of a given module.
    var optionalKeys: Set<String> { get }
}

extension ContextProvider {
    var optionalKeys: Set<String> { [] }
}

/// ModuleIR → [PlannedFile]: the single entry point of this stage.
public enum Emitter {
    static let providers: [any ContextProvider] = [MVVMContext(), MVPContext(), VIPERContext()]

    /// The context providers a template set may name with `context:`, sorted.
    public static var contextProviders: [String] { providers.map(\.name).sorted() }

    /// Renders every file the module's template set lists, sorted by path.
    /// Throws located errors for a bad template set, a missing key, or output that is not valid Swift.
    public static func emit(_ module: ModuleIR, options: EmitOptions, templates: TemplateSet) throws(DiagnosticError) -> [PlannedFile] {
        var base = SharedContexts.module(module)
        var optionalKeys = SharedContexts.optionalKeys
        base["package"] = options.package
        base["sourcesPrefix"] = options.package ? "Sources/\(module.name)/" : ""
        base["testsPrefix"] = options.package ? "Tests/\(module.name)Tests/" : "Tests/"
        if let name = templates.manifest.context?.value {
            guard let provider = providers.first(where: { $0.name == name }) else {
                throw DiagnosticError([Diagnostic("unknown context provider '\(name)'", at: templates.manifest.context!.location,
                                                  hint: Suggestions.hint(for: name, in: contextProviders, listing: "providers"))])
            }
            for (key, value) in provider.context(module) { base[key] = value }
            optionalKeys.formUnion(provider.optionalKeys)
        }
        var files: [PlannedFile] = []
        var diagnostics = DiagnosticCollector()
        for entry in templates.manifest.files {
            if let when = entry.when {
                guard let flag = base[when.value] as? Bool else {
                    diagnostics.error("'when: \(when.value)' names no true/false key of the template context", at: when.location,
                                      hint: "see docs/template-context.md for the keys, e.g. uiSwiftUI, uiUIKit, hasServices, package")
                    continue
                }
                if !flag { continue }
            }
            for item in items(entry.each?.value, module: module) {
                var context = base
                for (key, value) in item { context[key] = value }
                do {
                    let path = try templates.renderPath(entry.path, context: context)
                    let contents = try templates.render(entry.template, context: context, optionalKeys: optionalKeys)
                    files.append(PlannedFile(path: path, layer: entry.layer.value, template: entry.template.value, contents: contents))
                } catch {
                    diagnostics.append(contentsOf: error.diagnostics)
                }
            }
        }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.path).inserted {
            diagnostics.error("two files render to the same path '\(file.path)'", at: SourceLocation(file: templates.manifest.file, line: 1, column: 1),
                              hint: "make the 'path:' of repeated files depend on {{name}}")
        }
        try diagnostics.throwIfAny()
        return files.sorted { $0.path < $1.path }
    }

    /// The per-item contexts of a file entry: one for the module, or one per entity or service.
    private static func items(_ each: String?, module: ModuleIR) -> [[String: Any]] {
        switch each {
        case "entity": module.entities.map { SharedContexts.entity($0, module: module) }
        case "service": module.services.map { SharedContexts.service($0, module: module) }
        default: [[:]]
        }
    }
}
