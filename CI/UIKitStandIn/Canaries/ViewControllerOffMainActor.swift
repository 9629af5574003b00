// expect: main actor-isolated property 'title' can not be mutated from a nonisolated context
// View controllers are main-actor isolated (NS_SWIFT_UI_ACTOR).
import UIKit

nonisolated func rename(_ controller: UIViewController) {
    controller.title = "Todos"
}
