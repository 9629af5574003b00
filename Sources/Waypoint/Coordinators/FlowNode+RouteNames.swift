/// Route names: a declared route is named after the property that declares
/// it, read by reflection of the coordinator the first time a name is needed.
extension FlowNode {
    /// The stable name of a route: the explicit one, or the name of the property
    /// that declares it.
    func routeName(for transition: AnyObject, explicit: String?) -> String {
        explicit ?? routeName(for: ObjectIdentifier(transition))
    }

    /// The name of the property that declares a route, by the identity of its
    /// transition; `"route"` if none does.
    func routeName(for transition: ObjectIdentifier) -> String {
        routeTable.names[transition] ?? "route"
    }

    /// Whether the owner's route names were read (by reflection) yet.
    var hasReadRouteNames: Bool { routeNames != nil }

    /// The transition declared under a route name, for restoration.
    func transition(named name: String) -> AnyObject? {
        routeTable.byName[name]
    }

    /// The owner's routes by identity and by name, read once by reflection.
    private var routeTable: (names: [ObjectIdentifier: String], byName: [String: AnyObject]) {
        if let routeNames, let routesByName { return (routeNames, routesByName) }
        var names: [ObjectIdentifier: String] = [:]
        var byName: [String: AnyObject] = [:]
        if let mirror = reflect?() {
            for child in mirror.children {
                guard let label = child.label, let declaration = child.value as? any RouteDeclaration else {
                    continue
                }
                let name = declaration.explicitName ?? (label.hasPrefix("_") ? String(label.dropFirst()) : label)
                names[ObjectIdentifier(declaration.transitionObject)] = name
                byName[name] = declaration.transitionObject
            }
        }
        routeNames = names
        routesByName = byName
        return (names, byName)
    }
}
