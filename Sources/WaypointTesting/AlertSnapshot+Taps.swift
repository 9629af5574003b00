import Waypoint

extension AlertSnapshot {
    /// Whether a tap on the button with this label, typing these texts, is
    /// one the alert can take: it has such a button and a field for every
    /// text. A test kit types a tap's texts only then, whether the button
    /// turns out enabled or not.
    func hasButton(_ label: String, andFieldsFor texts: [String: String]) -> Bool {
        button(label) != nil && texts.keys.allSatisfy { name in fields.contains { $0.name == name } }
    }
}
