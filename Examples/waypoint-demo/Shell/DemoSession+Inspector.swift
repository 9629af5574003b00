import Waypoint
import WaypointInspector

extension DemoSession {
    /// Starts Waypoint's inspector for the app, with the demo's links; it
    /// prints where it listens and its token on standard error.
    ///
    /// - Returns: the inspector, or `nil` (having said why) if it cannot listen.
    func startInspector(at address: InspectorAddress) -> Inspector? {
        do throws(InspectorError) {
            return try Inspector.start(inspecting: app, links: DemoLinks.router, at: address)
        } catch {
            Terminal.err("waypoint-demo: cannot start the inspector: \(error)")
            return nil
        }
    }
}
