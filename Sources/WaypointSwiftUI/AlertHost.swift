#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// A view that shows the alert or confirmation dialog the session puts on it
/// (`FrontEndSession.alert(shownBy:at:)`): the top layer's stack, or the
/// view of a dialog's anchor. Each button reports its tap with the fields'
/// texts, and is disabled while its condition does not hold for them
/// (drawn again when typing enables or disables one); the preferred one is
/// the Return key's. SwiftUI's write of `false` after a dismissal without a
/// tap reports the user dismissing it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct AlertHost<Content: View>: View {
    let model: NavigationModel
    /// The layer whose view shows the alert.
    let layer: EntryID?
    /// The anchor of the view, or `nil` for the layer's own view.
    let anchor: AnchorID?
    @ViewBuilder let content: () -> Content

    var body: some View {
        let _ = model.revision  // bindings read again after every change the session reports
        let _ = model.alertButtonsRevision  // buttons enabled or disabled by typing
        let model = self.model
        let shown = model.alert(shownBy: layer, at: anchor)
        let title = shown?.content.title ?? ""
        // alert(_:isPresented:presenting:actions:message:),
        // confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:):
        // iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1; a TextField or SecureField in an
        // alert's actions: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
        content()
            .alert(
                title,
                isPresented: isPresented(shown, dialog: false),
                presenting: shown,
                actions: { alert in Self.actions(alert, model: model, fields: true) },
                message: { alert in Self.message(alert) }
            )
            .confirmationDialog(
                title,
                isPresented: isPresented(shown, dialog: true),
                titleVisibility: title.isEmpty ? .hidden : .visible,
                presenting: shown,
                actions: { alert in Self.actions(alert, model: model, fields: false) },
                message: { alert in Self.message(alert) }
            )
    }

    /// Whether the alert (or the dialog) is up. SwiftUI writes `false` when it
    /// takes it down, after a tap or not: the session tells them apart.
    private func isPresented(_ shown: LayerAlert?, dialog: Bool) -> Binding<Bool> {
        let model = self.model
        let layer = self.layer
        let anchor = self.anchor
        let madeFor = shown?.isDialog == dialog ? shown?.id : nil
        return Binding(
            get: { @MainActor in
                guard let alert = model.alert(shownBy: layer, at: anchor) else { return false }
                return alert.isDialog == dialog
            },
            set: { @MainActor isUp in
                if !isUp, let madeFor { model.dismissAlert(boundTo: madeFor) }
            }
        )
    }

    /// The alert's fields (an alert's only: a dialog has none), then its buttons.
    @ViewBuilder
    private static func actions(_ alert: LayerAlert, model: NavigationModel, fields: Bool) -> some View {
        if fields {
            ForEach(alert.content.fields, id: \.name) { field in
                let text = Binding(
                    get: { @MainActor in model.text(ofField: field.name, in: alert) },
                    set: { @MainActor in model.setText($0, ofField: field.name, in: alert) }
                )
                if field.isSecure {
                    SecureField(field.placeholder, text: text).alertInput(field)
                } else {
                    TextField(field.placeholder, text: text).alertInput(field)
                }
            }
        }
        ForEach(alert.content.buttons, id: \.label) { button in
            // init(_:role:action:): iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.
            Button(button.label, role: role(button.role)) {
                model.answerAlert(button.label, of: alert.id)
            }
            .disabled(!model.isEnabled(button.label, in: alert))
            .alertButton(isPreferred: button.isPreferred)
        }
    }

    @ViewBuilder
    private static func message(_ alert: LayerAlert) -> some View {
        if let message = alert.content.message {
            Text(message)
        }
    }

    private static func role(_ role: AlertRole?) -> ButtonRole? {
        switch role {
        case .cancel?: .cancel
        case .destructive?: .destructive
        case nil: nil
        }
    }
}
#endif
