// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProfileFeature",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "ProfileFeature", targets: ["ProfileFeature"])],
    dependencies: [.package(path: "../Models"), .package(path: "../Networking")],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [.product(name: "Models", package: "Models"), .product(name: "Networking", package: "Networking")])
    ]
)
