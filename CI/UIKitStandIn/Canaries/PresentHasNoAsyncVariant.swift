// expect: no 'async' operations occur within 'await' expression
// `present(_:animated:completion:)` is NS_SWIFT_DISABLE_ASYNC: there is no
// async variant to await, so sequencing needs its completion (rule 9).
import UIKit

@MainActor
func show(_ controller: UIViewController, from presenter: UIViewController) async {
    await presenter.present(controller, animated: true)
}
