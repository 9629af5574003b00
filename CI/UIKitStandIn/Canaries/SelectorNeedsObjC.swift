// expect: argument of '#selector' refers to instance method 'panned()' that is not exposed to Objective-C
// A gesture's action is an Objective-C method: the front end's edge pan
// handler is `@objc`.
import UIKit

final class Panner: NSObject {
    func panned() {}

    @MainActor
    func makeRecognizer() -> UIScreenEdgePanGestureRecognizer {
        UIScreenEdgePanGestureRecognizer(target: self, action: #selector(panned))
    }
}
