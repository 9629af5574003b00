// Compiled with the canary SnippetWithoutItsImport: another file of the
// snippet's module that imports what the snippet does not, as the support
// files of a document's code do (CI/UIKitStandIn/DocSnippets).
import Waypoint
import WaypointFrontEnd

@MainActor
func layerCount(of app: some Coordinator) -> Int {
    ModalLayers(app.navigation.snapshot).layers.count
}
