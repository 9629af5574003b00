// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Waypoint",
    // iOS 17 / macOS 14 and their siblings: the SwiftUI front end needs
    // `NavigationStack` (iOS 16) and Observation (iOS 17); one floor for every
    // product keeps the support matrix to one line. The core itself needs
    // nothing newer than Swift 6's concurrency runtime.
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
        .tvOS(.v17),
        .watchOS(.v10),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
        .library(name: "WaypointFrontEnd", targets: ["WaypointFrontEnd"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
        .library(name: "WaypointInspector", targets: ["WaypointInspector"]),
        // The inspector's command: `swift run waypoint watch ADDRESS --token TOKEN`.
        .executable(name: "waypoint", targets: ["waypoint"]),
        .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
    ],
    // The demo and the benchmark are executable targets, not products: a package
    // that depends on Waypoint does not see them, and `swift run waypoint-demo`
    // still runs them here.
    targets: [
        .target(name: "Waypoint"),
        // What a front end plans and reports, without a UI: layers, gestures
        // back to intents. UI front ends (WaypointSwiftUI, a user's own) and the
        // testing kit build on it; it uses the core's public API only.
        .target(name: "WaypointFrontEnd", dependencies: ["Waypoint"]),
        .target(name: "WaypointTesting", dependencies: ["Waypoint", "WaypointFrontEnd"]),
        .target(name: "WaypointSwiftUI", dependencies: ["Waypoint", "WaypointFrontEnd"]),
        .target(name: "WaypointInspector", dependencies: ["Waypoint", "WaypointFrontEnd"]),
        .executableTarget(
            name: "waypoint", dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointInspector"],
            path: "Sources/waypoint-cli"),
        // The UIKit binding of WaypointFrontEnd's UIKitSession; empty where UIKit does not
        // exist. It hosts SwiftUI screens with WaypointSwiftUI's `shownEntry` in their environment.
        .target(name: "WaypointUIKit", dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointSwiftUI"]),
        .executableTarget(
            name: "waypoint-demo",
            dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointInspector"],
            path: "Examples/waypoint-demo"
        ),
        .executableTarget(
            name: "waypoint-bench",
            dependencies: ["Waypoint", "WaypointFrontEnd", "HeapProbe", "WaypointInspector"],
            path: "Benchmarks/waypoint-bench"
        ),
        // The benchmark's heap probe: glibc's `mallinfo2()` from `<malloc.h>`.
        .target(name: "HeapProbe", path: "Benchmarks/HeapProbe"),
        // The coordinators the core's and the front ends' tests share (package access only).
        .target(name: "WaypointTestFixtures", dependencies: ["Waypoint"], path: "Tests/Fixtures"),
        .testTarget(
            name: "WaypointTests",
            dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointTesting", "WaypointTestFixtures"]
        ),
        .testTarget(
            name: "WaypointTestingTests",
            dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointTesting"]
        ),
        .testTarget(
            name: "WaypointFrontEndTests",
            dependencies: ["Waypoint", "WaypointFrontEnd", "WaypointTesting", "WaypointTestFixtures"]
        ),
        .testTarget(
            name: "WaypointDemoTests",
            dependencies: ["waypoint-demo"]
        ),
        .testTarget(name: "WaypointInspectorTests", dependencies: ["Waypoint", "WaypointInspector"]),
        .testTarget(name: "WaypointCommandTests", dependencies: ["waypoint", "waypoint-demo", "WaypointInspector"]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.name != "HeapProbe" {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
