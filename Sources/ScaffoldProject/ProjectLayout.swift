import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec

// The project a module is generated into: where its files go (layouts), the existing Package.swift
// that scaffold adds targets to, and what an Xcode project says about its folders.

/// Where one module's files go, as scaffold.yml's layout decides (docs/project-layouts.md).
public struct ModulePlacement: Sendable, Hashable {
    public var layout: ProjectConfig.Layout
    /// The folder the module's file paths start from: the module's package (package layout) or the
    /// project folder, which holds scaffold.yml (target and app layouts). Nothing is written outside it.
    public var root: URL
    /// The module's folder, relative to `root` (`""` in the package layout): it holds `.scaffold/`.
    public var modulePath: String
    /// Relative to `root`, ending in `/`: `Sources/Feed/` and `Tests/FeedTests/` in a package,
    /// `<output>/Feed/` and `<tests>/FeedTests/` (target) or `<tests>/Feed/` (app) otherwise.
    public var sourcesPrefix: String
    public var testsPrefix: String
    /// The Swift module the sources compile into.
    public var swiftModule: String
    /// The target layout's manifest, relative to `root`.
    public var packageManifest: String?

    public var moduleFolder: URL { modulePath.isEmpty ? root : root.appendingPathComponent(modulePath) }
}

public enum ProjectLayout {
    /// Where module `name` goes. `output` (from `--output`) replaces `output:` of scaffold.yml; in the
    /// target and app layouts it must lie inside the project folder.
    public static func place(module name: String, config: ProjectConfig, output: URL?) throws(DiagnosticError) -> ModulePlacement {
        let base = config.baseFolder.standardizedFileURL
        switch config.layout {
        case .package:
            let folder = (output ?? base.appendingPathComponent(config.outputFolder)).appendingPathComponent(name).standardizedFileURL
            return try existing(module: name, config: config, root: folder, modulePath: "")
        case .target, .app:
            var outputPath = config.outputFolder
            if let output {
                guard let inside = relativePath(from: base, to: output.standardizedFileURL, insideOnly: true) else {
                    throw DiagnosticError([
                        Diagnostic(
                            "--output '\(output.path)' is outside the project folder '\(base.path)'",
                            at: SourceLocation(file: config.file?.path ?? ProjectConfig.fileName, line: 1, column: 1),
                            hint: "with 'layout: \(config.layout.rawValue)' modules go inside the project; give a folder under it")
                    ])
                }
                outputPath = inside
            }
            return try existing(module: name, config: config, root: base, modulePath: joined(outputPath, name))
        }
    }

    /// The placement of a module whose folder is known: `modulePath` under `root` (regen, or `place`).
    public static func existing(module name: String, config: ProjectConfig, root: URL, modulePath: String) throws(DiagnosticError) -> ModulePlacement {
        switch config.layout {
        case .package:
            return ModulePlacement(
                layout: .package, root: root, modulePath: modulePath, sourcesPrefix: "Sources/\(name)/", testsPrefix: "Tests/\(name)Tests/",
                swiftModule: name, packageManifest: nil)
        case .target, .app:
            let tests = config.layout == .target ? joined(config.testsFolder, "\(name)Tests") : joined(config.testsFolder, name)
            var placement = ModulePlacement(
                layout: config.layout, root: root, modulePath: modulePath, sourcesPrefix: modulePath + "/", testsPrefix: tests + "/",
                swiftModule: config.layout == .app ? config.module?.value ?? name : name, packageManifest: nil)
            if config.layout == .target {
                placement.packageManifest = config.manifest
                // SwiftPM takes only target folders inside the package: under the manifest's folder.
                let packageFolder = (config.manifest as NSString).deletingLastPathComponent
                for (what, path) in [("output", modulePath), ("tests", tests)] where !packageFolder.isEmpty && !path.hasPrefix(packageFolder + "/") {
                    throw DiagnosticError([
                        Diagnostic(
                            "\(what) '\(path)' is not inside the package of '\(config.manifest)'",
                            at: SourceLocation(file: config.file?.path ?? ProjectConfig.fileName, line: 1, column: 1),
                            hint: "SwiftPM targets live under their manifest's folder: put '\(what):' under '\(packageFolder)'")
                    ])
                }
            }
            return placement
        }
    }

    /// `a/b` from `a` and `b`, dropping `.`.
    static func joined(_ folder: String, _ name: String) -> String {
        folder == "." || folder.isEmpty ? name : folder + "/" + name
    }
}

/// `to` relative to the folder `from`, with `..` where needed; with `insideOnly`, nil when `to` is not
/// inside `from` (or is `from` itself, which gives `.`).
public func relativePath(from folder: URL, to file: URL, insideOnly: Bool = false) -> String? {
    let base = folder.standardizedFileURL.pathComponents
    let target = file.standardizedFileURL.pathComponents
    let common = zip(base, target).prefix { $0 == $1 }.count
    if insideOnly && common < base.count { return nil }
    let components = Array(repeating: "..", count: base.count - common) + target[common...]
    return components.isEmpty ? "." : components.joined(separator: "/")
}
