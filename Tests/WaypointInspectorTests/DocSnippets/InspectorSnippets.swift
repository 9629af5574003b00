import Waypoint

// The Swift code of WaypointInspector's DocC catalog, compiled here; the
// documentation snippet tests hold each region word for word to its block.
// The catalog's code shows no import: it is compiled in InspectedApp.swift,
// which imports WaypointInspector alone, as a page of its catalog assumes.

/// An app's windows, each a tree of notes, as the catalog's `scenes`.
typealias NotesScenes = AppScenes<Notes>

/// The app's deep links, as the catalog names them.
@MainActor
enum AppLinks {
    static let router = Notes.links
}
