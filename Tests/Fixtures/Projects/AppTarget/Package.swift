// swift-tools-version: 6.0
// The app target and its tests, as a package: Xcode's App and AppTests targets.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "Models")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "Models", package: "Models")], path: "App"),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Models", package: "Models")], path: "AppTests"),
    ]
)
