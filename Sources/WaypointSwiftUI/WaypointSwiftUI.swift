// The SwiftUI front end compiles only where SwiftUI exists; on Linux this
// module is empty.
#if canImport(SwiftUI)
import SwiftUI
import Waypoint
#endif
