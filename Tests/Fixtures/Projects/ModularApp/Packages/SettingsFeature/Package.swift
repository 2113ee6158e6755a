// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsFeature",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "SettingsFeature", targets: ["SettingsFeature"])],
    dependencies: [.package(path: "../Models"), .package(path: "../Networking")],
    targets: [
        .target(
            name: "SettingsFeature",
            dependencies: [.product(name: "Models", package: "Models"), .product(name: "Networking", package: "Networking")])
    ]
)
