#!/usr/bin/env python3
"""Reads the symbol graphs of a binding (WaypointSwiftUI, WaypointUIKit) for
what it re-exports.

The bindings re-export the types of Waypoint and WaypointFrontEnd that their
public declarations name (`@_exported import`, in their Exports.swift), so
that `import WaypointUIKit` is enough to name them. Two commands:

  binding-symbols.py named <symbol-graph-dir> <module>
      Prints a Swift file that imports the module alone and names, with
      `extension <Type> {}`, each top-level type of the package's other modules
      that the module's own public declarations name (in their signatures, as
      the type they extend, or as a protocol they conform to). The compile
      checks (Scripts/check-swiftui.sh, Scripts/check-uikit.sh) compile it: a
      type the binding names but does not re-export fails there, by name.

  binding-symbols.py own <symbol-graph-dir> <module>
      Rewrites the graphs in place so that they hold only the module's own
      declarations, as the compiler writes them when nothing is re-exported.
      The compiler puts the symbols of re-exported types in the re-exporting
      module's graph, and files its extensions of those types in its main
      graph instead of an extension graph (`Module@Other.symbols.json`); DocC
      would then document Waypoint's `Coordinator` again in WaypointUIKit's
      archive, with links that resolve only in Waypoint's. So:
      - a symbol is the module's own if it is declared in `Sources/<module>/`;
        a member the compiler inherits (`::SYNTHESIZED::` in its identifier,
        often located in another module's sources) if the type it belongs to
        is the module's; one the compiler synthesizes without a location (a
        raw enum's `init(rawValue:)`) if its identifier names the module;
        every other symbol is dropped, with the relationships it is the
        source of;
      - the module's extensions of another module's types (`swift.extension`
        symbols) move, with their members and relationships, to
        `<module>@<extended module>.symbols.json`.
      Used by Scripts/build-docs.sh and Scripts/surface.sh.
"""

import json
import pathlib
import re
import subprocess
import sys

# The package's library modules: a binding's re-exports come from these.
PACKAGE_MODULES = {
    "Waypoint",
    "WaypointFrontEnd",
    "WaypointTesting",
    "WaypointInspector",
    "WaypointSwiftUI",
    "WaypointUIKit",
}


def mangled_module(usr):
    """The module that a Swift USR's first identifier names (`s:8Waypoint...`)."""
    if not usr.startswith("s:"):
        return None
    digits = ""
    for character in usr[2:]:
        if not character.isdigit():
            break
        digits += character
    if not digits:
        return None
    start = 2 + len(digits)
    return usr[start : start + int(digits)]


def is_own(symbol, module):
    usr = symbol["identifier"]["precise"]
    if "::SYNTHESIZED::" in usr:
        return mangled_module(usr.split("::SYNTHESIZED::")[-1]) == module
    if "location" not in symbol:  # synthesized by the compiler, such as a raw enum's init(rawValue:)
        return mangled_module(usr) == module
    return f"/Sources/{module}/" in symbol["location"]["uri"]


def load(directory, module):
    graphs = {}
    for path in sorted(directory.glob(f"{module}*.symbols.json")):
        graphs[path] = json.loads(path.read_text())
    if directory / f"{module}.symbols.json" not in graphs:
        sys.exit(f"error: no {module}.symbols.json in {directory}")
    return graphs


def named(directory, module):
    """The top-level types of the package's other modules that the module's declarations name."""
    usrs = set()
    for graph in load(directory, module).values():
        own = {s["identifier"]["precise"] for s in graph["symbols"] if is_own(s, module)}
        for symbol in graph["symbols"]:
            if symbol["identifier"]["precise"] not in own:
                continue
            for fragment in symbol.get("declarationFragments", []):
                if fragment["kind"] == "typeIdentifier" and "preciseIdentifier" in fragment:
                    usrs.add(fragment["preciseIdentifier"])
        for relationship in graph["relationships"]:
            if relationship["source"] in own:
                usrs.add(relationship["target"])
    others = sorted(
        usr
        for usr in usrs
        if mangled_module(usr) in PACKAGE_MODULES - {module} and "::" not in usr and not usr.startswith("s:e:")
    )
    if not others:
        return []
    # `swift demangle` names a type's USR (less its `s:`) in full: `Waypoint.TransitionMatch.Screen`.
    demangled = subprocess.run(
        ["swift", "demangle", "--compact"] + ["$s" + usr[2:] for usr in others],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    # A type's USR demangles to its path; a member's (an extension's target) to more, and is not a type.
    types = [name for name in demangled if re.fullmatch(r"\w+(\.\w+)+", name)]
    return sorted({name.split(".")[1] for name in types})


def own(directory, module):
    graphs = load(directory, module)
    main_path = directory / f"{module}.symbols.json"
    graph = graphs[main_path]
    before = len(graph["symbols"])

    mine = [symbol for symbol in graph["symbols"] if is_own(symbol, module)]
    kept = {symbol["identifier"]["precise"] for symbol in mine}
    relationships = [r for r in graph["relationships"] if r["source"] in kept]

    # The module's extensions of other modules' types, and their members.
    moved = {}  # extended module -> ids
    for symbol in mine:
        extension = symbol.get("swiftExtension", {})
        if symbol["kind"]["identifier"] == "swift.extension" and extension.get("extendedModule") != module:
            moved.setdefault(extension["extendedModule"], set()).add(symbol["identifier"]["precise"])
    for ids in moved.values():
        for relationship in relationships:
            if relationship["kind"] == "memberOf" and relationship["target"] in ids:
                ids.add(relationship["source"])

    leaving = set().union(*moved.values()) if moved else set()
    graph["symbols"] = [s for s in mine if s["identifier"]["precise"] not in leaving]
    graph["relationships"] = [r for r in relationships if r["source"] not in leaving]
    main_path.write_text(json.dumps(graph))

    for extended, ids in sorted(moved.items()):
        path = directory / f"{module}@{extended}.symbols.json"
        extension_graph = graphs.get(path) or {
            "metadata": graph["metadata"],
            "module": graph["module"],
            "symbols": [],
            "relationships": [],
        }
        extension_graph["symbols"] += [s for s in mine if s["identifier"]["precise"] in ids]
        extension_graph["relationships"] += [r for r in relationships if r["source"] in ids]
        path.write_text(json.dumps(extension_graph))

    print(f"{module}'s symbol graph: {before - len(mine)} symbols of re-exported types left out", file=sys.stderr)


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("named", "own"):
        sys.exit(__doc__)
    command, directory, module = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
    if command == "named":
        print(f"// Generated by Scripts/binding-symbols.py: the types of other modules that {module}'s API names.")
        print(f"import {module}")
        for name in named(directory, module):
            print(f"extension {name} {{}}")
    else:
        own(directory, module)


if __name__ == "__main__":
    main()
