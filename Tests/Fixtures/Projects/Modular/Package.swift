// swift-tools-version: 6.0
// A team's modular package: hand-written, with comments and its own formatting.
import PackageDescription

let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Modular",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Core", targets: ["Core"]),   // shared types
        .library(name: "Legacy", targets: ["Legacy"]),
    ],
    targets: [
        // Shared types every feature may import.
        .target(name: "Core", swiftSettings: sharedSettings),
        .target(
            name: "Legacy",
            dependencies: ["Core"],
            swiftSettings: sharedSettings
        ),
        .testTarget(name: "LegacyTests", dependencies: [ "Legacy", "Core" ])
    ]
)

#if os(Linux)
// Linux-only tweaks stay untouched.
for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + []
}
#endif
