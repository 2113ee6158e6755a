import Foundation
import ScaffoldSpec

/// Swift text of `Package.swift` pieces scaffold writes: platforms and dependencies on the modules a
/// spec imports (`dependencies:` of scaffold.yml). Every string from the config lands escaped.
public enum PackageText {
    /// `.iOS(.v17)` where PackageDescription 6.0 names the version, else `.iOS("17.2")`.
    public static func platform(_ platform: ProjectConfig.Platform) -> String {
        let parts = platform.version.split(separator: ".").compactMap { Int($0) }
        let major = parts.first ?? 0
        let rest = parts.dropFirst()
        let named: Set<String> =
            switch platform.name {
            case "iOS", "tvOS": Set((12...18).map { "v\($0)" })
            case "macCatalyst": Set((13...18).map { "v\($0)" })
            case "macOS": Set(["v10_13", "v10_14", "v10_15"] + (11...15).map { "v\($0)" })
            case "watchOS": Set((4...11).map { "v\($0)" })
            case "visionOS": ["v1", "v2"]
            default: []
            }
        let name = major == 10 && rest.count >= 1 && rest.first != 0 ? "v10_\(rest.first!)" : "v\(major)"
        let exact = major == 10 ? rest.dropFirst().allSatisfy { $0 == 0 } : rest.allSatisfy { $0 == 0 }
        return exact && named.contains(name) ? ".\(platform.name)(.\(name))" : ".\(platform.name)(\(SwiftLiteral.string(platform.version)))"
    }

    /// The package a module comes from: its path relative to `packageFolder`, or its url; nil for a module
    /// that is not a package (an SDK module, or a target of the same package).
    public static func package(_ dependency: ProjectConfig.Dependency, baseFolder: URL, packageFolder: URL) -> PackageDependency? {
        if let path = dependency.path {
            return .path(relativePath(from: packageFolder, to: baseFolder.appendingPathComponent(path)) ?? path)
        }
        if let url = dependency.url, let from = dependency.from { return .url(url, from: from) }
        return nil
    }

    /// The product a target depends on for the module, or the target of the same package of that name.
    public static func targetDependency(_ dependency: ProjectConfig.Dependency) -> TargetDependency {
        guard let identity = dependency.packageIdentity else { return .target(dependency.name.value) }
        return .product(name: dependency.product, package: identity)
    }
}
