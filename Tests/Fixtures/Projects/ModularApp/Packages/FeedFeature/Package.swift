// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FeedFeature",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "FeedFeature", targets: ["FeedFeature"])],
    dependencies: [.package(path: "../Models"), .package(path: "../Networking"), .package(path: "../ProfileFeature")],
    targets: [
        .target(
            name: "FeedFeature",
            dependencies: [
                .product(name: "Models", package: "Models"),
                .product(name: "Networking", package: "Networking"),
                .product(name: "ProfileFeature", package: "ProfileFeature"),
            ]),
        .testTarget(name: "FeedFeatureTests", dependencies: ["FeedFeature"]),
    ]
)
