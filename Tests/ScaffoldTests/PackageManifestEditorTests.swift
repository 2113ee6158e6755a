import Foundation
import ScaffoldDiagnostics
import SwiftParser
import Testing

@testable import ScaffoldProject

/// Adding a module's targets to an existing Package.swift, and keeping their dependencies in step, byte for byte.
struct PackageManifestEditorTests {
    static let feed = TargetAddition(
        name: "Feed", path: "Sources/Features/Feed", dependencies: [.target("Models"), .product(name: "Kit", package: "kit")],
        testName: "FeedTests", testPath: "Tests/FeedTests", testDependencies: [.target("Feed")],
        packageDependencies: [.url("https://github.com/acme/kit", from: "1.2.0")])

    static let typical = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [.iOS(.v17)],
            products: [
                .library(name: "Models", targets: ["Models"]),
            ],
            dependencies: [
                .package(url: "https://github.com/acme/Other.git", from: "2.0.0"),
            ],
            targets: [
                .target(name: "Models"),
                .testTarget(name: "ModelsTests", dependencies: ["Models"]),
            ]
        )

        """

    /// Comments everywhere, tabs, two targets on one line, no trailing comma on the last target, `#if` and code after the call.
    static let odd = """
        // swift-tools-version:5.9
        import PackageDescription

        /* The team's package. */
        let package = Package(
        \tname: "Odd", // the name
        \tproducts: [
        \t\t.library(name: "Models", targets: ["Models"]) // the only product
        \t],
        \tdependencies: [
        \t\t// shared code
        \t\t.package(path: "../Kit"),
        \t],
        \ttargets: [ // every module
        \t\t// Models first
        \t\t.target(name: "Models", dependencies: [.product(name: "Kit", package: "Kit")]), .target(name: "Legacy"),
        \t\t.testTarget(
        \t\t\tname: "ModelsTests",
        \t\t\tdependencies: ["Models"]
        \t\t) // no trailing comma
        \t]
        )

        #if os(Linux)
        package.targets.append(.target(name: "LinuxSupport"))
        #endif

        for t in package.targets {
            t.swiftSettings = (t.swiftSettings ?? []) + [.enableUpcomingFeature("ExistentialAny")]
        }

        """

    static func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The lines of `result` that are not `original`'s, when every line of `original` is still there in order; nil otherwise.
    static func addedLines(from original: String, to result: String) -> [Substring]? {
        var remaining = lines(original)[...]
        var added: [Substring] = []
        for line in lines(result) {
            if line == remaining.first {
                remaining.removeFirst()
            } else {
                added.append(line)
            }
        }
        return remaining.isEmpty ? added : nil
    }

    static func parses(_ text: String) -> Bool { !Parser.parse(source: text).hasError }

    /// The single diagnostic `body` throws.
    static func refusal(_ body: () throws(DiagnosticError) -> String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        do {
            let text = try body()
            Issue.record("expected an error, got:\n\(text)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.diagnostics.count == 1, "\(error)", sourceLocation: sourceLocation)
            #expect(error.diagnostics.first?.hint?.isEmpty == false, "\(error)", sourceLocation: sourceLocation)
            return error.diagnostics.first
        }
        return nil
    }

    // MARK: add

    @Test func typicalManifest() throws {
        let result = try PackageManifestEditor.add(Self.feed, to: Self.typical, file: "Package.swift")
        #expect(
            result == """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "App",
                    platforms: [.iOS(.v17)],
                    products: [
                        .library(name: "Models", targets: ["Models"]),
                        .library(name: "Feed", targets: ["Feed"]),
                    ],
                    dependencies: [
                        .package(url: "https://github.com/acme/Other.git", from: "2.0.0"),
                        .package(url: "https://github.com/acme/kit", from: "1.2.0"),
                    ],
                    targets: [
                        .target(name: "Models"),
                        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
                        .target(name: "Feed", dependencies: ["Models", .product(name: "Kit", package: "kit")], path: "Sources/Features/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed"], path: "Tests/FeedTests"),
                    ]
                )

                """)
        #expect(try PackageManifestEditor.targetNames(in: result, file: "Package.swift") == ["Models", "ModelsTests", "Feed", "FeedTests"])
    }

    @Test func oddManifestOnlyGainsLines() throws {
        let result = try PackageManifestEditor.add(Self.feed, to: Self.odd, file: "Package.swift")
        #expect(Self.parses(result), "\(result)")
        let added = try #require(Self.addedLines(from: Self.odd, to: result), "\(result)")
        #expect(
            added == [
                "\t\t.library(name: \"Feed\", targets: [\"Feed\"]),",
                "\t\t.package(url: \"https://github.com/acme/kit\", from: \"1.2.0\"),",
                "\t\t.target(name: \"Feed\", dependencies: [\"Models\", .product(name: \"Kit\", package: \"kit\")], path: \"Sources/Features/Feed\"),",
                "\t\t.testTarget(name: \"FeedTests\", dependencies: [\"Feed\"], path: \"Tests/FeedTests\"),",
            ], "\(result)")
        // No trailing comma on the last element: the new ones go first, before the comment on the first one.
        #expect(result.contains("[ // every module\n\t\t.target(name: \"Feed\""), "\(result)")
        #expect(result.contains("\t\t.library(name: \"Feed\", targets: [\"Feed\"]),\n\t\t.library(name: \"Models\""), "\(result)")
        #expect(try PackageManifestEditor.targetNames(in: result, file: "Package.swift") == ["Feed", "FeedTests", "Models", "Legacy", "ModelsTests"])
    }

    @Test func withoutProductsNoLibrary() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Models"),
                ]
            )
            """
        let addition = TargetAddition(
            name: "Feed", path: "Sources/Feed", dependencies: [], testName: "FeedTests", testPath: "Tests/FeedTests", testDependencies: [.target("Feed")],
            packageDependencies: [])
        let result = try PackageManifestEditor.add(addition, to: text, file: "Package.swift")
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "Models"),
                        .target(name: "Feed", path: "Sources/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed"], path: "Tests/FeedTests"),
                    ]
                )
                """)
    }

    @Test func missingDependenciesArgumentGoesBeforeTargets() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Models"),
                ]
            )
            """
        var addition = Self.feed
        addition.packageDependencies = [.path("../Kit"), .url("https://github.com/acme/kit", from: "1.2.0")]
        let result = try PackageManifestEditor.add(addition, to: text, file: "Package.swift")
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    dependencies: [
                        .package(path: "../Kit"),
                        .package(url: "https://github.com/acme/kit", from: "1.2.0"),
                    ],
                    targets: [
                        .target(name: "Models"),
                        .target(name: "Feed", dependencies: ["Models", .product(name: "Kit", package: "kit")], path: "Sources/Features/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed"], path: "Tests/FeedTests"),
                    ]
                )
                """)
    }

    @Test func declaredPackageDependenciesAreNotRepeated() throws {
        let text = """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://GitHub.com/acme/Kit.git", exact: "1.0.0"),
                    .package(name: "Shared", path: "../Shared/"),
                ],
                targets: [.target(name: "Models")]
            )
            """
        var addition = Self.feed
        addition.packageDependencies = [.url("https://github.com/acme/kit", from: "1.2.0"), .path("../Shared"), .path("../Shared")]
        let result = try PackageManifestEditor.add(addition, to: text, file: "Package.swift")
        #expect(result.hasPrefix(text.split(separator: "    targets:")[0]), "\(result)")
        #expect(!result.contains("acme/kit\""), "\(result)")
        #expect(!result.contains("path: \"../Shared\")"), "\(result)")
        // A one-line `targets:` array becomes one element a line, the existing one kept as it was.
        #expect(
            result.hasSuffix(
                """
                    targets: [
                        .target(name: "Feed", dependencies: ["Models", .product(name: "Kit", package: "kit")], path: "Sources/Features/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed"], path: "Tests/FeedTests"),
                        .target(name: "Models")
                    ]
                )
                """), "\(result)")
        #expect(Self.parses(result))
    }

    @Test func emptyArraysBecomeMultiLine() throws {
        let text = "let package = Package(\n    name: \"App\",\n    products: [],\n    dependencies: [ ],\n    targets: [\n    ]\n)\n"
        let result = try PackageManifestEditor.add(Self.feed, to: text, file: "Package.swift")
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    products: [
                        .library(name: "Feed", targets: ["Feed"]),
                    ],
                    dependencies: [
                        .package(url: "https://github.com/acme/kit", from: "1.2.0"),
                    ],
                    targets: [
                        .target(name: "Feed", dependencies: ["Models", .product(name: "Kit", package: "kit")], path: "Sources/Features/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed"], path: "Tests/FeedTests"),
                    ]
                )

                """)
    }

    @Test func stringsAreEscapedAndLineEndingsKept() throws {
        let text = "let package = Package(\r\n    name: \"App\",\r\n    targets: [\r\n        .target(name: \"Models\"),\r\n    ]\r\n)\r\n"
        let addition = TargetAddition(
            name: "Feed", path: #"Sources/"Odd"\Feed"#, dependencies: [], testName: "FeedTests", testPath: "Tests/FeedTests", testDependencies: [],
            packageDependencies: [])
        let result = try PackageManifestEditor.add(addition, to: text, file: "Package.swift")
        #expect(
            result.contains(
                #"        .target(name: "Feed", path: "Sources/\"Odd\"\\Feed"),"# + "\r\n"
                    + #"        .testTarget(name: "FeedTests", dependencies: [], path: "Tests/FeedTests"),"# + "\r\n    ]\r\n"), "\(result)")
        let bytes = Array(result.utf8)
        #expect(bytes.indices.allSatisfy { bytes[$0] != UInt8(ascii: "\n") || ($0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r")) })
        #expect(Self.parses(result))
    }

    /// This repository's own manifest: comments, one-line and multi-line targets, `products:` without a trailing comma.
    @Test func ownManifest() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let result = try PackageManifestEditor.add(Self.feed, to: text, file: "Package.swift")
        #expect(Self.parses(result))
        #expect(Self.addedLines(from: text, to: result)?.count == 4, "\(result)")
        #expect(try PackageManifestEditor.targetNames(in: result, file: "Package.swift").suffix(2) == ["Feed", "FeedTests"])
        let project: [TargetDependency] = [
            .target("ScaffoldSpec"), .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "Swift-Syntax"),
        ]
        let unchanged = try PackageManifestEditor.syncDependencies(
            target: "ScaffoldProject", wanted: project, previous: project, testTarget: "ScaffoldTests", testWanted: [.target("ScaffoldProject")],
            testPrevious: [], packageDependencies: [.url("https://github.com/swiftlang/swift-syntax.git", from: "603.0.1")], in: text, file: "Package.swift")
        #expect(unchanged == text)
    }

    // MARK: add refusals

    @Test func targetsNotALiteral() throws {
        let text = """
            let allTargets: [Target] = [.target(name: "Models")]
            let package = Package(
                name: "App",
                targets: allTargets
            )
            """
        let error = try #require(Self.refusal { () throws(DiagnosticError) in try PackageManifestEditor.add(Self.feed, to: text, file: "Pkg/Package.swift") })
        #expect(error.location == SourceLocation(file: "Pkg/Package.swift", line: 4, column: 14), "\(error)")
        #expect(error.message.contains("`targets:` is not an array literal"), "\(error)")
        #expect(error.description.hasPrefix("Pkg/Package.swift:4:14: error: "))
    }

    @Test func structuralRefusals() throws {
        let cases: [(text: String, line: Int, column: Int, message: String)] = [
            ("// nothing here\nlet x = 1\n", 1, 1, "no `Package(...)` call"),
            (
                "#if os(Linux)\nlet package = Package(name: \"A\", targets: [])\n#else\nlet package = Package(name: \"B\", targets: [])\n#endif\n", 4, 15,
                "more than one"
            ),
            ("let package = Package(\n    name: \"App\"\n)\n", 1, 15, "no `targets:` argument"),
            ("let package = Package(name: \"App\", products: allProducts, targets: [])\n", 1, 46, "`products:` is not an array literal"),
            ("let package = Package(name: \"App\", dependencies: deps, targets: [])\n", 1, 50, "`dependencies:` is not an array literal"),
            ("let package = Package(name: \"Ä\", targets: [.target(name: \"Feed\")])\n", 1, 58, "a target named 'Feed' is already declared"),
            (
                "let package = Package(name: \"A\", targets: [])\npackage.targets.append(.testTarget(name: \"FeedTests\"))\n", 2, 42,
                "'FeedTests' is already declared"
            ),
            ("let package = Package(name: \"A\", products: [.library(name: \"Feed\", targets: [])], targets: [])\n", 1, 45, "a product named 'Feed'"),
            ("let package = Package(\n    name: \"App\",\n    targets: [\n        .target(name: \"Models\"\n    ]\n)\n", 4, 31, "does not parse"),
            // Never given to SwiftParser, which would take minutes on the first (its time doubles with every '[' open)
            // and could overflow the stack on the second: refused where the nesting scan stops.
            ("let é = " + String(repeating: "[", count: 40) + "\nlet package = Package(name: \"A\", targets: [])\n", 1, 8 + 22, "opens '[' inside '['"),
            ("let x = " + String(repeating: "try ", count: 20_000) + "f()\n", 1, 9 + 4 * 256, "nests more than 256 levels deep"),
        ]
        for (text, line, column, message) in cases {
            let error = try #require(Self.refusal { () throws(DiagnosticError) in try PackageManifestEditor.add(Self.feed, to: text, file: "Package.swift") })
            #expect(error.message.contains(message), "\(error)")
            #expect((error.location.line, error.location.column) == (line, column), "\(text)\n\(error)")
        }
    }

    @Test func dependencyReferencesAreNotDeclarations() throws {
        let text = """
            let package = Package(
                name: "App",
                products: [.plugin(name: "Feed", targets: ["Gen"])],
                targets: [
                    .target(name: "Models", dependencies: [.target(name: "Feed")], plugins: [.plugin(name: "FeedTests", package: "P")]),
                ]
            )
            """
        var addition = Self.feed
        addition.name = "Other"
        addition.testName = "Feed"
        let result = try PackageManifestEditor.add(addition, to: text, file: "Package.swift")
        #expect(try PackageManifestEditor.targetNames(in: result, file: "Package.swift") == ["Models", "Other", "Feed"])
        addition.name = "Feed"
        addition.testName = "FeedTests"
        let error = try #require(Self.refusal { () throws(DiagnosticError) in try PackageManifestEditor.add(addition, to: text, file: "Package.swift") })
        #expect(error.message.contains("a product named 'Feed'"), "\(error)")
    }

    /// Truncated manifests: `add` and `syncDependencies` throw or return text that parses (for `add`, the text with lines added),
    /// and never trap.
    @Test(arguments: [typical, odd, synced])
    func truncatedManifestsNeverTrap(_ manifest: String) {
        let bytes = Array(manifest.utf8)
        var refused = 0
        var edited = 0
        func check(_ text: String, addsLines: Bool, _ edit: () throws(DiagnosticError) -> String) {
            do {
                let result = try edit()
                #expect(Self.parses(result), "\(result)")
                #expect(!addsLines || Self.addedLines(from: text, to: result) != nil, "\(result)")
                edited += 1
            } catch {
                #expect(error.diagnostics.count == 1 && error.diagnostics[0].location.line >= 1, "\(error)")
                refused += 1
            }
        }
        for end in Array(stride(from: 0, to: bytes.count, by: 7)) + [bytes.count] {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            check(text, addsLines: true) { () throws(DiagnosticError) in try PackageManifestEditor.add(Self.feed, to: text, file: "Package.swift") }
            check(text, addsLines: false) { () throws(DiagnosticError) in
                try Self.sync(text, wanted: [.target("Networking")], previous: [.product(name: "Old", package: "old")], packageDependencies: [.path("../N")])
            }
        }
        #expect(refused > 0 && edited > 0, "\(refused) refused, \(edited) edited")
    }

    // MARK: syncDependencies

    static let synced = """
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Models"),
                .target(
                    name: "Feed",
                    dependencies: [
                        "Models",
                        .product(name: "Kit", package: "Kit"), // added by hand
                        .product(name: "Old", package: "old"),
                    ],
                    path: "Sources/Feed"),
                .testTarget(name: "FeedTests", dependencies: ["Feed", "Fixtures", .target(name: "Stale")], path: "Tests/FeedTests"),
            ]
        )

        """

    static func sync(
        _ text: String, wanted: [TargetDependency] = [.target("Models")], previous: [TargetDependency] = [.target("Models")],
        testWanted: [TargetDependency] = [.target("Feed")], testPrevious: [TargetDependency] = [.target("Feed")],
        packageDependencies: [PackageDependency] = []
    ) throws(DiagnosticError) -> String {
        try PackageManifestEditor.syncDependencies(
            target: "Feed", wanted: wanted, previous: previous, testTarget: "FeedTests", testWanted: testWanted, testPrevious: testPrevious,
            packageDependencies: packageDependencies, in: text, file: "Package.swift")
    }

    @Test func syncUnchangedIsByteIdentical() throws {
        #expect(try Self.sync(Self.synced) == Self.synced)
        // Previous dependencies still wanted, spelled differently by the user, and the package identity in another case.
        let result = try Self.sync(
            Self.synced, wanted: [.target("Models"), .product(name: "Old", package: "Old")], previous: [.product(name: "Old", package: "Old")],
            testWanted: [.target("Feed"), .target("Stale")], testPrevious: [.target("Stale")])
        #expect(result == Self.synced)
    }

    @Test func syncAddsAndRemovesOnlyWhatScaffoldAdded() throws {
        let result = try Self.sync(
            Self.synced, wanted: [.target("Models"), .target("Networking")],
            previous: [.target("Models"), .product(name: "Old", package: "Old"), .product(name: "Kit", package: "Other")],
            testWanted: [.target("Feed"), .target("TestSupport")], testPrevious: [.target("Feed"), .target("Stale"), .target("Fixtures2")],
            packageDependencies: [.path("../Networking")])
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    dependencies: [
                        .package(path: "../Networking"),
                    ],
                    targets: [
                        .target(name: "Models"),
                        .target(
                            name: "Feed",
                            dependencies: [
                                "Models",
                                .product(name: "Kit", package: "Kit"), // added by hand
                                "Networking",
                            ],
                            path: "Sources/Feed"),
                        .testTarget(name: "FeedTests", dependencies: ["Feed", "Fixtures", "TestSupport"], path: "Tests/FeedTests"),
                    ]
                )

                """)
    }

    @Test func syncRemovesCleanly() throws {
        let cases: [(before: String, after: String)] = [
            (#"["A", "B"]"#, #"["A"]"#),
            (#"["B", "A"]"#, #"["A"]"#),
            (#"["B", "A", "C"]"#, #"["A"]"#),
            (#"["A", "B", "C",]"#, #"["A",]"#),
            (#"[ "A", "B" ]"#, #"[ "A" ]"#),
            ("[\n    \"A\",\n    \"B\"\n]", "[\n    \"A\",\n]"),
            ("[\n    \"B\", // old\n    \"A\",\n    \"C\",\n]", "[\n    \"A\",\n]"),
            ("[\n    \"A\", \"B\",\n    \"C\"\n]", "[\n    \"A\",\n]"),
        ]
        for (before, after) in cases {
            let text = "let package = Package(name: \"App\", targets: [.target(name: \"Feed\", dependencies: \(before)), .testTarget(name: \"FeedTests\")])\n"
            let result = try Self.sync(text, wanted: [.target("A")], previous: [.target("B"), .target("C")], testWanted: [], testPrevious: [])
            #expect(result == text.replacing(before, with: after), "\(before)")
        }
        let text = #"let package = Package(name: "App", targets: [.target(name: "Feed", dependencies: ["B", "C",]), .testTarget(name: "FeedTests")])"#
        let result = try Self.sync(text, wanted: [], previous: [.target("B"), .target("C")], testWanted: [], testPrevious: [])
        #expect(result == text.replacing(#"["B", "C",]"#, with: "[]"))
    }

    @Test func syncInsertsMissingDependenciesArgument() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Feed", path: "Sources/Feed"),
                    .testTarget(
                        name: "FeedTests",
                        path: "Tests/FeedTests"
                    ),
                ]
            )
            """
        let result = try Self.sync(text, wanted: [.target("Models")], testWanted: [.target("Feed"), .product(name: "Kit", package: "kit")])
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "Feed", dependencies: ["Models"], path: "Sources/Feed"),
                        .testTarget(
                            name: "FeedTests",
                            dependencies: ["Feed", .product(name: "Kit", package: "kit")],
                            path: "Tests/FeedTests"
                        ),
                    ]
                )
                """)
    }

    /// A module generated before it had a String Catalog: regen declares the catalog where SwiftPM's argument order puts
    /// it, and the package's default localization; a catalog declared already, or a `resources:` that is not a literal,
    /// is left as it is.
    @Test func syncDeclaresTheStringCatalog() throws {
        func sync(_ text: String) throws(DiagnosticError) -> String {
            try PackageManifestEditor.syncDependencies(
                target: "Feed", wanted: [], previous: [], testTarget: "FeedTests", testWanted: [], testPrevious: [], packageDependencies: [],
                resources: ["Resources/Feed.xcstrings"], in: text, file: "Package.swift")
        }
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .target(
                        name: "Feed",
                        path: "Sources/Feed",
                        swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
                    ),
                    .testTarget(name: "FeedTests"),
                ]
            )
            """
        let result = try sync(text)
        #expect(
            result == """
                let package = Package(
                    name: "App",
                    defaultLocalization: "en",
                    targets: [
                        .target(
                            name: "Feed",
                            path: "Sources/Feed",
                            resources: [.process("Resources/Feed.xcstrings")],
                            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
                        ),
                        .testTarget(name: "FeedTests"),
                    ]
                )
                """)
        #expect(try sync(result) == result)
        let oneLine = #"let package = Package(name: "App", targets: [.target(name: "Feed", path: "Sources/Feed"), .testTarget(name: "FeedTests")])"#
        #expect(
            try sync(oneLine)
                == #"let package = Package(name: "App", defaultLocalization: "en", targets: [.target(name: "Feed", path: "Sources/Feed", resources: [.process("Resources/Feed.xcstrings")]), .testTarget(name: "FeedTests")])"#
        )
        let listed =
            #"let package = Package(name: "App", defaultLocalization: "fr", targets: [.target(name: "Feed", resources: [.copy("a.json")]), .testTarget(name: "FeedTests")])"#
        #expect(try sync(listed) == listed.replacing(#"[.copy("a.json")]"#, with: #"[.copy("a.json"), .process("Resources/Feed.xcstrings")]"#))
        let computed = #"let package = Package(name: "App", targets: [.target(name: "Feed", resources: shared), .testTarget(name: "FeedTests")])"#
        #expect(try sync(computed) == computed)
    }

    @Test func syncRefusals() throws {
        let missing = try #require(
            Self.refusal { () throws(DiagnosticError) in try Self.sync(Self.synced.replacing("\"FeedTests\"", with: "\"Other\"")) })
        #expect(missing.message.contains("no target named 'FeedTests'") && missing.hint?.contains("scaffold new") == true, "\(missing)")
        #expect((missing.location.line, missing.location.column) == (3, 14), "\(missing)")
        let shared = Self.synced.replacing("dependencies: [\"Feed\", \"Fixtures\", .target(name: \"Stale\")]", with: "dependencies: shared")
        let notLiteral = try #require(Self.refusal { () throws(DiagnosticError) in try Self.sync(shared) })
        #expect(notLiteral.message.contains("dependencies of target 'FeedTests' are not an array literal"), "\(notLiteral)")
        #expect((notLiteral.location.line, notLiteral.location.column) == (13, 54), "\(notLiteral)")
        let broken = try #require(Self.refusal { () throws(DiagnosticError) in try Self.sync(Self.synced + "}\n") })
        #expect(broken.message.contains("does not parse") && (broken.location.line, broken.location.column) == (16, 1), "\(broken)")
    }

    // MARK: targetNames

    @Test func targetNamesInOrder() throws {
        let text = """
            let package = Package(
                name: "App",
                targets: [
                    .executableTarget(name: "app", dependencies: [.target(name: "Core")]),
                    .target(name: "Core"), .macro(name: "Macros", dependencies: []),
                    // .target(name: "Commented"),
                    .plugin(name: "Gen", capability: .buildTool()),
                    .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                    .systemLibrary(name: "CZlib"),
                    Target.testTarget(name: "CoreTests"),
                    somethingElse,
                ]
            )
            package.targets.append(.target(name: "Later"))
            """
        #expect(try PackageManifestEditor.targetNames(in: text, file: "Package.swift") == ["app", "Core", "Macros", "Gen", "Bin", "CZlib", "CoreTests"])
    }
}
