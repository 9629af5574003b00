import WaypointInspector

/// A scripted walk through every feature of the demo, printing each change
/// with its cause. Each step says what it shows, then runs a command as if it
/// were typed.
@MainActor
struct Tour {
    /// A step: what it shows, the command, and whether the command should run.
    private struct Step {
        let text: String
        let command: String
        var succeeds = true
    }

    private let steps: [Step] = [
        Step(
            text: "Sign in: a sheet flow over the signed-out root; the app awaits the User it returns.",
            command: "signin"),
        Step(
            text: "Submit the form: the flow finishes with .done(ada); the app switches its root to the tabs.",
            command: "save ada"
        ),
        Step(text: "Open a todo: a push on the todos tab's own stack.", command: "todo 1"),
        Step(text: "Edit it: the editor is pushed and awaited.", command: "edit"),
        Step(
            text: "Save the edit: the editor completes itself through its router; the awaiting call returns .done.",
            command: "save Buy oat milk"
        ),
        Step(text: "Open the new-todo sheet: a child flow that returns the created Todo.", command: "new"),
        Step(
            text: "Swipe the sheet down: the front end reports it as a user intent; the flow ends with userDismissed.",
            command: "back"
        ),
        Step(text: "Open it again.", command: "new"),
        Step(
            text: "Save: the flow returns .done(todo); the app stores it and shows its detail.",
            command: "save Water the plants"
        ),
        Step(text: "Tap the profile tab: a user intent; the todos tab keeps its stack.", command: "tab profile"),
        Step(text: "Tap the todos tab: its stack is as it was.", command: "tab todos"),
        Step(text: "Tap it again: a re-tap pops the tab to its root.", command: "tab todos"),
        Step(text: "Swipe back at the root: nothing to go back to, nothing changes.", command: "back", succeeds: false),
        Step(
            text: "Open a link: matched and checked first; its steps (two pushes here) land as one change.",
            command: "open todos://todo/2/edit"
        ),
        Step(text: "Save the editor the link opened.", command: "save Call the plumber today"),
        Step(
            text: "A link that cannot land (no todo #42) is refused whole: nothing changes.",
            command: "open todos://todo/42",
            succeeds: false
        ),
        Step(text: "So is an unknown command.", command: "frobnicate", succeeds: false),
        Step(
            text: "Ask to delete todo #2: an alert, drawn above everything; route(to:) awaits the answer.",
            command: "delete"
        ),
        Step(
            text: "Choose Cancel: the tap is the user's intent; the alert returns .done(false), nothing is deleted.",
            command: "choose 2"
        ),
        Step(text: "Ask again.", command: "delete"),
        Step(
            text: "A link lands while the alert asks: it replaces the layers; the alert ends with .cancel(.popped).",
            command: "open todos://todo/3"
        ),
        Step(text: "Ask to delete todo #3.", command: "delete"),
        Step(
            text: "Choose Delete: .done(true); the app deletes the todo and closes its detail.",
            command: "choose 1"
        ),
        Step(
            text: "Open the new-todo sheet: a half-height sheet (detents medium and large) that opens at medium.",
            command: "new"
        ),
        Step(
            text: "Drag it up: the user's drag is an intent; the detent is navigation state, saved and restored.",
            command: "resize large"
        ),
        Step(text: "Swipe it down.", command: "back"),
        Step(
            text: "Open the lists: a split view over the tabs (a sidebar of lists, a detail); narrow, it is one stack.",
            command: "lists"
        ),
        Step(text: "Tap a list in the sidebar: the detail shows the list's own todo stack.", command: "select Home"),
        Step(text: "Open a todo in the detail: a push on the detail's stack.", command: "todo 1"),
        Step(
            text: "Widen the window: the same state, its columns side by side. Only the drawing changes.",
            command: "width regular"
        ),
        Step(
            text: "Hide the sidebar with its button: the user's intent; which columns show is state too.",
            command: "sidebar hide"
        ),
        Step(text: "Narrow it again: nothing is lost, the columns are one stack once more.", command: "width compact"),
        Step(text: "Go back in the one stack: a pop in the detail.", command: "back"),
        Step(text: "Back again: out of the detail, which deselects the list.", command: "back"),
        Step(text: "Back at the sidebar leaves the split view: the tabs are on screen again.", command: "back"),
        Step(text: "Open todo #2 again.", command: "todo 2"),
        Step(
            text:
                "Open a second window: a scene of its own with its own tree, signed out; each header names its window.",
            command: "window new"
        ),
        Step(text: "List the windows: window 1 shows todo #2; the terminal drives window 2.", command: "windows"),
        Step(
            text: "From window 2, open a link to edit todo #2: window 1 shows that todo, so the link lands there "
                + "(focused, not duplicated) and window 1 comes forward.",
            command: "open todos://todo/2/edit"
        ),
        Step(text: "Close the editor the link opened, in window 1.", command: "back"),
        Step(text: "Edit again: the editor is awaited.", command: "edit"),
        Step(
            text: "Sign out with the editor still awaited: the signed-in subtree goes, and its awaiter resumes once.",
            command: "signout"
        ),
        Step(
            text: "Bring window 2 forward: its own tree, signed out, untouched by everything window 1 did.",
            command: "window 2"
        ),
    ]

    /// Plays the tour.
    ///
    /// - Returns: whether every step did what the script expects.
    /// - Parameter inspect: where to start the inspector, which waits for a
    ///   client before the tour plays; `nil` for none.
    func run(inspect: InspectorAddress? = nil) async -> Bool {
        Terminal.out("Waypoint demo tour — a todo app driven by coordinators, drawn from its changes stream.")
        Terminal.out("Each step runs a command as if typed at the prompt (`swift run waypoint-demo`).")
        let session = DemoSession(mode: .human, echo: true)
        await session.start()
        var inspector: Inspector?
        if let inspect {
            guard let started = session.startInspector(at: inspect) else { return false }
            inspector = started
            Terminal.out("Waiting for a client: swift run waypoint watch \(started.address) --token \(started.token)")
            await started.waitForClient()
        }
        var asExpected = true
        for (number, step) in steps.enumerated() {
            Terminal.blank()
            Terminal.out("▶ \(number + 1). \(step.text)")
            let outcome = await session.run(step.command)
            if (outcome == .done) != step.succeeds {
                asExpected = false
                Terminal.out("!! step \(number + 1) was expected to \(step.succeeds ? "run" : "be refused")")
            }
        }
        Terminal.blank()
        let titles = session.store.todos.map(\.description).joined(separator: ", ")
        Terminal.out("Tour finished. Todos: \(titles).")
        Terminal.out("Try it yourself: swift run waypoint-demo   (type help)")
        await inspector?.stop()
        return asExpected
    }
}
