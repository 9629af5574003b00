/// A weak reference, for counting the coordinators still alive.
final class WeakBox<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
