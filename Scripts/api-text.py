#!/usr/bin/env python3
"""Prints a module's public API, one declaration a line, from its API dump.

    python3 Scripts/api-text.py API/Waypoint.json

The dump is what `swift-api-digester -dump-sdk` writes (Scripts/check-api.sh
makes it): the digester compares dumps, and this prints one for people, so
that a change to the baseline in API/ reads as a diff of declarations
(API/<Module>.txt beside API/<Module>.json). Each line is a declaration's
kind, its qualified name, its type (parameters and result), generic
signature, attributes and, for a type, its conformances. Sorted, so that a
line moves only when its declaration changes.
"""

import json
import sys

# Attributes that a reader of the API cares about; the rest (HasStorage,
# Transparent, …) describe the implementation.
SHOWN_ATTRIBUTES = {
    "Final",
    "Frozen",
    "Mutating",
    "NonMutating",
    "Consuming",
    "DiscardableResult",
    "Dynamic",
    "Required",
    "Convenience",
    "Override",
    "Indirect",
    "Lazy",
    "Nonisolated",
    "Preconcurrency",
    "Sendable",
    "ObjC",
    "Available",
    "Inlinable",
    "UsableFromInline",
    "Exported",
}
# Conformances every type has.
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}


def types(node):
    return [
        child.get("printedName", "?") + (" = default" if child.get("hasDefaultArg") else "")
        for child in node.get("children", [])
        if "declKind" not in child
    ]


def describe(node, qualified):
    kind = node["declKind"]
    parts = [kind]
    if node.get("static"):
        parts.insert(0, "static")
    parts.append(qualified)
    signature = types(node)
    if kind in ("Func", "Constructor", "Subscript") and signature:
        result, *parameters = signature
        effects = " throws" if node.get("throwing") else ""
        parts.append(f"({', '.join(parameters)}){effects} -> {result}")
    elif kind in ("Var", "TypeAlias", "EnumElement") and signature:
        parts.append(": " + signature[0])
    if node.get("genericSig"):
        parts.append(node["genericSig"])
    accessors = [accessor.get("printedName", "").removesuffix("()") for accessor in node.get("accessors", [])]
    if accessors and kind in ("Var", "Subscript"):
        parts.append("{ " + " ".join(a.lower() for a in accessors) + " }")
    if node.get("isEnumExhaustive"):
        parts.append("exhaustive")
    if node.get("superclassUsr") or node.get("superclassNames"):
        parts.append("inherits " + ", ".join(node.get("superclassNames", [])))
    conformances = sorted(
        conformance["printedName"]
        for conformance in node.get("conformances", [])
        if conformance["printedName"] not in IMPLICIT_CONFORMANCES
    )
    if conformances:
        parts.append("conforms " + ", ".join(conformances))
    attributes = sorted(set(node.get("declAttributes", [])) & SHOWN_ATTRIBUTES)
    if attributes:
        parts.append("@" + " @".join(attributes))
    if node.get("protocolReq"):
        parts.append("(requirement)")
    if node.get("isInternal"):
        parts.append("(internal: @usableFromInline or SPI)")
    return " ".join(parts)


def walk(node, prefix, lines):
    for child in node.get("children", []):
        kind = child.get("declKind")
        if kind is None or kind == "Import":
            continue
        if child.get("implicit") and kind == "TypeAlias":
            continue
        qualified = prefix + child["printedName"]
        lines.append(describe(child, qualified))
        walk(child, qualified + ".", lines)


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as file:
        root = json.load(file)["ABIRoot"]
    lines = []
    walk(root, "", lines)
    print(f"// The public API of {root['name']}, one declaration a line (Scripts/api-text.py).")
    print(f"// Generated from API/{root['name']}.json by `bash Scripts/check-api.sh --update`: do not edit.")
    for line in sorted(lines):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
