#!/usr/bin/env python3
"""Checks that every public symbol of a module has a complete doc comment.

Reads the symbol graphs the compiler emitted (Scripts/build-docs.sh makes them)
and fails, listing file and line, for each public symbol declared in the
module's sources that has:

- no doc comment at all;
- a parameter that no `- Parameter name:` or `- Parameters:` item documents
  (functions, initializers, subscripts, operators);
- a return value other than `Void` and no `- Returns:`;
- a `throws` clause and no `- Throws:`.

Symbols without a source location (members the compiler synthesizes or
inherits from another module's protocol extensions) are skipped: there is no
comment to write for them. So are symbols located outside the package's
`Sources/` (members inherited from the protocol extensions of the SwiftUI
stand-in in CI/SwiftUIStandIn, which build-docs.sh compiles WaypointSwiftUI
against on Linux).

Usage: check-doc-comments.py <symbol-graph-dir> [module]
"""

import json
import pathlib
import re
import sys

FUNCTION_KINDS = {
    "swift.func",
    "swift.func.op",
    "swift.method",
    "swift.type.method",
    "swift.init",
    "swift.subscript",
    "swift.type.subscript",
}
VOID_RETURNS = {"", "Void", "()"}


def doc_text(symbol):
    comment = symbol.get("docComment")
    if not comment:
        return None
    return "\n".join(line.get("text", "") for line in comment.get("lines", []))


def documented_parameters(text):
    """The parameter names a doc comment documents."""
    names = set(re.findall(r"^\s*-\s+Parameter\s+([A-Za-z_][A-Za-z0-9_]*)\s*:", text, re.MULTILINE))
    lines = text.splitlines()
    in_list = False
    list_indent = 0
    for line in lines:
        header = re.match(r"^(\s*)-\s+Parameters\s*:", line)
        if header:
            in_list = True
            list_indent = len(header.group(1))
            continue
        if in_list:
            item = re.match(r"^(\s*)-\s+([A-Za-z_][A-Za-z0-9_]*)\s*:", line)
            if item and len(item.group(1)) > list_indent:
                names.add(item.group(2))
            elif re.match(r"^\s*-\s+(Returns|Throws|Note|Important|Warning|Precondition)\b", line):
                in_list = False
    return names


def declaration_tail(symbol):
    """The declaration after the name and its parameter clause: where `throws` is."""
    fragments = symbol.get("declarationFragments", [])
    start = 0
    for index, fragment in enumerate(fragments):
        if fragment.get("kind") == "keyword" and fragment.get("spelling") in ("func", "init", "subscript"):
            start = index
            break
    text = "".join(fragment.get("spelling", "") for fragment in fragments[start:])
    depth = 0
    opened = False
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
            opened = True
        elif char == ")":
            depth -= 1
            if opened and depth == 0:
                return text[index + 1 :]
    return ""


def throws(symbol):
    tail = declaration_tail(symbol)
    tail = tail.split("->")[0].split(" where ")[0]
    return re.search(r"\b(throws|rethrows)\b", tail) is not None


def returns_value(symbol):
    if symbol["kind"]["identifier"] == "swift.init":
        return False
    returns = symbol.get("functionSignature", {}).get("returns", [])
    spelling = "".join(fragment.get("spelling", "") for fragment in returns).strip()
    return spelling not in VOID_RETURNS


def location(symbol, root):
    uri = symbol["location"]["uri"]
    path = pathlib.Path(uri.removeprefix("file://"))
    try:
        path = path.relative_to(root)
    except ValueError:
        pass
    return f"{path}:{symbol['location']['position']['line'] + 1}"


def declared_in_sources(symbol, root):
    path = pathlib.Path(symbol["location"]["uri"].removeprefix("file://"))
    try:
        return path.relative_to(root).parts[0] == "Sources"
    except ValueError:
        return False


def check(graph_dir, module, root):
    problems = []
    files = sorted(pathlib.Path(graph_dir).glob(f"{module}*.symbols.json"))
    if not files:
        return [f"no symbol graph for {module} in {graph_dir}"]
    seen = set()
    for file in files:
        graph = json.loads(file.read_text())
        for symbol in graph["symbols"]:
            if "location" not in symbol or not declared_in_sources(symbol, root):
                continue
            identifier = symbol["identifier"]["precise"]
            if identifier in seen:
                continue
            seen.add(identifier)
            name = ".".join(symbol["pathComponents"])
            where = location(symbol, root)
            text = doc_text(symbol)
            if text is None:
                problems.append(f"{where}: {name} has no doc comment")
                continue
            if symbol["kind"]["identifier"] not in FUNCTION_KINDS:
                continue
            documented = documented_parameters(text)
            for parameter in symbol.get("functionSignature", {}).get("parameters", []):
                parameter_name = parameter.get("internalName", parameter["name"])
                if parameter_name not in documented and parameter["name"] not in documented:
                    problems.append(f"{where}: {name} does not document the parameter '{parameter_name}'")
            if returns_value(symbol) and not re.search(r"^\s*-\s+Returns\s*:", text, re.MULTILINE):
                problems.append(f"{where}: {name} does not say what it returns (- Returns:)")
            if throws(symbol) and not re.search(r"^\s*-\s+Throws\s*:", text, re.MULTILINE):
                problems.append(f"{where}: {name} does not say what it throws (- Throws:)")
    return problems


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    graph_dir = sys.argv[1]
    module = sys.argv[2] if len(sys.argv) > 2 else "Waypoint"
    root = pathlib.Path.cwd()
    problems = check(graph_dir, module, root)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        print(f"{len(problems)} documentation problem(s) in {module}", file=sys.stderr)
        return 1
    print(f"doc comments: every public symbol of {module} is documented")
    return 0


if __name__ == "__main__":
    sys.exit(main())
