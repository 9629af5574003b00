// expect: requires that 'Text' conform to 'Scene'
// An app's body holds scenes, not views.
import SwiftUI

struct Broken: App {
    var body: some Scene {
        Text("Not a scene")
    }
}
