#!/usr/bin/env python3
"""Counts Waypoint's public surface from symbol graphs (run by Scripts/surface.sh).

Reads the symbol graphs of the libraries (Waypoint, WaypointFrontEnd, WaypointTesting, WaypointInspector,
WaypointSwiftUI and their extension graphs such as WaypointSwiftUI@Waypoint) and the graph of a probe
module, a user's module declaring one coordinator of each kind. Prints:

  - the public top-level types of each library;
  - the member names (and declarations) a user's coordinator gains, per kind: the
    members of the probe's coordinators that the user did not declare (protocol
    requirements with a default, protocol-extension members, from every library the
    probe imports) and the associated types of the protocols it adopts; and the same
    for each coordinator class the library provides (WrapperCoordinator);
  - Router's operations per coordinator kind (by the constraints of its extensions),
    and the coordinator's methods Router does not offer;
  - the overload groups of each library (a member name declared more than once in one
    type or protocol) and how many of them pair a Void input with a generic one.

Everything is found in the graphs: no member name is written here, so the counts stay
true when the API changes. Fails (exit 1) when a user's navigation coordinator gains
more than --max-names names, or when a user's coordinator gains a forbidden name (the
names of users' own methods and types). Python 3 standard library only.
"""

import argparse
import collections
import glob
import json
import os
import re
import sys

LIBRARIES = ("Waypoint", "WaypointFrontEnd", "WaypointTesting", "WaypointInspector", "WaypointSwiftUI", "WaypointUIKit")
TYPE_KINDS = {
    "swift.struct",
    "swift.class",
    "swift.enum",
    "swift.protocol",
    "swift.typealias",
    "swift.actor",
}
# Names Waypoint must never add to a user's coordinator: users name their own
# methods and types so (a `Result` type alias or a `cancel()` of theirs would
# shadow ours, or ours theirs).
FORBIDDEN = ("Result", "cancel", "send", "select", "add", "remove", "node")
# A declaration that fixes a route's input to Void (or takes a factory without
# input), as opposed to its generic-input sibling.
VOID_INPUT = re.compile(
    r"Transition<[^<>]*?, (?:Void|\(\)), "  # RouteTransition<Owner, Void, Output>
    r"|\(\) -> [A-Z]\w*"  # a factory `() -> Output`
    r"|\b\w*Input\w* == (?:\(\)|Void)\b"  # where Input == ()
)


class Graphs:
    """The symbols and relationships of a set of symbol graph files."""

    def __init__(self, paths):
        self.symbols = {}  # precise id -> symbol
        self.module_of = {}  # precise id -> module whose graph declares it
        self.main_graph = {}  # precise id -> True when in the module's own graph
        self.relationships = []
        for path in sorted(paths):
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            module = graph["module"]["name"]
            own = "@" not in os.path.basename(path)
            for symbol in graph["symbols"]:
                precise = symbol["identifier"]["precise"]
                self.symbols[precise] = symbol
                self.module_of[precise] = module
                self.main_graph[precise] = own
            self.relationships += graph["relationships"]
        self.members = collections.defaultdict(list)  # parent id -> member ids
        self.conforms = collections.defaultdict(set)  # type id -> protocol ids
        for relation in self.relationships:
            if relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                self.members[relation["target"]].append(relation["source"])
            elif relation["kind"] == "conformsTo":
                self.conforms[relation["source"]].add(relation["target"])

    def add(self, other):
        self.symbols.update(other.symbols)
        self.module_of.update(other.module_of)
        for key, value in other.members.items():
            self.members[key] += value
        for key, value in other.conforms.items():
            self.conforms[key] |= value

    def name(self, precise):
        symbol = self.symbols.get(precise)
        return ".".join(symbol["pathComponents"]) if symbol else precise

    def closure(self, precise):
        """The protocols a type conforms to, directly or through other protocols."""
        seen, todo = set(), list(self.conforms.get(precise, ()))
        while todo:
            protocol = todo.pop()
            if protocol not in seen:
                seen.add(protocol)
                todo += self.conforms.get(protocol, ())
        return seen

    def associated_types(self, protocols):
        return [
            (self.symbols[m]["pathComponents"][-1], self.name(p))
            for p in protocols
            for m in self.members.get(p, ())
            if m in self.symbols and self.symbols[m]["kind"]["identifier"] == "swift.associatedtype"
        ]


def base_name(title):
    return title.split("(")[0]


def is_synthesized(precise):
    return "::SYNTHESIZED::" in precise


def declaration(symbol):
    text = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
    for constraint in symbol.get("swiftExtension", {}).get("constraints", []):
        text += f" where {constraint['lhs']} {'==' if constraint['kind'] == 'sameType' else ':'} {constraint['rhs']}"
    return text


def constraints_hold(symbol, protocols):
    """Whether an extension member's conformance constraints hold for a type
    conforming to `protocols` (ids); any other kind of constraint does not."""
    for constraint in symbol.get("swiftExtension", {}).get("constraints", []):
        if constraint["kind"] != "conformance" or constraint.get("rhsPrecise") not in protocols:
            return False
    return True


# MARK: Counts


def public_types(graphs):
    rows = []
    for module in LIBRARIES:
        own = [
            s
            for p, s in graphs.symbols.items()
            if graphs.module_of[p] == module and graphs.main_graph[p] and s["kind"]["identifier"] in TYPE_KINDS
        ]
        top = sorted(s["pathComponents"][0] for s in own if len(s["pathComponents"]) == 1)
        nested = sorted(".".join(s["pathComponents"]) for s in own if len(s["pathComponents"]) > 1)
        kinds = collections.Counter(
            s["kind"]["identifier"].split(".")[-1] for s in own if len(s["pathComponents"]) == 1
        )
        rows.append({"module": module, "types": top, "nested": nested, "kinds": dict(kinds.most_common())})
    return rows


def gained_by_user(graphs, probe):
    """The members of each coordinator of the probe that its author did not declare."""
    rows = []
    library = {p for p, m in graphs.module_of.items() if m in LIBRARIES}
    for precise, symbol in sorted(probe.symbols.items(), key=lambda item: item[1]["pathComponents"]):
        if len(symbol["pathComponents"]) != 1 or symbol["kind"]["identifier"] != "swift.class":
            continue
        direct = [p for p in probe.conforms.get(precise, ()) if p in library]
        if not direct:
            continue
        protocols = set(direct)
        for protocol in direct:
            protocols |= graphs.closure(protocol)
        names = collections.defaultdict(list)
        for member in probe.members.get(precise, ()):
            if member not in probe.symbols or probe.module_of[member] != probe.module_of[precise]:
                continue
            title = probe.symbols[member]["pathComponents"][-1]
            # The user's own declarations (such as `stack`) are not synthesized;
            # requirements' defaults and extension members are.
            if not is_synthesized(member) or probe.symbols[member]["kind"]["identifier"] == "swift.init":
                continue
            gained = entry(graphs, member)
            if gained[2] in LIBRARIES:  # not the standard library's
                names[base_name(title)].append(gained)
        add_associated_types(graphs, protocols, names)
        # The kind: the most refined library protocol the class adopts.
        kind = graphs.name(max(direct, key=lambda p: (len(graphs.closure(p)), graphs.name(p))))
        rows.append(row(kind, symbol["pathComponents"][0], protocols, names, user=True))
    return rows


def gained_by_library_coordinators(graphs):
    """The members a coordinator class of the libraries (WrapperCoordinator) offers:
    its own, its protocols' extension members in any library, their associated types."""
    rows = []
    root = {
        p
        for p, s in graphs.symbols.items()
        if s["pathComponents"] == ["Coordinator"] and s["kind"]["identifier"] == "swift.protocol"
    }
    for precise, symbol in sorted(graphs.symbols.items(), key=lambda item: item[1]["pathComponents"]):
        if symbol["kind"]["identifier"] != "swift.class" or len(symbol["pathComponents"]) != 1:
            continue
        protocols = graphs.closure(precise)
        if graphs.module_of[precise] not in LIBRARIES or not protocols & root:
            continue
        names = collections.defaultdict(list)
        seen = set()
        for member in graphs.members.get(precise, ()):
            s = graphs.symbols.get(member)
            if s is None or s["kind"]["identifier"] == "swift.init":
                continue
            title = s["pathComponents"][-1]
            origin = member.split("::SYNTHESIZED::")[0]
            if origin in seen:
                continue
            seen.add(origin)
            names[base_name(title)].append(entry(graphs, member))
        # Extensions of its protocols in other modules' graphs (WaypointSwiftUI's view()).
        for protocol in protocols:
            for member in graphs.members.get(protocol, ()):
                s = graphs.symbols.get(member)
                if (
                    s is None
                    or member in seen
                    or graphs.module_of[member] == graphs.module_of[precise]
                    or s["kind"]["identifier"] in ("swift.associatedtype", "swift.init")
                    or not constraints_hold(s, protocols)
                ):
                    continue
                seen.add(member)
                names[base_name(s["pathComponents"][-1])].append(entry(graphs, member))
        add_associated_types(graphs, protocols, names)
        generics = symbol.get("swiftGenerics", {}).get("parameters", [])
        label = symbol["pathComponents"][0] + (
            "<" + ", ".join(p["name"] for p in generics) + ">" if generics else ""
        )
        rows.append(row(label, label, protocols, names, user=False))
    return rows


def entry(graphs, member):
    """A gained declaration: its title, whether it is a method, and its origin module."""
    symbol = graphs.symbols[member]
    origin = member.split("::SYNTHESIZED::")[0]
    return (
        symbol["pathComponents"][-1],
        symbol["kind"]["identifier"] in ("swift.method", "swift.func", "swift.type.method"),
        graphs.module_of.get(origin, "?"),
    )


def add_associated_types(graphs, protocols, names):
    for name, protocol in graphs.associated_types(protocols):
        if name not in names:
            names[name].append((f"{name} (associated type of {protocol})", False, "?"))


def row(kind, declared_as, protocols, names, user):
    return {
        "kind": kind,
        "type": declared_as,
        "user": user,
        "protocols": sorted(protocols),
        "names": {n: sorted(t for t, _, _ in d) for n, d in sorted(names.items(), key=lambda item: item[0].lower())},
        # Methods declared in Waypoint, the module Router forwards from.
        "methods": sorted(n for n, d in names.items() if any(m and o == "Waypoint" for _, m, o in d)),
        "nameCount": len(names),
        "declarationCount": sum(len(d) for d in names.values()),
    }


def router_operations(graphs, kinds):
    """Router's members, split by the coordinator kind their extension requires."""
    router = [p for p, s in graphs.symbols.items() if s["pathComponents"] == ["Router"] and graphs.module_of[p] == "Waypoint"]
    if not router:
        return None
    members = [graphs.symbols[m] for m in graphs.members.get(router[0], ()) if m in graphs.symbols]
    members = [s for s in members if s["kind"]["identifier"] != "swift.init"]
    common = sorted(s["pathComponents"][-1] for s in members if not s.get("swiftExtension", {}).get("constraints"))
    rows = []
    for kind in kinds:
        protocols = set(kind["protocolIds"])
        specific = sorted(
            s["pathComponents"][-1]
            for s in members
            if s.get("swiftExtension", {}).get("constraints") and constraints_hold(s, protocols)
        )
        offered = {base_name(t) for t in common + specific}
        methods = [n for n in kind["methods"] if n not in offered]
        rows.append(
            {
                "kind": kind["kind"],
                "names": sorted({base_name(t) for t in specific}),
                "declarations": specific,
                "coordinatorMethodsNotOnRouter": methods,
            }
        )
    return {"common": common, "kinds": rows}


def overload_groups(graphs):
    """Per library: member names declared more than once in one parent (synthesized
    witnesses and protocol-extension copies excluded), and the Void/input pairs."""
    groups = collections.defaultdict(list)
    for precise, symbol in graphs.symbols.items():
        module = graphs.module_of[precise]
        if module not in LIBRARIES or symbol["kind"]["identifier"] == "swift.enum.case":
            continue
        if "location" not in symbol or is_synthesized(precise) or len(symbol["pathComponents"]) < 2:
            continue
        parent = ".".join(symbol["pathComponents"][:-1])
        groups[(module, parent, base_name(symbol["pathComponents"][-1]))].append(
            (symbol["pathComponents"][-1], declaration(symbol))
        )
    rows = {module: {"groups": [], "voidInputPairs": 0} for module in LIBRARIES}
    for (module, parent, name), decls in sorted(groups.items()):
        if len(decls) < 2:
            continue
        void = [d for _, d in decls if VOID_INPUT.search(d)]
        pair = bool(void) and len(void) < len(decls)
        rows[module]["groups"].append(
            {"name": f"{parent}.{name}", "voidInputPair": pair, "declarations": sorted(d for _, d in decls)}
        )
        rows[module]["voidInputPairs"] += pair
    return rows


# MARK: Report


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--graphs", required=True, help="directory of the libraries' symbol graphs")
    parser.add_argument("--probe", required=True, help="symbol graph of the probe module")
    parser.add_argument("--max-names", type=int, default=16)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--details", action="store_true", help="list every name and overload group")
    parser.add_argument("--swiftui-note", default="")
    parser.add_argument("--title", default="", help="what was measured (a commit)")
    args = parser.parse_args()

    graphs = Graphs(glob.glob(os.path.join(args.graphs, "*.symbols.json")))
    probe = Graphs([args.probe])
    graphs.add(probe)  # conformances of the probe's types; names of its symbols

    types = public_types(graphs)
    user = sorted(gained_by_user(graphs, probe), key=lambda k: -k["nameCount"])
    library = gained_by_library_coordinators(graphs)
    for kind in user + library:
        kind["protocolIds"] = kind.pop("protocols")
        kind["protocols"] = sorted(graphs.name(p) for p in kind["protocolIds"])
    routers = router_operations(graphs, user + library)
    overloads = overload_groups(graphs)

    failures = []
    navigation = [k for k in user if k["kind"] == "NavigationCoordinator"]
    if not navigation or not navigation[0]["names"]:
        failures.append("the probe has no NavigationCoordinator that gains a name: the count cannot be checked")
    for kind in navigation:
        if kind["nameCount"] > args.max_names:
            failures.append(
                f"a user's {kind['kind']} gains {kind['nameCount']} names, more than {args.max_names}: "
                + ", ".join(kind["names"])
            )
    for kind in user + library:
        clash = sorted(set(kind["names"]) & set(FORBIDDEN))
        if clash:
            who = f"a user's {kind['kind']}" if kind["user"] else kind["kind"]
            failures.append(f"{who} gains a name users give their own members: {', '.join(clash)}")

    for kind in user + library:
        del kind["protocolIds"], kind["methods"]
    report = {
        "title": args.title,
        "types": types,
        "swiftUI": args.swiftui_note,
        "coordinators": user + library,
        "router": routers,
        "overloads": overloads,
        "check": {"maxNames": args.max_names, "forbidden": list(FORBIDDEN), "failures": failures},
    }
    if args.json:
        json.dump(report, sys.stdout, indent=2)
        print()
    else:
        print_table(report, args.details)
    if failures:
        for failure in failures:
            print(f"error: {failure}", file=sys.stderr)
        return 1
    return 0


def print_table(report, details):
    if report["title"]:
        print(f"Public surface of {report['title']}")
        print()
    print("Public top-level types (nested types in brackets)")
    for row in report["types"]:
        kinds = ", ".join(f"{n} {k}" for k, n in row["kinds"].items())
        note = f"  {report['swiftUI']}" if row["module"] == "WaypointSwiftUI" and report["swiftUI"] else ""
        print(f"  {row['module']:<34}{len(row['types']):>4}  [{len(row['nested'])}]  {kinds}{note}")
        if details:
            print("      " + ", ".join(row["types"]))
    print()
    print(f"Members a coordinator gains{'':<20}names  declarations")
    for row in report["coordinators"]:
        who = f"a user's {row['kind']}" if row["user"] else f"{row['kind']} (the library's)"
        print(f"  {who:<44}{row['nameCount']:>4}  {row['declarationCount']:>5}   {', '.join(row['names'])}")
        if details:
            for name, decls in row["names"].items():
                print(f"      {name:<20} {', '.join(decls)}")
    router = report["router"]
    print()
    if router is None:
        print("Router: not found in Waypoint's graph")
    else:
        print(f"Router operations{'':<30}names  declarations")
        common = sorted({base_name(t) for t in router["common"]})
        print(f"  {'on every Router':<44}{len(common):>4}  {len(router['common']):>5}   {', '.join(common)}")
        for row in router["kinds"]:
            missing = row["coordinatorMethodsNotOnRouter"]
            tail = f"   (the coordinator's methods not on Router: {', '.join(missing)})" if missing else ""
            line = (
                f"  {'for a ' + row['kind']:<44}{len(row['names']):>4}  {len(row['declarations']):>5}   "
                f"{', '.join(row['names'])}{tail}"
            )
            print(line.rstrip())
    print()
    print(f"Overload groups (a name declared more than once in one type){'':<1}groups  Void/input pairs")
    for module, row in report["overloads"].items():
        print(f"  {module:<60}{len(row['groups']):>4}  {row['voidInputPairs']:>5}")
        if details:
            for group in row["groups"]:
                print(f"      {'Void/input ' if group['voidInputPair'] else ''}{group['name']}")
                for d in group["declarations"]:
                    print(f"          {d[:160]}")
    groups = sum(len(row["groups"]) for row in report["overloads"].values())
    pairs = sum(row["voidInputPairs"] for row in report["overloads"].values())
    print(f"  {'all':<60}{groups:>4}  {pairs:>5}")
    check = report["check"]
    print()
    print(
        f"Check: a user's NavigationCoordinator gains at most {check['maxNames']} names; no coordinator gains "
        f"{', '.join(check['forbidden'])}: {'FAILED' if check['failures'] else 'ok'}"
    )


if __name__ == "__main__":
    sys.exit(main())
