// The catalog's screen that reads its entry: its block shows `import UIKit`,
// `import Waypoint` and `import WaypointUIKit`.
import UIKit
import Waypoint
import WaypointUIKit

// snippet: uikit-shown-entry
final class TodoSummaryController: UIViewController, ShownEntryReading {
    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIAction(title: "Done") { [weak self] _ in
            try? self?.shownEntry?.complete()  // the awaiting route(to:) gets .done(())
        }
        let first = UIAction(title: "First todo") { [weak self] _ in
            _ = try? self?.shownEntry?.router(TodosCoordinator.self)?.show(\.todo, 1)
        }
        view.addSubview(UIButton(primaryAction: done))
        view.addSubview(UIButton(primaryAction: first))
    }
}
// end-snippet
