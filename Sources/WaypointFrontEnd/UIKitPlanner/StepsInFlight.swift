/// The steps a session handed its host and that have not completed, one per
/// lane: a few at most, kept in the order they were handed over and found
/// by their lane with a linear search, which costs less than hashing a lane
/// twice for every step.
struct StepsInFlight: Sendable {
    /// The steps, in the order they were handed over.
    private(set) var values: [UIKitStep] = []

    /// Whether no step is in flight.
    var isEmpty: Bool { values.isEmpty }

    /// The lanes the steps occupy.
    var keys: [UIKitLane] { values.map(\.lane) }

    /// The step in flight on `lane`, if any; setting one replaces the
    /// lane's step or adds it, setting `nil` removes it.
    subscript(lane: UIKitLane) -> UIKitStep? {
        get { index(forKey: lane).map { values[$0] } }
        set {
            switch (index(forKey: lane), newValue) {
            case (let index?, let step?): values[index] = step
            case (let index?, nil): values.remove(at: index)
            case (nil, let step?): values.append(step)
            case (nil, nil): break
            }
        }
    }

    /// The index of the step on `lane`, if one is in flight there.
    func index(forKey lane: UIKitLane) -> Int? {
        values.firstIndex { $0.lane == lane }
    }

    /// Removes the step at `index`.
    mutating func remove(at index: Int) {
        values.remove(at: index)
    }
}
