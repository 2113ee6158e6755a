import Foundation
import ScaffoldEmit
import ScaffoldIR

/// Many generated modules in one SwiftPM package — a library and a test target each — so that building
/// them pays for the package graph and linking once. Module names must be distinct.
public enum AggregatePackage {
    /// Writes each module's sources and tests (its package layout without its own `Package.swift`) and one
    /// `Package.swift` listing them all under `folder`.
    public static func write(_ modules: [ModuleIR], templates: [String: TemplateSet], to folder: URL) throws {
        for module in modules {
            guard let set = templates[module.architecture] else { continue }
            for file in try Emitter.emit(module, options: EmitOptions(package: true), templates: set) where file.path != "Package.swift" {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let targets = modules.map { ".target(name: \"\($0.name)\"), .testTarget(name: \"\($0.name)Tests\", dependencies: [\"\($0.name)\"])," }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Aggregate",
                platforms: [.iOS(.v17), .macOS(.v14)],
                targets: [
                    \(targets.joined(separator: "\n        "))
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    /// `<Module><Architecture><suffix>`: a name unique across architectures and specs.
    public static func uniqueName(_ module: ModuleIR, suffix: String = "") -> String {
        module.name + module.architecture.prefix(1).uppercased() + module.architecture.dropFirst() + suffix
    }

    /// The module under its unique name, which is also the Swift module it compiles into.
    public static func renamed(_ module: ModuleIR, suffix: String = "") -> ModuleIR {
        var renamed = module
        renamed.name = uniqueName(module, suffix: suffix)
        renamed.swiftModule = renamed.name
        return renamed
    }
}
