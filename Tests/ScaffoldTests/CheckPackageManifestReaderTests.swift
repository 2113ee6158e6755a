import ScaffoldProject
import Testing

/// `PackageManifestReader`: what `scaffold check` learns from a Package.swift, read from its literals, never run.
@Suite("Check: reading Package.swift")
struct CheckPackageManifestReaderTests {
    @Test("source targets with path, sources, exclude and every spelling of a dependency; products; other targets left out")
    func readsLiterals() throws {
        let outline = try PackageManifestReader.read(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                products: [
                    .library(name: "ShopKit", targets: ["Cart", "Catalog"]),
                    .executable(name: "shop", targets: ["ShopCLI"]),
                    .plugin(name: "Lint", targets: ["Lint"]),
                ],
                dependencies: [.package(path: "../Core")],
                targets: [
                    .target(name: "Catalog", dependencies: [.product(name: "Core", package: "Core", condition: .when(platforms: [.iOS]))]),
                    .target(
                        name: "Cart", dependencies: ["Catalog", .target(name: "Pricing"), .byName(name: "Money")], path: "Code/Cart",
                        sources: ["Model", "Cart.swift"], exclude: ["Model/Old"], swiftSettings: settings),
                    .executableTarget(name: "ShopCLI", dependencies: ["Cart"]),
                    .testTarget(name: "CartTests", dependencies: ["Cart"]),
                    .plugin(name: "Lint", capability: .buildTool()),
                    .binaryTarget(name: "Pricing", path: "Pricing.xcframework"),
                ]
            )
            let settings: [SwiftSetting] = []
            """, file: "Package.swift")
        #expect(outline.name == "Shop")
        #expect(
            outline.targets == [
                PackageTarget(name: "Catalog", kind: .regular, dependencies: [.product(name: "Core", package: "Core")]),
                PackageTarget(
                    name: "Cart", kind: .regular, path: "Code/Cart", sources: ["Model", "Cart.swift"], exclude: ["Model/Old"],
                    dependencies: [.target("Catalog"), .target("Pricing"), .target("Money")]),
                PackageTarget(name: "ShopCLI", kind: .executable, dependencies: [.target("Cart")]),
                PackageTarget(name: "CartTests", kind: .test, dependencies: [.target("Cart")]),
            ])
        #expect(outline.products == ["ShopKit": ["Cart", "Catalog"], "shop": ["ShopCLI"]])
    }

    @Test("a manifest that is not literals where it declares targets is an error located at what is not")
    func refusesNonLiterals() {
        let cases: [(text: String, line: Int, column: Int, message: String)] = [
            ("let package = Package(name: \"A\", targets: all)\n", 1, 43, "`targets:` is not an array literal"),
            ("let package = Package(name: \"A\", targets: [common])\n", 1, 44, "this element of `targets:` is not a literal target declaration"),
            ("let package = Package(name: \"A\", targets: [.target(name: \"A\", path: root)])\n", 1, 69, "`path` of target 'A' is not a string literal"),
            (
                "let package = Package(name: \"A\", targets: [.target(name: \"A\", dependencies: shared)])\n", 1, 77,
                "the dependencies of target 'A' are not an array literal"
            ),
            (
                "let package = Package(name: \"A\", targets: [.target(name: \"A\", dependencies: [lib])])\n", 1, 78,
                "a dependency of target 'A' is not a literal"
            ),
            ("let package = Package(name: \"A\", targets: [\n", 1, 44, "the manifest does not parse"),
            ("let targets = [1]\n", 1, 1, "no `Package(...)` call in the manifest"),
        ]
        for (text, line, column, message) in cases {
            do {
                _ = try PackageManifestReader.read(text, file: "Package.swift")
                Issue.record("accepted: \(text)")
            } catch {
                let diagnostic = error.diagnostics[0]
                #expect((diagnostic.location.line, diagnostic.location.column, diagnostic.message) == (line, column, message), "\(text)")
            }
        }
    }

    @Test("no targets: argument and a computed name read as no targets and no name")
    func emptyPackage() throws {
        let outline = try PackageManifestReader.read("let package = Package(name: packageName, dependencies: [])\n", file: "Package.swift")
        #expect(outline.name == nil)
        #expect(outline.targets.isEmpty && outline.products.isEmpty)
    }
}
