// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SharedElements",
    products: [
        .library(name: "SharedElements", targets: ["SharedElements"]),
        .library(name: "Snapshotting", targets: ["Snapshotting"]),
    ],
    targets: [
        .target(name: "SharedElements", path: "Sources/SharedElements"),
        .target(name: "Snapshotting", dependencies: ["SharedElements"], path: "Sources/Snapshotting"),
        // The demo's app screens, shared by the demo and the pixel snapshot tests.
        .target(name: "ShowcaseScreens", dependencies: ["SharedElements"], path: "Demo/ShowcaseScreens"),
        .executableTarget(
            name: "Demo", dependencies: ["SharedElements", "Snapshotting", "ShowcaseScreens"], path: "Demo",
            exclude: ["ShowcaseScreens", "Prototypes"]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["SharedElements", "Snapshotting"], path: "Benchmarks",
            exclude: ["Scenes"]),
        .testTarget(
            name: "SharedElementsTests", dependencies: ["SharedElements"],
            path: "Tests/SharedElementsTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "SnapshottingTests", dependencies: ["SharedElements", "Snapshotting"],
            path: "Tests/SnapshottingTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "SnapshotTests", dependencies: ["SharedElements", "Snapshotting", "ShowcaseScreens"], path: "SnapshotTests",
            exclude: ["Scenes", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
