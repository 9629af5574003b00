// UIKit screens that read their own entry (ShownEntryReading), as an app
// writes them: a form that completes itself and guards its leaving, a child
// controller of the app's own inside a screen, a screen that navigates its
// coordinator through a router from its handle, and the look of the
// controllers the front end makes. Compiled as a package target and as a new
// Xcode 26 app target (main-actor default isolation).
import UIKit
import Waypoint
import WaypointUIKit

@MainActor
final class NotesCoordinator: NavigationCoordinator {
    let stack = RouteStack<NotesCoordinator>(root: \.notes)

    @Root var notes = makeNotes
    @Route(.sheet) var edit = makeEdit
    @Route(.push) var note = makeNote

    func makeNotes() -> NotesController { NotesController() }
    func makeEdit() -> EditNoteController { EditNoteController() }
    func makeNote(id: Int) -> NoteController { NoteController(id: id) }

    func editNote() async -> Bool {
        await route(to: \.edit) == .done(())
    }
}

/// Pushes a note through a router from its own handle: no router passed in.
final class NotesController: UIViewController, ShownEntryReading {
    override func viewDidLoad() {
        super.viewDidLoad()
        let open = UIAction(title: "Open") { [weak self] _ in
            _ = try? self?.shownEntry?.router(NotesCoordinator.self)?.show(\.note, 1)
        }
        view.addSubview(UIButton(primaryAction: open))
    }
}

/// A sheet's form: "Save" completes it (its awaiter gets `.done(())`),
/// "Cancel" dismisses it, and unsaved changes guard it.
final class EditNoteController: UIViewController, ShownEntryReading {
    private var hasChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        try? shownEntry?.setLeaveGuard { [weak self] in !(self?.hasChanges ?? false) }
        let save = UIAction(title: "Save") { [weak self] _ in self?.save() }
        let cancel = UIAction(title: "Cancel") { [weak self] _ in try? self?.shownEntry?.dismiss() }
        view.addSubview(UIButton(primaryAction: save))
        view.addSubview(UIButton(primaryAction: cancel))
        addChild(NoteToolbarController())
    }

    private func save() {
        hasChanges = false
        do throws(NavigationError) {
            try shownEntry?.complete()
        } catch {
            print(error.code, error.message)
        }
    }
}

/// A controller of the app's own, a child of the form's: it reads the
/// form's entry, the nearest one.
final class NoteToolbarController: UIViewController, ShownEntryReading {
    var formIsShown: Bool { shownEntry?.isShown ?? false }
    var formPath: String? { shownEntry?.path }
}

final class NoteController: UIViewController, ShownEntryReading {
    private let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// The screen's own value is itself: read, never kept.
    var isItself: Bool { shownEntry?.destination as? NoteController === self }
}

/// The look of every bar and split the front end makes, set before it starts.
@MainActor
func makeFrontEnd(for notes: NotesCoordinator) -> UIKitFrontEnd {
    let frontEnd = UIKitFrontEnd(notes)
    frontEnd.onMakeController = { controller in
        if let navigation = controller as? UINavigationController {
            let bar = UINavigationBarAppearance()
            bar.configureWithOpaqueBackground()
            navigation.navigationBar.standardAppearance = bar
            navigation.navigationBar.scrollEdgeAppearance = bar
        } else if let split = controller as? UISplitViewController {
            split.minimumPrimaryColumnWidth = 280
            split.maximumPrimaryColumnWidth = 400
            split.showsSecondaryOnlyButton = true
        }
    }
    return frontEnd
}
