#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
import Waypoint
import WaypointFrontEnd
import WaypointSwiftUI

/// A screen's view controller that provides the views its routes point at:
/// a popover's or a confirmation dialog's anchor (`ModalStyle.anchored(_:adaptsToSheet:)`),
/// and the view a zoom transition grows out of (`ModalStyle.zoom(from:)`).
///
/// ```swift
/// extension AnchorID {
///     static let share = AnchorID("share")
/// }
///
/// final class ListController: UIViewController, PopoverAnchorProviding {
///     let shareButton = UIButton(type: .system)
///     func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
///         anchor == .share ? shareButton : nil
///     }
/// }
/// ```
///
/// The front end asks the screens of the layer that presents (the screen on
/// top first, then the others, through the selected tabs). An anchor no
/// screen answers falls back to the presenting controller's view, pointing at
/// its center without an arrow, and is reported through
/// ``UIKitFrontEnd/onError`` (``UIKitFrontEndError/Code/anchorNotFound``):
/// UIKit raises an exception for a popover without a source in a regular
/// width, so the front end never presents one.
///
/// A zoom's source must be a `UIView` in the window: the screens below a
/// pushed screen (the nearest first), or those of the presenting layer, are
/// asked whenever UIKit needs the source, at the push and again at the pop;
/// none answering plays UIKit's default transition (Waypoint's article "Zoom
/// transitions").
///
/// Conformances written before anchors were typed implement
/// ``popoverAnchor(named:)``: the default ``popoverAnchor(_:)`` asks it for an
/// anchor without an item, so they still build, with a deprecation warning.
@MainActor
public protocol PopoverAnchorProviding: AnyObject {
    /// The view or bar button item of `anchor`, or `nil`.
    ///
    /// - Parameter anchor: the anchor, as the route's style names it
    ///   (`.share`, `.photo.item(photo.id)`).
    /// - Returns: a `UIView` or `UIBarButtonItem` in the window, or `nil`.
    func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)?

    /// The view or bar button item named `name`, or `nil`: the requirement
    /// before anchors were typed, asked by the default ``popoverAnchor(_:)``.
    ///
    /// - Parameter name: the anchor's name.
    /// - Returns: a `UIView` or `UIBarButtonItem` in the window, or `nil`.
    @available(*, deprecated, message: "implement popoverAnchor(_:), which takes an AnchorID")
    func popoverAnchor(named name: String) -> (any UIPopoverPresentationControllerSourceItem)?
}

extension PopoverAnchorProviding {
    /// Asks ``popoverAnchor(named:)`` for an anchor without an item; `nil`
    /// for the anchor of an item, which no name stands for.
    ///
    /// - Parameter anchor: the anchor.
    /// - Returns: what ``popoverAnchor(named:)`` returns for its name, or `nil`.
    @available(*, deprecated, message: "implement popoverAnchor(_:), which takes an AnchorID")
    public func popoverAnchor(_ anchor: AnchorID) -> (any UIPopoverPresentationControllerSourceItem)? {
        anchor.item == nil ? popoverAnchor(named: anchor.name) : nil
    }

    /// No item for any name: a conformance that implements ``popoverAnchor(_:)``
    /// needs nothing else.
    ///
    /// - Parameter name: the anchor's name.
    /// - Returns: `nil`.
    @available(*, deprecated, message: "implement popoverAnchor(_:), which takes an AnchorID")
    public func popoverAnchor(named name: String) -> (any UIPopoverPresentationControllerSourceItem)? {
        nil
    }
}

// Alerts, confirmation dialogs, popovers and sheet sizes: the steps the
// session plans for them, each one UIKit call (rules 18–22).
extension UIKitFrontEnd {
    /// Presents an alert route as a `UIAlertController` from the top of the
    /// chain; each action reports its tap once UIKit has dismissed the alert.
    /// A text field asks for its field's keyboard, content type and
    /// capitalization; an action is enabled while its button's condition
    /// holds for the fields' texts, set again on every edit
    /// (`.editingChanged`); the preferred button is the controller's
    /// `preferredAction`.
    func presentAlert(
        _ alert: LayerAlert,
        from presenter: EntryID?,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let content = alert.content
        let controller = UIAlertController(
            title: content.title, message: content.message, preferredStyle: alert.isDialog ? .actionSheet : .alert)
        // The fields the user edits: a cleared one answers "", an untouched one its starting text.
        let input = AlertInput(content: content, controller: controller)
        for field in content.fields {
            controller.addTextField { textField in
                textField.placeholder = field.placeholder
                textField.text = field.text
                textField.isSecureTextEntry = field.isSecure
                textField.accessibilityLabel = field.accessibilityLabel
                textField.keyboardType = field.keyboard.uiKeyboardType
                textField.textContentType = field.contentType?.uiTextContentType
                textField.autocapitalizationType = field.capitalization.uiAutocapitalization
                textField.addAction(UIAction { _ in input.edited(field.name) }, for: .editingChanged)
            }
        }
        for button in content.buttons {
            let style: UIAlertAction.Style =
                switch button.role {
                case .cancel: .cancel
                case .destructive: .destructive
                case nil: .default
                }
            // UIKit calls the handler once it has dismissed the alert (rule 22).
            let action = UIAlertAction(title: button.label, style: style) { [weak self] _ in
                self?.controllers.alert = nil
                self?.session?.alertDidAnswer(
                    alert.id, button: button.label, texts: input.texts, edited: input.editedNames)
            }
            action.accessibilityLabel = button.accessibilityLabel
            controller.addAction(action)
            if button.isPreferred { controller.preferredAction = action }
        }
        input.enableActions()
        let presenting = presenter.flatMap { controllers.layers[$0] } ?? root
        if let popover = controller.popoverPresentationController {
            // A dialog is a popover in a regular width: never without a source (rule 20).
            point(popover, at: alert.anchor, from: presenting, entry: alert.id, route: alert.route)
            let proxy = AlertDelegate(frontEnd: self, alert: alert.id)
            controllers.alertDelegate = proxy
            popover.delegate = proxy
        }
        controllers.alert = (alert.id, controller)
        afterAppTransitions(above: presenting) { [weak self] in
            self?.dismissAppControllers(presentedBy: presenting) {
                presenting.present(controller, animated: animated) { completion() }
            }
        }
    }

    /// Dismisses the alert the session presented, which the user has not
    /// answered (one UIKit dismissed after a tap is never dismissed again).
    func dismissAlert(_ id: EntryID, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let (shown, controller) = controllers.alert, shown == id, controller.presentingViewController != nil
        else { return completion() }
        controllers.alert = nil
        controller.dismiss(animated: animated) { completion() }
    }

    /// Points a popover (or a dialog shown as one) at the anchor a screen of
    /// the presenting layer registered; otherwise at the presenting view's
    /// center, reporting the missing name.
    func point(
        _ popover: UIPopoverPresentationController,
        at name: AnchorID?,
        from presenting: UIViewController,
        entry: EntryID,
        route: String
    ) {
        let (anchor, missing) = UIKitAnchor.resolve(name) { anchorItem($0, in: presenting) != nil }
        if case .registered(let name) = anchor, let item = anchorItem(name, in: presenting) {
            popover.sourceItem = item
        } else {
            let bounds = presenting.view.bounds
            popover.sourceView = presenting.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        if missing != nil { onError?(UIKitFrontEndError(.anchorNotFound, entry: entry, route: route)) }
    }

    /// The item a screen of the presenting controller provides for an
    /// anchor: the screens on top first.
    func anchorItem(
        _ name: AnchorID,
        in controller: UIViewController
    ) -> (any UIPopoverPresentationControllerSourceItem)? {
        if let provider = controller as? any PopoverAnchorProviding, let item = provider.popoverAnchor(name) {
            return item
        }
        let children: [UIViewController]
        if let tabs = controller as? UITabBarController {
            children = tabs.selectedViewController.map { [$0] } ?? []
        } else {
            children = controller.children.reversed()
        }
        for child in children {
            if let item = anchorItem(name, in: child) { return item }
        }
        return nil
    }

    /// Gives a presented layer its popover's source and its sheet's sizes.
    func configure(_ presented: UIViewController, for layer: ModalLayer, from presenting: UIViewController) {
        if layer.isPopover {
            presented.modalPresentationStyle = .popover
            if let popover = presented.popoverPresentationController, let id = layer.id {
                point(popover, at: layer.style?.anchor, from: presenting, entry: id, route: layer.root?.route ?? "")
            }
        }
        guard let sheet = sheetController(of: presented), let style = layer.style, !style.detents.isEmpty else {
            return
        }
        sheet.detents = style.detents.map(Self.detent)
        if let grabber = style.showsGrabber { sheet.prefersGrabberVisible = grabber }
        sheet.largestUndimmedDetentIdentifier = style.undimmedThrough.map(Self.identifier)
        sheet.selectedDetentIdentifier = layer.detent.map(Self.identifier)
    }

    /// Moves a presented sheet to a detent; animated inside `animateChanges` (rule 22).
    func setDetent(_ detent: SheetDetent, of layer: EntryID, animated: Bool) {
        guard let presented = controllers.layers[layer], let sheet = sheetController(of: presented) else { return }
        let identifier = Self.identifier(detent)
        if animated {
            sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
        } else {
            sheet.selectedDetentIdentifier = identifier
        }
    }

    /// The sheet presentation controller of a presented controller: its own,
    /// or the one a popover adapts to in a compact width.
    func sheetController(of presented: UIViewController) -> UISheetPresentationController? {
        if let popover = presented.popoverPresentationController { return popover.adaptiveSheetPresentationController }
        return presented.sheetPresentationController
    }

    static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
        switch detent {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction):
            .custom(identifier: identifier(detent)) { context in context.maximumDetentValue * fraction }
        case .height(let height): .custom(identifier: identifier(detent)) { _ in height }
        }
    }

    static func identifier(_ detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
        switch detent {
        case .medium: .medium
        case .large: .large
        default: UISheetPresentationController.Detent.Identifier(detent.description)
        }
    }

    /// The detent a sheet's selected identifier names, or `nil`.
    static func detent(named identifier: UISheetPresentationController.Detent.Identifier?) -> SheetDetent? {
        guard let identifier else { return nil }
        if identifier == .medium { return .medium }
        if identifier == .large { return .large }
        return SheetDetent(identifier.rawValue)
    }
}

/// The popover delegate of a confirmation dialog shown as a popover: a tap
/// outside it, when it has no cancel button, is the user dismissing it (with
/// one, UIKit calls the cancel button's handler instead).
final class AlertDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let alert: EntryID

    init(frontEnd: UIKitFrontEnd, alert: EntryID) {
        self.frontEnd = frontEnd
        self.alert = alert
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let frontEnd, frontEnd.controllers.alert?.0 == alert else { return }
        frontEnd.controllers.alert = nil
        frontEnd.session?.alertDidDismiss(alert)
    }
}

/// What the user typed in an alert's text fields, shared by its fields'
/// `.editingChanged` actions and its buttons' handlers (all on the main
/// actor): which fields were edited, and which actions their texts enable.
@MainActor
private final class AlertInput {
    let content: AlertSnapshot
    /// Its owner: the controller holds its fields' and buttons' actions,
    /// which hold this; its actions are its buttons', in order.
    weak var controller: UIAlertController?
    /// The names of the fields the user edited.
    private(set) var editedNames: Set<String> = []

    init(content: AlertSnapshot, controller: UIAlertController) {
        self.content = content
        self.controller = controller
    }

    /// Every field's text, by name, as its text field holds it.
    var texts: [String: String] {
        var texts: [String: String] = [:]
        for (field, textField) in zip(content.fields, controller?.textFields ?? []) {
            texts[field.name] = textField.text ?? ""
        }
        return texts
    }

    /// The user edited a field: the actions its text enables or disables follow.
    func edited(_ name: String) {
        editedNames.insert(name)
        enableActions()
    }

    /// Enables each action whose button's condition holds for the fields'
    /// texts (`AlertSnapshot.isEnabled(_:texts:)`), and disables the others.
    func enableActions() {
        let texts = self.texts
        for (button, action) in zip(content.buttons, controller?.actions ?? []) {
            action.isEnabled = content.isEnabled(button.label, texts: texts)
        }
    }
}
#endif
