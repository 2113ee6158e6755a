import ArgumentParser
import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldGenerate
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List, show and copy out (eject) the template sets.",
        discussion: """
            Each architecture is a template set: a template-set.yml (the files it writes, their paths and layers), .mustache templates, and partials they include ({{> expect}}) in a partials/ folder. Point 'templates:' in scaffold.yml (or --templates) at a folder to override single built-in templates or partials (<folder>/mvvm/ViewModel.swift.mustache, <folder>/mvvm/partials/expect.mustache) or to add a set (<folder>/mine/template-set.yml). After 'eject', set 'templates: Templates' in scaffold.yml to use the copy. The keys templates can use are documented in docs/template-context.md.

            Examples:
              scaffold templates list
              scaffold templates show mvvm
              scaffold templates eject mvvm --to Templates
              scaffold templates context Specs/NewsList.yaml --architecture viper
            """,
        subcommands: [List.self, Show.self, Eject.self, Context.self]
    )

    struct Options: ParsableArguments {
        @Option(help: "A folder of template sets (default: 'templates:' of scaffold.yml).")
        var templates: String?

        func folder() throws(DiagnosticError) -> URL? {
            if let templates { return URL(fileURLWithPath: templates, relativeTo: currentFolder) }
            return try ProjectConfig.find(from: currentFolder).templatesFolder
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the available template sets.")
        @OptionGroup var options: Options

        func run() throws {
            try reportingDiagnostics {
                let folder = try options.folder()
                for name in TemplateSet.available(projectFolder: folder) {
                    let set = try TemplateSet.resolve(name, projectFolder: folder)
                    var origin = "built in"
                    if let folder, set.projectSourceCount > 0 {
                        origin = "project (\(set.projectSourceCount) of \(set.sources.count) templates from \(displayPath(folder)))"
                    }
                    print(
                        "\(name.padding(toLength: 8, withPad: " ", startingAt: 0)) v\(set.manifest.version)  layers: \(set.manifest.layers.map(\.value).joined(separator: ", "))  [\(origin)]"
                    )
                }
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the files a template set writes and where each template comes from.")
        @Argument(help: "The template set, e.g. mvvm.") var name: String
        @OptionGroup var options: Options

        func run() throws {
            try reportingDiagnostics {
                let set = try TemplateSet.resolve(name, projectFolder: try options.folder())
                print("\(set.manifest.name.value) v\(set.manifest.version) (context: \(set.manifest.context?.value ?? "shared keys only"))")
                print("layers: \(set.manifest.layers.map(\.value).joined(separator: ", "))")
                for file in set.manifest.files {
                    var notes: [String] = []
                    if let each = file.each { notes.append("each \(each.value)") }
                    if let when = file.when { notes.append("when \(when.value)") }
                    let source = set.sources[file.template.value].map(displayPath) ?? "?"
                    print(
                        "  \(file.layer.value.padding(toLength: 10, withPad: " ", startingAt: 0)) \(file.path.value)"
                            + (notes.isEmpty ? "" : "  (\(notes.joined(separator: ", ")))") + "\n             ← \(source)")
                }
                let partials = set.sources.keys.filter { $0.hasPrefix("partials/") }.sorted()
                if !partials.isEmpty { print("partials (include with {{> name}}):") }
                for partial in partials {
                    let name = String(partial.dropFirst("partials/".count).dropLast(".mustache".count))
                    print("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) ← \(displayPath(set.sources[partial]!))")
                }
            }
        }
    }

    struct Eject: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy a template set (its manifest, every template it uses, and the partials) into a folder to customise it.")
        @Argument(help: "The template set to copy, e.g. mvvm.") var name: String
        @Option(help: "The folder to copy it into; the set lands in <folder>/<name>.") var to: String
        @OptionGroup var options: Options

        func run() throws {
            try reportingDiagnostics {
                let set = try TemplateSet.resolve(name, projectFolder: try options.folder())
                let destination = URL(fileURLWithPath: to, relativeTo: currentFolder).appendingPathComponent(name)
                let copied = try TemplateSetCopy.copy(set, to: destination, argument: to)
                print("Copied \(name) (\(copied) files) to \(displayPath(destination)).")
                print("Use it with 'templates: \(to)' in scaffold.yml or --templates \(to); edit any file, delete the ones you keep as built in.")
            }
        }
    }

    struct Context: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the template context of a spec as JSON: exactly the keys and values templates see.",
            discussion: """
                'module' holds the keys every template of the set sees; a file listed with \
                'each: entity' or 'each: service' also sees the keys of one item of \
                'entity' or 'service'. The keys are documented in docs/template-context.md.
                """
        )
        @Argument(help: "The module spec (YAML).", completion: .file(extensions: ["yaml", "yml"])) var spec: String
        @Option(help: "Architecture (template set), overriding the spec's 'architecture:'.") var architecture: String?
        @Option(help: "UI, overriding the spec's 'ui:' (swiftui, uikit or none).") var ui: String?
        @Flag(help: "The context of a standalone SwiftPM package (--package of 'scaffold new').") var package = false
        @OptionGroup var options: Options

        func run() throws {
            try reportingDiagnostics {
                let folder = try options.folder()
                var module = try loadModule(spec, architectureOverride: architecture, templatesFolder: folder)
                if let ui {
                    guard let kind = UIKind(rawValue: ui) else {
                        throw DiagnosticError([
                            Diagnostic(
                                "unknown ui '\(ui)'", at: SourceLocation(file: "--ui", line: 1, column: 1),
                                hint: "use one of: " + UIKind.allCases.map(\.rawValue).joined(separator: ", "))
                        ])
                    }
                    module.ui = kind
                }
                let set = try TemplateSet.resolve(module.architecture, projectFolder: folder)
                print(try Emitter.contextJSON(Screen(module), options: EmitOptions(package: package), templates: set), terminator: "")
            }
        }
    }
}
