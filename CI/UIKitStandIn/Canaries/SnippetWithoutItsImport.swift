// expect: cannot find 'ModalLayers' in scope
// with: CI/UIKitStandIn/Canaries/With/ImportsWaypointFrontEnd.swift
// A snippet that shows `import UIKit` and `import WaypointUIKit` and names a
// type that neither brings (WaypointUIKit re-exports only the types its API
// names): it fails to compile, though another file of its module imports
// WaypointFrontEnd. So the docs' code, each block in a file with the imports
// it shows, cannot lean on an import the reader is not shown.
import UIKit
import WaypointUIKit

@MainActor
func topOfTheTree(_ frontEnd: UIKitFrontEnd) -> Int {
    ModalLayers(frontEnd.coordinator.navigation.snapshot).layers.count
}
