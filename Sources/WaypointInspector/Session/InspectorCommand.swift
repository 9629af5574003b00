import Waypoint

/// A command a client sent, checked, for the main actor to carry out.
enum InspectorCommand: Sendable, Equatable {
    case open(id: Int?, url: String)
    case intents(id: Int?, [UserIntent])
    case choose(id: Int?, entry: EntryID, button: String, texts: [String: String])
    case resize(id: Int?, entry: EntryID, detent: SheetDetent)
    case restore(id: Int?, RestorationState)
    case restoration(id: Int?)
    case scenes(id: Int?)
    case scene(id: Int?, SceneID)

    /// The client's number for the command.
    var id: Int? {
        switch self {
        case .open(let id, _), .intents(let id, _), .choose(let id, _, _, _), .resize(let id, _, _),
            .restore(let id, _), .restoration(let id), .scenes(let id), .scene(let id, _):
            id
        }
    }
}
