public import Testing
public import Waypoint
public import WaypointFrontEnd

// What a user does on a headless front end: each gesture is the one the gestures' table names
// (`UserGesture`), and means what `ModalLayers.intents(for:width:)` says, as on every front end.
extension HeadlessFrontEnd {
    // MARK: Any gesture

    /// The user makes a gesture, as the one table of gestures says
    /// (`ModalLayers.intents(for:width:)`, in the front end's ``width``): its
    /// intents are sent as one change. A gesture no device can make now
    /// (under an alert, on a guarded screen whose swipe is off, a full-screen
    /// cover swiped down …) is refused: an issue is recorded with the reason,
    /// and nothing is sent.
    ///
    /// Every named gesture below is this call; `FakeUIKit` names them the
    /// same way and plays them as UIKit reports them.
    ///
    /// ```swift
    /// #expect(await frontEnd.perform(.swipeDown) == .applied)
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: what the user does.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func perform(_ gesture: UserGesture, sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await settle(sourceLocation: sourceLocation)
        let layers = ModalLayers(snapshot)
        typeTexts(of: gesture, on: layers)
        switch layers.intents(for: withTypedTexts(gesture, on: layers), width: width) {
        case .success(let intents): return send(intents)
        case .failure(let refusal): return refused(refusal, sourceLocation: sourceLocation)
        }
    }

    /// Why a gesture would be refused now, as the gestures' table says, or
    /// `nil` if a device can make it; nothing is sent. Settles first, as a
    /// gesture does.
    ///
    /// ```swift
    /// #expect(await frontEnd.refusal(of: .swipeBack)?.reason == .guarded)
    /// ```
    ///
    /// - Parameters:
    ///   - gesture: the gesture.
    ///   - sourceLocation: where a problem settling is reported.
    /// - Returns: the refusal, or `nil`.
    public func refusal(of gesture: UserGesture, sourceLocation: SourceLocation = #_sourceLocation) async
        -> GestureRefusal?
    {
        await settle(sourceLocation: sourceLocation)
        let layers = ModalLayers(snapshot)
        if case .failure(let refusal) = layers.intents(for: withTypedTexts(gesture, on: layers), width: width) {
            return refusal
        }
        return nil
    }

    /// Reports an intent as is, without settling first: not a gesture of
    /// the table, but what a front end would send for one, stale or not, so
    /// that a test sees what the core does with it.
    ///
    /// - Parameter intent: the user's action.
    /// - Returns: what the core did with it.
    @discardableResult
    public func send(_ intent: UserIntent) -> IntentOutcome {
        send([intent])
    }

    // MARK: Stacks

    /// The user taps the back button of the stack on screen
    /// (`UserGesture.backButton`): its top screen goes (a guarded one once
    /// its guard agrees); in a split view, one screen of its collapsed stack
    /// in a compact ``width``, or the top screen of the last visible column
    /// that has one pushed in a regular one. The root of a sheet or cover has
    /// no back button: swipe a sheet down.
    ///
    /// Records an issue, and sends nothing, where no back button is.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.backButton, sourceLocation: sourceLocation)
    }

    /// The user swipes back once (`UserGesture.swipeBack`): as
    /// ``tapBack(sourceLocation:)``, but a guarded screen turns the swipe
    /// off (the platforms do), so it is refused there.
    ///
    /// The stack on screen is the top modal layer's, or the selected tab's when
    /// a screen is pushed in it; at the root of a pushed child flow, or of a
    /// pushed tab bar whose tab is at its root, the whole flow goes.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.swipeBack, sourceLocation: sourceLocation)
    }

    /// The user goes back until the entry is on top
    /// (`UserGesture.back(to:)`: the back button's menu, a swipe held
    /// there): every screen above it goes, their guards asked; in a compact
    /// ``width``, a screen of a collapsed split's one stack.
    ///
    /// Records an issue, and sends nothing, for an entry no stack on screen
    /// holds or one on top already; ``send(_:)`` reports a stale
    /// `.popped(to:)` as is.
    ///
    /// - Parameters:
    ///   - entry: the entry to go back to.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeBack(to entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.back(to: entry), sourceLocation: sourceLocation)
    }

    /// The user pinches or drags the zoomed screen on top back into the view
    /// it zoomed out of (`UserGesture.zoomBack`): a screen pushed with a zoom
    /// is popped, a sheet or cover that zoomed in is dismissed with what is on
    /// it; a guarded one stays while its guard is asked. Refused on a screen
    /// that did not zoom in. A gesture the user lets go of sends nothing: to
    /// play one, don't call this.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func zoomBack(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.zoomBack, sourceLocation: sourceLocation)
    }

    // MARK: Sheets, covers and popovers

    /// The user swipes the sheet on top down, with whatever is pushed on it
    /// (`UserGesture.swipeDown`): a guarded one stays while its guard is
    /// asked. A full-screen cover, or a popover drawn as a popover, has no
    /// swipe down: refused.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.swipeDown, sourceLocation: sourceLocation)
    }

    /// The user swipes a sheet down, given by its entry: the sheet on top,
    /// as ``swipeDown(sourceLocation:)``; any other entry is reported as
    /// `.dismissed(_:)` as is (a stale report: see what the core does).
    ///
    /// - Parameters:
    ///   - entry: the sheet's entry.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did.
    @discardableResult
    public func swipeDown(_ entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await settle(sourceLocation: sourceLocation)
        guard ModalLayers(snapshot).top?.id == entry else { return send(.dismissed(entry)) }
        return await perform(.swipeDown, sourceLocation: sourceLocation)
    }

    /// The user taps outside the popover on top, drawn as a popover (a
    /// regular ``width``; `UserGesture.tapOutsidePopover`): it goes.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func tapOutsidePopover(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapOutsidePopover, sourceLocation: sourceLocation)
    }

    /// The user drags the sheet on top to another of its detents
    /// (`UserGesture.dragSheet(to:)`). A popover is a sheet only where it
    /// adapts to one (``presentation(of:)`` is `.sheet`, in a compact width);
    /// drawn as a popover, it has no detent to drag.
    ///
    /// - Parameters:
    ///   - detent: one of the sheet's detents.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func dragSheet(to detent: SheetDetent, sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await perform(.dragSheet(to: detent), sourceLocation: sourceLocation)
    }

    // MARK: Alerts

    /// The alert or confirmation dialog on screen, above every layer: the
    /// first one asked (`ModalLayers.alert`); `nil` if none.
    public var alert: AlertSnapshot? { ModalLayers(snapshot).alert?.content }

    /// The texts the fields of the alert on screen hold: what the user typed
    /// (``enterText(_:inAlertField:sourceLocation:)``, or the texts of a tap on
    /// its button, taken or refused), else each field's text as drawn (a
    /// secure field's is empty). Empty without an alert.
    public var alertTexts: [String: String] {
        guard let alert = ModalLayers(snapshot).alert else { return [:] }
        return alert.content.texts(typed: typed(in: alert.id)).values
    }

    /// Whether a button of the alert on screen can be tapped now: it has no
    /// condition (`AlertButton.enabledWhen`), or its condition holds for
    /// ``alertTexts``; as SwiftUI's and UIKit's bindings draw it, again
    /// after each keystroke. A tap on a disabled button is refused
    /// (`GestureRefusal.Reason.buttonDisabled`).
    ///
    /// ```swift
    /// #expect(!frontEnd.isAlertButtonEnabled("Create"))   // the name is empty
    /// await frontEnd.enterText("Groceries", inAlertField: "name")
    /// #expect(frontEnd.isAlertButtonEnabled("Create"))
    /// ```
    ///
    /// - Parameter label: the button's label.
    /// - Returns: whether it can be tapped; `false` without an alert or such a button.
    public func isAlertButtonEnabled(_ label: String) -> Bool {
        guard let alert = ModalLayers(snapshot).alert else { return false }
        return alert.content.isEnabled(label, texts: typed(in: alert.id))
    }

    /// The user types in a field of the alert on screen: the field holds
    /// `text` now, and the buttons whose conditions read it are enabled or
    /// disabled by it (``isAlertButtonEnabled(_:)``). Nothing is sent until a
    /// button is tapped, which answers with what was typed. Settles first,
    /// as a gesture does.
    ///
    /// Records an issue if no alert is on screen or it has no such field.
    ///
    /// - Parameters:
    ///   - text: the field's whole text after typing (`""` clears it).
    ///   - field: the field's name.
    ///   - sourceLocation: where a problem is reported.
    public func enterText(_ text: String, inAlertField field: String, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        await settle(sourceLocation: sourceLocation)
        guard let alert = ModalLayers(snapshot).alert else {
            Issue.record("no alert is on screen to type in", sourceLocation: sourceLocation)
            return
        }
        guard alert.content.fields.contains(where: { $0.name == field }) else {
            let names = alert.content.fields.map { "'\($0.name)'" }.joined(separator: ", ")
            Issue.record(
                "the alert '\(alert.route)' has no field '\(field)'; it has \(names.isEmpty ? "none" : names)",
                sourceLocation: sourceLocation)
            return
        }
        var texts = typed(in: alert.id)
        texts[field] = text
        typedInAlert = (alert.id, texts)
    }

    /// What the user typed in the fields of this alert; empty for another one.
    private func typed(in alert: EntryID) -> [String: String] {
        typedInAlert?.alert == alert ? typedInAlert?.texts ?? [:] : [:]
    }

    /// A tap on a button of the alert on screen, with texts: the user typed
    /// them in the fields first, so the fields keep them whether the tap is
    /// taken or refused (a disabled button's), as UIKit's and SwiftUI's do
    /// and as `FakeUIKit` does. A tap naming no such button or field types
    /// nothing.
    private func typeTexts(of gesture: UserGesture, on layers: ModalLayers) {
        guard case .answerAlert(let label, let texts) = gesture.kind, !texts.isEmpty,
            let alert = layers.alert, alert.content.hasButton(label, andFieldsFor: texts)
        else { return }
        typedInAlert = (alert.id, typed(in: alert.id).merging(texts) { _, given in given })
    }

    /// The gesture with what the user typed in the alert on screen: a tap on
    /// its button answers with the texts typed before it, those the tap
    /// gives last.
    private func withTypedTexts(_ gesture: UserGesture, on layers: ModalLayers) -> UserGesture {
        guard case .answerAlert(let button, let texts) = gesture.kind, let alert = layers.alert else {
            return gesture
        }
        let typed = typed(in: alert.id)
        guard !typed.isEmpty else { return gesture }
        return .answerAlert(button, texts: typed.merging(texts) { _, given in given })
    }

    /// The user taps a button of the alert or dialog on screen, having typed
    /// these texts (`UserGesture.answerAlert(_:texts:)`), after those typed
    /// with ``enterText(_:inAlertField:sourceLocation:)``; a field left out keeps
    /// the text it started with, as UIKit's and SwiftUI's do. The fields keep
    /// the texts the tap typed even when it is refused (``alertTexts``).
    ///
    /// Records an issue, and sends nothing, if no alert is on screen, it has
    /// no such button or field, or the button is disabled for the texts
    /// (``isAlertButtonEnabled(_:)``).
    ///
    /// ```swift
    /// #expect(await frontEnd.tapAlertButton("Delete") == .applied)   // route(to:) returns .done(true)
    /// ```
    ///
    /// - Parameters:
    ///   - label: the button's label.
    ///   - texts: what the user typed, by field name.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapAlertButton(
        _ label: String,
        texts: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> IntentOutcome {
        await perform(.answerAlert(label, texts: texts), sourceLocation: sourceLocation)
    }

    /// The user taps outside the alert or dialog on screen
    /// (`UserGesture.tapOutsideAlert`): a dialog with a cancel button
    /// answers with it; one without, drawn as a popover (a regular
    /// ``width``), ends with `.cancel(.userDismissed)`. An alert, or an
    /// action sheet without a cancel button in a compact width, cannot be
    /// tapped away: refused.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @discardableResult
    public func tapOutsideAlert(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapOutsideAlert, sourceLocation: sourceLocation)
    }

    /// The user dismisses the alert or dialog on screen without choosing.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if the gesture was refused.
    @available(*, deprecated, renamed: "tapOutsideAlert(sourceLocation:)")
    @discardableResult
    public func dismissAlert(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await tapOutsideAlert(sourceLocation: sourceLocation)
    }

    // MARK: Tabs

    /// The user taps a tab, given by its entry id
    /// (`UserGesture.tapTab(_:)`): a tab of a tab bar on the top
    /// layer; the selected one is a re-tap.
    ///
    /// - Parameters:
    ///   - entry: the tab's entry.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapTab(_ entry: EntryID, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapTab(entry), sourceLocation: sourceLocation)
    }

    /// The user taps a tab of the innermost tab bar on screen that has it, given
    /// by its route name or its title (`UserGesture.tapTab(_:)`).
    ///
    /// Records an issue, and sends nothing, if no such tab is on screen.
    ///
    /// - Parameters:
    ///   - name: the tab's route name, such as `"todos"`, or its title, such as `"Todos"`.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func tapTab(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapTab(name), sourceLocation: sourceLocation)
    }

    /// The user taps the selected tab of the innermost tab bar on screen again
    /// (`UserGesture.tapSelectedTab`), which by default pops its stack to
    /// its root.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if no tab bar is
    ///   on screen (an issue is recorded).
    @discardableResult
    public func tapSelectedTab(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.tapSelectedTab, sourceLocation: sourceLocation)
    }

    // MARK: Split views

    /// The user shows or hides columns of the split view on the top layer (a
    /// swipe, the sidebar button; `UserGesture.showColumns(_:)`), leaving
    /// `columns` visible.
    ///
    /// Records an issue, and sends nothing, if no split is on screen, the
    /// front end draws in a compact ``width`` (a collapsed split shows no
    /// columns to show or hide), or those columns are visible already.
    ///
    /// - Parameters:
    ///   - columns: the columns visible after the gesture.
    ///   - sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func showColumns(_ columns: [SplitColumn], sourceLocation: SourceLocation = #_sourceLocation) async
        -> IntentOutcome
    {
        await perform(.showColumns(columns), sourceLocation: sourceLocation)
    }

    /// The user goes back to the sidebar of the collapsed split on the top
    /// layer (`UserGesture.backToSidebar`): the column the selection fills
    /// goes, with those after it, and nothing is selected. Only in a compact
    /// ``width``.
    ///
    /// - Parameter sourceLocation: where a refusal is reported.
    /// - Returns: what the core did, or `.ignored` if nothing was sent.
    @discardableResult
    public func backToSidebar(sourceLocation: SourceLocation = #_sourceLocation) async -> IntentOutcome {
        await perform(.backToSidebar, sourceLocation: sourceLocation)
    }

    // MARK: Waiting

    /// Waits, bounded, until the front end draws this on top: an alert, or
    /// the top layer drawn as a sheet, a popover or a full-screen cover (in
    /// its ``width``). Each change drawn restarts the timeout; records an
    /// issue if it does not come.
    ///
    /// ```swift
    /// Task { await app.route(to: \.confirm) }
    /// #expect(await frontEnd.waitUntilShown(.alert))
    /// ```
    ///
    /// - Parameters:
    ///   - shown: what to wait for.
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a timeout is reported.
    /// - Returns: whether it is shown.
    @discardableResult
    public func waitUntilShown(
        _ shown: OnScreen,
        timeout: Duration? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        let timeout = timeout ?? self.timeout
        let condition = { [unowned self] in shown.isShown(in: ModalLayers(snapshot), width: width) }
        if await waitForFeed(until: condition, timeout: timeout) { return true }
        Issue.record(
            Comment(rawValue: "No \(shown) was shown on \(rootName) within \(timeout). It draws:\n\(drawing)"),
            sourceLocation: sourceLocation)
        return false
    }
}
