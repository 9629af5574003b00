/// The inputs an entry was shown with, erased element by element, in order.
///
/// Two inputs are equal when they have as many elements and each pair is equal
/// as `Equatable` values of one type; an element that is not `Equatable` never
/// compares equal. An entry shown without input keeps no `RouteInputs` at all.
struct RouteInputs: Equatable, CustomStringConvertible {
    let elements: [Any]

    /// The inputs of a pack, or `nil` for an empty pack.
    init?<each Input>(_ input: repeat each Input) {
        var elements: [Any] = []
        for element in repeat each input {
            elements.append(element)
        }
        guard !elements.isEmpty else { return nil }
        self.elements = elements
    }

    /// One element as itself (`42`), several separated by commas, strings
    /// quoted (`7, "draft"`).
    var description: String {
        guard elements.count > 1 else { return elements.first.map { String(describing: $0) } ?? "" }
        return elements.map { element in
            element is String || element is Substring ? String(reflecting: element) : String(describing: element)
        }.joined(separator: ", ")
    }

    static func == (lhs: RouteInputs, rhs: RouteInputs) -> Bool {
        lhs.elements.count == rhs.elements.count
            && zip(lhs.elements, rhs.elements).allSatisfy { Entry.isEqual($0, $1) }
    }

    /// Whether an entry was shown with these inputs (`nil`: no input).
    @MainActor
    static func matches(_ entry: Entry, _ inputs: RouteInputs?) -> Bool {
        guard let inputs else { return entry.input == nil }
        return entry.matches(input: inputs)
    }
}
