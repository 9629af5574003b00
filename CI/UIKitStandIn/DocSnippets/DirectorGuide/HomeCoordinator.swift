// The guide's HomeCoordinator: its block shows `import UIKit` and `import Waypoint`.
import UIKit
import Waypoint

// snippet: director-uikit-home
@MainActor
final class HomeCoordinator: NavigationCoordinator {
    let stack = RouteStack<HomeCoordinator>(root: \.home)

    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    @Route(.sheet) var help = makeHelp
    @Route(.push) var profile = makeProfile

    func makeHome() -> HomeViewController { HomeViewController(home: router) }
    func makeDetail() -> DetailViewController { DetailViewController(nibName: nil, bundle: nil) }
    func makeHelp() -> HelpViewController { HelpViewController(nibName: nil, bundle: nil) }
    func makeProfile() -> ProfileCoordinator { ProfileCoordinator() }
}

final class HomeViewController: UIViewController {
    private let home: Router<HomeCoordinator>

    init(home: Router<HomeCoordinator>) {
        self.home = home
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = self.home
        let detail = UIButton(primaryAction: UIAction(title: "Detail") { _ in _ = try? home.show(\.detail) })
        let help = UIButton(primaryAction: UIAction(title: "Help") { _ in _ = try? home.show(\.help) })
        view.addSubview(UIStackView(arrangedSubviews: [detail, help]))
    }
}
// end-snippet
