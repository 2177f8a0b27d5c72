// swift-tools-version:6.0
import PackageDescription

// The library is cut into layers, each a target that depends only on the layers below it, so a
// reference from a lower layer to a higher one does not compile. `SharedElements` re-exports them
// all. The layers, bottom to top (see the Architecture article,
// Sources/SharedElements/Umbrella/SharedElements.docc/Articles/Architecture.md):
//
//   Geometry → Rendering → JSON, Images, Text → Animation → Layers → Compositor
//     → Runtime (the UIKit-shaped views, controllers, transitioning protocols, gestures)
//     → Transitions (the MotionTransitioning-style API, shared elements, interaction, catalog)
//     → Prototypes (transitions described in JSON)
let layers: [(name: String, folder: String, dependencies: [String])] = [
    ("Geometry", "Geometry", []),
    ("Rendering", "Rendering", ["Geometry"]),
    ("JSON", "JSON", ["Rendering"]),
    ("Images", "Images", ["Rendering"]),
    ("Text", "Text", ["Rendering"]),
    ("Animation", "Animation", ["Images", "Text"]),
    ("Layers", "Layers", ["Animation"]),
    ("Compositor", "Compositor", ["Layers", "JSON"]),
    ("Runtime", "Runtime", ["Compositor"]),
    ("Transitions", "Transitions", ["Runtime"]),
    ("Prototypes", "Prototypes", ["Transitions", "JSON"]),
]

func module(_ layer: String) -> String { "SharedElements" + layer }

// The C kernels (AVX2 and AVX-512 versions of Rendering's hottest loops and of the PNG encoder's
// filter choice, chosen at run time from the CPU's features, and a one-call sine and cosine for
// Geometry; see Sources/SharedElements/Kernels/include/SharedElementsKernels.h) sit below
// Geometry, Rendering and Images, which import them internally: no other layer and no client
// sees the module.
let kernels = "SharedElementsKernels"
let layerKernels: [String: [String]] = ["Geometry": [kernels], "Rendering": [kernels], "Images": [kernels]]

let layerTargets: [Target] = layers.map { layer in
    .target(
        name: module(layer.name),
        dependencies: layer.dependencies.map { .target(name: module($0)) }
            + (layerKernels[layer.name] ?? []).map { .target(name: $0) },
        path: "Sources/SharedElements/\(layer.folder)")
}

// The tests are compiled without optimisation even in release builds: the library they test is
// optimised as users get it, and optimising 26,000 lines of tests took a quarter of the test
// command's build on 2 cores for no gain in what the tests check.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
    name: "SharedElements",
    products: [
        .library(name: "SharedElements", targets: ["SharedElements"]),
        .library(name: "Snapshotting", targets: ["Snapshotting"]),
    ],
    targets: layerTargets + [
        .target(name: kernels, path: "Sources/SharedElements/Kernels"),
        .target(
            name: "SharedElements", dependencies: layers.map { .target(name: module($0.name)) },
            path: "Sources/SharedElements/Umbrella"),
        .target(name: "Snapshotting", dependencies: ["SharedElements"], path: "Sources/Snapshotting"),
        // The demo's app screens, shared by the demo and the pixel snapshot tests.
        .target(name: "ShowcaseScreens", dependencies: ["SharedElements"], path: "Demo/ShowcaseScreens"),
        .executableTarget(
            name: "Demo", dependencies: ["SharedElements", "Snapshotting", "ShowcaseScreens"], path: "Demo",
            exclude: ["ShowcaseScreens", "Prototypes", "Inspector", "Figures"]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["SharedElements", "Snapshotting"], path: "Benchmarks",
            exclude: ["Scenes"]),
        // The unit tests, one folder per layer: the Transitions layer's in a target of their own, so
        // the two halves compile at once; their shared helpers in a target both import.
        .target(
            name: "SharedElementsTestSupport", dependencies: ["SharedElements"] + layers.map { .target(name: module($0.name)) },
            path: "Tests/SharedElementsTestSupport", swiftSettings: testSettings),
        .testTarget(
            name: "SharedElementsTests",
            dependencies: ["SharedElements", "SharedElementsTestSupport"] + layers.map { .target(name: module($0.name)) },
            path: "Tests/SharedElementsTests", exclude: ["Fixtures"], swiftSettings: testSettings),
        .testTarget(
            name: "SharedElementsTransitionsTests",
            dependencies: ["SharedElements", "SharedElementsTestSupport"] + layers.map { .target(name: module($0.name)) },
            path: "Tests/SharedElementsTransitionsTests", swiftSettings: testSettings),
        .testTarget(
            name: "SnapshottingTests", dependencies: ["SharedElements", "Snapshotting"],
            path: "Tests/SnapshottingTests", exclude: ["Fixtures"], swiftSettings: testSettings),
        .testTarget(
            name: "SnapshotTests", dependencies: ["SharedElements", "Snapshotting", "ShowcaseScreens"], path: "SnapshotTests",
            exclude: ["Scenes", "__Snapshots__"], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
