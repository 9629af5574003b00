// swift-tools-version:6.0
import PackageDescription

// A declaration-only stand-in of Apple's SwiftUI and SwiftUICore modules, for
// the compile check that `Scripts/check-swiftui.sh` runs on Linux. It declares
// exactly the API that WaypointSwiftUI, the example app and the docs use,
// written from the iOS 26.2 SDK's published interface: the same names,
// labels, generics, constraints, result builders, isolation and Sendable
// closures. Bodies trap; nothing here is ever run. Availability is left out.
// It is not part of the Waypoint package.
let package = Package(
    name: "SwiftUIStandIn",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"])
    ],
    targets: [
        .target(name: "SwiftUICore"),
        .target(name: "SwiftUI", dependencies: ["SwiftUICore"]),
    ],
    swiftLanguageModes: [.v6]
)
