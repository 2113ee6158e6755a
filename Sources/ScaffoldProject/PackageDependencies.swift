import ScaffoldSpec

// The dependencies scaffold writes in a Package.swift: what they are, when SwiftPM takes two as the same, and how Swift spells them.

/// A dependency of a target: `"Models"` (a target of the same package) or `.product(name: "Models", package: "Models")`.
public enum TargetDependency: Sendable, Hashable, Comparable {
    case target(String)
    case product(name: String, package: String)
}

/// A package-level dependency: `.package(path: "../Models")` or `.package(url: "https://…", from: "1.2.0")`.
public enum PackageDependency: Sendable, Hashable {
    case path(String)
    case url(String, from: String)
}

extension TargetDependency {
    /// Equal for dependencies SwiftPM treats as the same: package identities are case-insensitive.
    var identity: TargetDependency {
        switch self {
        case .target: self
        case .product(let name, let package): .product(name: name, package: package.lowercased())
        }
    }

    /// As Package.swift spells it: `"Models"` or `.product(name: "Models", package: "Models")`.
    public var swift: String {
        switch self {
        case .target(let name): SwiftLiteral.string(name)
        case .product(let name, let package): ".product(name: \(SwiftLiteral.string(name)), package: \(SwiftLiteral.string(package)))"
        }
    }
}

extension PackageDependency {
    /// Equal for the same path, or the same url up to case, a trailing `/` and `.git`.
    var identity: String {
        switch self {
        case .path(let path): "path:" + (path.hasSuffix("/") ? String(path.dropLast()) : path)
        case .url(let url, _):
            "url:" + ["/", ".git"].reduce(url.lowercased()) { url, suffix in url.hasSuffix(suffix) ? String(url.dropLast(suffix.count)) : url }
        }
    }

    /// As Package.swift spells it: `.package(path: "../Models")` or `.package(url: …, from: …)`.
    public var swift: String {
        switch self {
        case .path(let path): ".package(path: \(SwiftLiteral.string(path)))"
        case .url(let url, let version): ".package(url: \(SwiftLiteral.string(url)), from: \(SwiftLiteral.string(version)))"
        }
    }
}
