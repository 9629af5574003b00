/// The fields of a value, in one immutable box that its copies share.
///
/// The values of a cut (``LayerItem``, ``LayerChild``, ``LayerContainer``)
/// keep their fields so: a cut that reuses them, and a front end that copies
/// or compares what it draws, pays one reference count per value rather than
/// one per field, and copies of one value compare in constant time.
struct SharedFields<Fields: Sendable & Hashable>: Sendable, Hashable {
    final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// The box: `box.fields.name` reads one field without copying the others.
    private(set) var box: Box

    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// Changes fields in a new box: copies made before do not see the change.
    mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    /// Whether two values hold equal fields: at once for copies of one value.
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }
}

extension SharedFields {
    /// Whether two values are copies of one value: a reference comparison.
    func isIdentical(to other: Self) -> Bool { box === other.box }
}
