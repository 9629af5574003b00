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
        .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    ],
    targets: [
        .target(name: "Waypoint"),
        .executableTarget(
            name: "waypoint-demo",
            dependencies: ["Waypoint"],
            path: "Examples/waypoint-demo"
        ),
        .testTarget(
            name: "WaypointTests",
            dependencies: ["Waypoint"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
