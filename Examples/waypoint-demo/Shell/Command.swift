import Foundation
import Waypoint
import WaypointFrontEnd

/// A command typed at the demo's prompt.
enum Command: Equatable, Sendable {
    case help
    case show
    case signIn
    case save(String)
    case cancel
    case back
    case tab(String)
    case new
    case todo(Int)
    case edit
    case delete
    case rename
    case type(String)
    case choose(Int)
    case resize(SheetDetent)
    case lists
    case select(String)
    case sidebar(shown: Bool)
    case width(LayoutWidth)
    case signOut
    case open(String)
    case newWindow
    case window(Int)
    case windows
    case quit

    /// Why a line is not a command.
    struct ParseError: Error, Equatable, Sendable {
        let message: String
    }

    /// The commands, for `help`: usage and what each does.
    static let summary: [(usage: String, meaning: String)] = [
        ("help", "list the commands"),
        ("show", "draw the navigation tree again"),
        ("signin", "open the sign-in form (a sheet flow that returns a user)"),
        ("save <text>", "submit the form on screen: sign in, create a todo, or save an edit"),
        ("cancel", "cancel the form on screen"),
        ("back", "go back like a swipe: pop the top screen, swipe a sheet down, or dismiss an alert"),
        ("tab <name>", "tap a tab (todos, profile); tapping the selected tab pops it to its root"),
        ("new", "open the new-todo sheet; its flow returns the created todo"),
        ("todo <id>", "open a todo's detail"),
        ("edit", "edit the todo on screen"),
        ("delete", "ask whether to delete the todo on screen (an alert; its answer is awaited)"),
        ("rename", "ask for a new title for the todo on screen (an alert; Rename is disabled while it is empty)"),
        ("type <text>", "type in the field of the alert on screen: its whole text (type alone clears it)"),
        ("choose <n>", "tap button n of the alert on screen (a disabled one is refused)"),
        ("resize <detent>", "drag the sheet on screen to a detent: medium or large"),
        ("lists", "open the todo lists in a split view: a sidebar of lists, a detail, a sheet over it"),
        ("select <list>", "tap a list in the split's sidebar (Home, Work): the detail shows its todo stack"),
        ("sidebar <hide|show>", "hide or show the split's sidebar, as its button or the user's swipe does"),
        ("width <size>", "draw in a compact width (one stack, an iPhone) or a regular one (columns side by side)"),
        ("signout", "switch back to the signed-out root"),
        ("open <url>", "open a link; it goes to the window showing its todo, else this one: \(DemoLinks.examples)"),
        ("window new", "open another window: a scene with its own tree; the terminal drives it"),
        ("window <n>", "bring window n forward: the terminal draws and drives it"),
        ("windows", "list the windows: each one's activity and what it shows"),
        ("quit", "leave (so does the end of input)"),
    ]

    /// Parses a line; `nil` for a blank line or a `#` comment.
    static func parse(_ line: String) -> Result<Command?, ParseError> {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return .success(nil) }
        let name: Substring
        let rest: String
        if let space = trimmed.firstIndex(of: " ") {
            name = trimmed[..<space]
            rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
        } else {
            name = Substring(trimmed)
            rest = ""
        }
        let word = name.lowercased()
        switch word {
        case "help", "?": return bare(.help, word, rest)
        case "show": return bare(.show, word, rest)
        case "signin": return bare(.signIn, word, rest)
        case "cancel": return bare(.cancel, word, rest)
        case "back": return bare(.back, word, rest)
        case "new": return bare(.new, word, rest)
        case "edit": return bare(.edit, word, rest)
        case "delete": return bare(.delete, word, rest)
        case "rename": return bare(.rename, word, rest)
        case "type": return .success(.type(rest))
        case "choose":
            guard let number = Int(rest), number > 0 else {
                return .failure(ParseError(message: "choose needs a button's number: choose <n>"))
            }
            return .success(.choose(number))
        case "resize":
            guard let detent = SheetDetent(rest.lowercased()), detent == .medium || detent == .large else {
                return .failure(ParseError(message: "resize needs a detent: resize medium, or resize large"))
            }
            return .success(.resize(detent))
        case "lists": return bare(.lists, word, rest)
        case "select":
            guard !rest.isEmpty, !rest.contains(" ") else {
                return .failure(ParseError(message: "select needs one list's name: select <list>"))
            }
            return .success(.select(rest))
        case "sidebar":
            switch rest.lowercased() {
            case "hide": return .success(.sidebar(shown: false))
            case "show": return .success(.sidebar(shown: true))
            default: return .failure(ParseError(message: "sidebar needs hide or show: sidebar hide, or sidebar show"))
            }
        case "width":
            switch rest.lowercased() {
            case "compact": return .success(.width(.compact))
            case "regular": return .success(.width(.regular))
            default:
                return .failure(ParseError(message: "width needs a size: width compact, or width regular"))
            }
        case "signout": return bare(.signOut, word, rest)
        case "windows": return bare(.windows, word, rest)
        case "window":
            if rest.lowercased() == "new" { return .success(.newWindow) }
            guard let number = Int(rest), number > 0 else {
                return .failure(ParseError(message: "window needs new or a window's number: window new, window <n>"))
            }
            return .success(.window(number))
        case "quit", "exit": return bare(.quit, word, rest)
        case "save":
            guard !rest.isEmpty else { return .failure(ParseError(message: "save needs a text: save <text>")) }
            return .success(.save(rest))
        case "tab":
            guard !rest.isEmpty, !rest.contains(" ") else {
                return .failure(ParseError(message: "tab needs one tab name: tab <name>"))
            }
            return .success(.tab(rest))
        case "open":
            guard !rest.isEmpty, !rest.contains(" ") else {
                return .failure(ParseError(message: "open needs one link: open <url>"))
            }
            return .success(.open(rest))
        case "todo":
            guard let id = Int(rest), id > 0 else {
                return .failure(ParseError(message: "todo needs a todo's number: todo <id>"))
            }
            return .success(.todo(id))
        default:
            return .failure(ParseError(message: "unknown command '\(name)'; type 'help' for the list"))
        }
    }

    private static func bare(_ command: Command, _ word: String, _ rest: String) -> Result<Command?, ParseError> {
        guard rest.isEmpty else { return .failure(ParseError(message: "\(word) takes no argument")) }
        return .success(command)
    }
}

extension Command {
    /// Whether the command acts on the screen, which an alert covers: it waits
    /// until the alert is answered. Typing in it, answering it, going back
    /// (which dismisses it), links, signing out and the commands about the
    /// demo itself do not.
    var needsTheScreen: Bool {
        switch self {
        case .help, .show, .quit, .back, .type, .choose, .open, .signOut, .width, .newWindow, .window, .windows: false
        default: true
        }
    }
}
