// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// One library target per pipeline stage (docs/ARCHITECTURE.md#pipeline); data flows one way:
// ScaffoldSpec → ScaffoldIR → ScaffoldScreen → ScaffoldEmit → ScaffoldWrite, with ScaffoldProject saying where a
// module goes in its project; ScaffoldGenerate runs those stages in order for `new` and `regen`. Every target declares
// each module it imports. The `scaffold` executable only parses arguments, calls ScaffoldGenerate and ScaffoldCheck,
// prints and maps errors to exit codes.
let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .plugin(name: "ScaffoldCommand", targets: ["ScaffoldCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Located errors and warnings (`file:line:col: error: …`) and "did you mean" hints, for every stage.
        .target(name: "ScaffoldDiagnostics"),
        // YAML text → Spec: the syntax of a module spec, every node located.
        .target(name: "ScaffoldSpec", dependencies: ["ScaffoldDiagnostics", "Yams"]),
        // Spec → ModuleIR: validated, types parsed and resolved, architecture-neutral.
        .target(
            name: "ScaffoldIR",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // ModuleIR → Screen: what the screen does, decided once for every architecture — action effects
        // in order, test cases as data, rows and how values are shown, samples.
        .target(name: "ScaffoldScreen", dependencies: ["ScaffoldDiagnostics", "ScaffoldIR", "ScaffoldSpec"]),
        // The built-in template sets, bundled as resources.
        .target(name: "ScaffoldTemplates", path: "Templates", resources: [.copy("mvvm"), .copy("mvp"), .copy("shared"), .copy("store"), .copy("viper")]),
        // Screen → typed template contexts → [PlannedFile]: each architecture spells the screen, rendered through Mustache.
        .target(
            name: "ScaffoldEmit",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldIR", "ScaffoldScreen", "ScaffoldSpec", "ScaffoldTemplates",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // .scaffold/manifest.json: the one definition of a generated module's manifest, written and
        // read by ScaffoldWrite, read (its outline) by ScaffoldCheck.
        .target(name: "ScaffoldManifest"),
        // The project a module goes into: layouts, edits of an existing Package.swift (through its syntax
        // tree), and which Xcode project folders new files join by themselves (read only).
        .target(
            name: "ScaffoldProject",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // [PlannedFile] → files on disk + .scaffold/manifest.json.
        .target(name: "ScaffoldWrite", dependencies: ["ScaffoldDiagnostics", "ScaffoldEmit", "ScaffoldManifest"]),
        // `new` and `regen` as calls: a spec through every stage into its project, generated modules found and planned; prints nothing.
        .target(
            name: "ScaffoldGenerate",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit", "ScaffoldManifest", "ScaffoldProject",
                "ScaffoldWrite",
            ]),
        // Swift sources → declarations, type references and imports → layer graph → violations; modules also come
        // from every Package.swift, read through ScaffoldProject.
        .target(
            name: "ScaffoldCheck",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldManifest", "ScaffoldProject", "Yams",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "scaffold",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit", "ScaffoldManifest", "ScaffoldWrite",
                "ScaffoldGenerate", "ScaffoldCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `swift package scaffold …` in a package that depends on this one: runs the CLI in that package.
        .plugin(
            name: "ScaffoldCommand",
            capability: .command(
                intent: .custom(verb: "scaffold", description: "Generate feature modules from specs, regenerate them, check layer rules"),
                permissions: [.writeToPackageDirectory(reason: "scaffold new and regen write the generated modules into this package")]),
            dependencies: ["scaffold"]),
        // Generated specs and mutations for fuzzing, reproducible from a seed; the aggregate package build check.
        .target(
            name: "ScaffoldFuzzing", dependencies: ["ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit", "ScaffoldCheck"]),
        // `make fuzz`: `swift run -c release scaffold-fuzz --seconds N`.
        .executableTarget(name: "scaffold-fuzz", dependencies: ["ScaffoldFuzzing", "ScaffoldIR", "ScaffoldEmit"], path: "Sources/ScaffoldFuzz"),
        // Statement-deletion mutants of generated Swift and the reviewed list of equivalent ones (docs/mutation.md).
        .target(
            name: "ScaffoldMutation",
            dependencies: [
                "ScaffoldDiagnostics",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // `make mutate`: generated packages built once, then one statement deleted at a time in the owner files and the tests run.
        .executableTarget(
            name: "scaffold-mutate",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit", "ScaffoldFuzzing", "ScaffoldMutation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], path: "Sources/ScaffoldMutate"),
        // `swift run -c release scaffold-bench`: generation time per module.
        .executableTarget(
            name: "scaffold-bench", dependencies: ["ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit"], path: "Sources/ScaffoldBenchmarks"),
        // `swift run -c release scaffold-check-bench DIR`: `check` against SwiftParser alone on the same files.
        .executableTarget(
            name: "scaffold-check-bench",
            dependencies: [
                "ScaffoldCheck",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ], path: "Sources/ScaffoldCheckBenchmarks"),
        // The compiler plugin behind `#Preview` in the SwiftUI signature stub (Stubs/SwiftUI/Preview.swift): expands it into
        // a function holding the preview's body, so that `scripts/typecheck-ui` and the UI type-check tests compile that
        // body as Xcode does. A tool for those checks, not part of scaffold.
        .macro(
            name: "PreviewsMacros",
            dependencies: [
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            ], path: "Stubs/PreviewsMacros"),
        .testTarget(
            name: "ScaffoldTests",
            dependencies: [
                "ScaffoldDiagnostics", "ScaffoldSpec", "ScaffoldIR", "ScaffoldScreen", "ScaffoldEmit", "ScaffoldManifest", "ScaffoldProject",
                "ScaffoldWrite", "ScaffoldGenerate", "ScaffoldCheck", "ScaffoldFuzzing", "ScaffoldMutation", "Yams",
                // Built first, so that UITypeCheckTests finds the #Preview plugin beside the test bundle.
                "PreviewsMacros",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]),
    ]
)
