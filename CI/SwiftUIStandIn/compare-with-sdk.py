#!/usr/bin/env python3
"""Compares the SwiftUI stand-in with Apple's published Swift interfaces.

Usage: CI/SwiftUIStandIn/compare-with-sdk.py <SwiftUI.swiftinterface> <SwiftUICore.swiftinterface>

The interfaces are the iOS SDK's
  SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
  SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
(not in this repository). For every declaration of the stand-in
(CI/SwiftUIStandIn/Sources), it looks for a declaration of the interfaces, in a
type or extension of the same name, with the same signature once both are
normalized: module prefixes, availability and inlining attributes, bodies and
spacing left out; isolation (`@MainActor`, `nonisolated`, `@preconcurrency`),
`@Sendable`, `@isolated(any)`, `@escaping`, result builders, labels, generic
parameters and constraints kept. It prints each declaration it cannot match,
with the interface's declarations of the same name, and a count, and exits
with 1 if there is any. The stand-in's primitive views declare `Body = Never`
where the SDK's body is opaque; those are counted apart.
"""

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYWORDS = r"\b(func|init|var|let|subscript|case|associatedtype|typealias|struct|class|enum|protocol|extension|actor)\b"
TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "extension", "actor")
DROPPED_ATTRIBUTES = re.compile(
    r"@(available|_originallyDefinedIn|_semantics|_effects|_typeEraser|_specialize|backDeployed)\((?:[^()]|\([^()]*\))*\)"
    r"|@(inlinable|_alwaysEmitIntoClient|usableFromInline|frozen|_transparent|_hasMissingDesignatedInitializers"
    r"|discardableResult|_disallowFeatureSuppression|_silgen_name)\b"
)
MODULES = re.compile(
    r"\b(SwiftUICore|SwiftUI|Swift|_Concurrency|Foundation|CoreFoundation|ObjectiveC|Observation|CoreGraphics)\."
)


def declarations(text):
    """(context, header) for every declaration, by a brace-aware scan."""
    text = "\n".join(
        line
        for line in text.splitlines()
        if not line.lstrip().startswith("#") and not re.match(r"\s*(@_exported\s+)?(public\s+|internal\s+)?import\s", line)
    )
    text = re.sub(r"//[^\n]*", "", text)
    found, context, buf = [], [], ""
    parens = 0
    i = 0
    while i < len(text):
        c = text[i]
        if c in "([":
            parens += 1
        elif c in ")]":
            parens -= 1
        if c == "{" and parens == 0:
            header = " ".join(buf.split())
            match = re.search(KEYWORDS, header)
            if match and match.group(1) in TYPE_KEYWORDS:
                context.append(header)
                found.append((tuple(context[:-1]), header))
                buf = ""
                i += 1
                continue
            if match:
                found.append((tuple(context), header))
            # Skip the body.
            depth, i = 1, i + 1
            while i < len(text) and depth:
                depth += {"{": 1, "}": -1}.get(text[i], 0)
                i += 1
            buf = ""
            continue
        if c == "}" and parens == 0:
            if buf.strip() and re.search(KEYWORDS, buf):
                found.append((tuple(context), " ".join(buf.split())))
            buf = ""
            if context:
                context.pop()
            i += 1
            continue
        if c == "\n" and parens == 0 and re.search(KEYWORDS, buf):
            following = text[i + 1 :].lstrip()
            if not following.startswith(("where", "->", "{", ")")) and not buf.rstrip().endswith(("where", ",")):
                found.append((tuple(context), " ".join(buf.split())))
                buf = ""
                i += 1
                continue
        buf += c
        i += 1
    return found


def split_top(text, separator=","):
    parts, depth, current = [], 0, ""
    for c in text:
        depth += {"(": 1, "<": 1, "[": 1, ")": -1, ">": -1, "]": -1}.get(c, 0)
        if c == separator and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += c
    if current.strip():
        parts.append(current.strip())
    return parts


def normalized(header):
    header = DROPPED_ATTRIBUTES.sub("", header)
    header = MODULES.sub("", header)
    header = header.replace("__owned ", "").replace("sending ", "")
    header = re.sub(r"\s*:\s*", ": ", header)
    header = re.sub(r"->\s*\(\)", "-> Void", header)
    header = re.sub(r"\s+", " ", header).strip()
    header = re.sub(r"\(\s+", "(", header)
    header = re.sub(r",?\s*\)", ")", header)
    header = header.replace("@MainActor(unsafe)", "@MainActor").replace("@_functionBuilder", "@resultBuilder")
    # A stored property's initial value is not part of its declaration.
    if re.search(r"\b(let|var)\b", header) and "(" not in header.split("=")[0]:
        header = header.split(" = ")[0]
    # Leading attributes and modifiers, in any order.
    match = re.search(KEYWORDS, header)
    if match:
        prefix = header[: match.start()]
        tokens = re.findall(r"@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?|\w+(?:\([^)]*\))?", prefix)
        tokens = sorted(t for t in tokens if t != "nonisolated" or match.group(1) not in TYPE_KEYWORDS)
        header = " ".join(tokens + [header[match.start() :]])
    # Constraints of a where clause, in any order.
    parts = header.split(" where ", 1)
    if len(parts) == 2:
        header = parts[0] + " where " + ", ".join(sorted(split_top(parts[1])))
    return header.strip()


def type_name(context):
    if not context:
        return ""
    match = re.search(r"\b(?:struct|class|enum|protocol|extension|actor)\s+([\w.]+)", context[-1])
    return MODULES.sub("", match.group(1)).split("<")[0] if match else ""


def base_name(header):
    match = re.search(r"\b(?:func|var|let|subscript|case|associatedtype|typealias|struct|class|enum|protocol|actor)\s+([^\s(<:=]+)|\binit\b", header)
    if not match:
        return ""
    return match.group(1) or "init"


def main(arguments):
    if len(arguments) < 1 or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 2
    sdk = {}
    for path in arguments:
        for context, header in declarations(Path(path).read_text(encoding="utf-8")):
            sdk.setdefault((type_name(context), normalized(header)), header)
    by_name = {}
    for (owner, header), original in sdk.items():
        by_name.setdefault((owner, base_name(header)), []).append(header)
    matched, unmatched = 0, []
    for path in sorted((HERE / "Sources").rglob("*.swift")):
        for context, header in declarations(path.read_text(encoding="utf-8")):
            if "public" not in header and "associatedtype" not in header and " case " not in f" {header}":
                continue
            key = (type_name(context), normalized(header))
            if key in sdk:
                matched += 1
            else:
                unmatched.append((path.relative_to(HERE), key))
    intentional = 0
    for path, (owner, header) in unmatched:
        if re.search(r"typealias Body = Never|var body: Never", header):
            intentional += 1  # primitive views of the stand-in: their body is Never
            continue
        print(f"{path}: {owner or '(top level)'}: {header}")
        for candidate in by_name.get((owner, base_name(header)), [])[:6]:
            print(f"    SDK: {candidate}")
    print(
        f"{matched} declarations of the stand-in match the SDK's; {len(unmatched) - intentional} do not "
        f"(listed above); {intentional} are the stand-in's `Body = Never` of views whose SDK body is opaque"
    )
    return 1 if len(unmatched) > intentional else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
