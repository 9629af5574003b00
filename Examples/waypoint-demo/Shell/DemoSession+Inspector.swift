import Waypoint
import WaypointInspector

extension DemoSession {
    /// Starts Waypoint's inspector for the app's windows (its scenes), with
    /// the demo's links; it prints where it listens and its token on standard
    /// error. A client watches the active window, and lists and switches them.
    ///
    /// - Returns: the inspector, or `nil` (having said why) if it cannot listen.
    func startInspector(at address: InspectorAddress) -> Inspector? {
        do throws(InspectorError) {
            return try Inspector.start(inspecting: scenes, links: DemoLinks.router, at: address)
        } catch {
            Terminal.err("waypoint-demo: cannot start the inspector: \(error)")
            return nil
        }
    }
}
