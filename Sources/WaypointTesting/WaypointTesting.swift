// Placeholder: WaypointTesting lands with its issue.
import Waypoint
