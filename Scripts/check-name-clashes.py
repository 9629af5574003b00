#!/usr/bin/env python3
"""Checks that no public type of Waypoint, WaypointFrontEnd, WaypointTesting, WaypointSwiftUI or
WaypointUIKit shares its name with a top-level public type of the modules whose Swift
interfaces (or, for an Objective-C framework such as UIKit, whose header
directories) are given, so that a file importing both never finds a name
ambiguous.

Usage: Scripts/check-name-clashes.py <interface.swiftinterface | Headers directory>...

For UIKit, pass its headers and its Swift overlay:
  .../UIKit.framework/Headers
  .../UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface
The names a header gives Swift are read as the Clang importer makes them:
classes (`@interface`), protocols (`@protocol`), `NS_ENUM`/`NS_OPTIONS`
types and `typedef`s, under their `NS_SWIFT_NAME` where a declaration has one.

For SwiftUI, pass the SDK's interfaces, for example from an iOS SDK:
  .../SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
  .../SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface
CI does not have them; there, Scripts/check-swiftui.sh names every public type
unqualified beside the SwiftUI stand-in instead. Prints the clashes and exits
with 1 if there are any.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIBRARIES = [
    "Sources/Waypoint",
    "Sources/WaypointFrontEnd",
    "Sources/WaypointTesting",
    "Sources/WaypointSwiftUI",
    "Sources/WaypointUIKit",
]
KINDS = r"(?:struct|class|enum|protocol|actor|typealias)"

# A declaration at the start of a line (top level), after any attributes and
# modifiers: `@frozen public struct Text`, `@MainActor @preconcurrency public
# protocol View`, `final public class NSHostingView`, `open class X`.
INTERFACE_DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*(?:public|open)\s+"
    r"(?:(?:final|indirect|nonisolated)\s+)*" + KINDS + r"\s+([A-Za-z_]\w*)"
)
SOURCE_DECLARATION = re.compile(
    r"^(\s*)(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*public\s+"
    r"(?:(?:final|indirect|nonisolated)\s+)*" + KINDS + r"\s+([A-Za-z_]\w*)"
)


def interface_types(path):
    names = set()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        match = INTERFACE_DECLARATION.match(line)
        if match:
            names.add(match.group(1))
    return names


HEADER_DECLARATIONS = [
    re.compile(r"^@interface\s+(\w+)\s*[:<]"),  # a class, not a category
    re.compile(r"^@protocol\s+(\w+)\s*[<\n]"),  # a protocol, not a forward declaration
    re.compile(r"typedef\s+NS_(?:CLOSED_)?(?:ENUM|OPTIONS|ERROR_ENUM)\s*\([^,]+,\s*(\w+)\)"),
    re.compile(r"^typedef\s+[^;()]*?\b(\w+)\s*(?:NS_\w+(?:\([^)]*\))?\s*)*;"),
]
SWIFT_NAME = re.compile(r"NS_SWIFT_NAME\((\w+)\)")


def header_types(directory):
    """The top-level Swift names of an Objective-C framework's headers."""
    names = set()
    for path in sorted(Path(directory).glob("*.h")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            renamed = SWIFT_NAME.search(line)
            if renamed:
                names.add(renamed.group(1))
                continue
            for pattern in HEADER_DECLARATIONS:
                match = pattern.search(line + "\n")
                if match:
                    names.add(match.group(1))
                    break
    return names


def library_types():
    """Public types of the libraries: name -> (top level?, where)."""
    types = {}
    for library in LIBRARIES:
        for path in sorted((ROOT / library).rglob("*.swift")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                match = SOURCE_DECLARATION.match(line)
                if match:
                    top_level = match.group(1) == ""
                    where = f"{path.relative_to(ROOT)}:{number}"
                    previous = types.get(match.group(2))
                    if previous is None or (top_level and not previous[0]):
                        types[match.group(2)] = (top_level, where)
    return types


def main(arguments):
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if arguments else 2
    theirs = {}
    for path in arguments:
        names = header_types(path) if Path(path).is_dir() else interface_types(path)
        print(f"{path}: {len(names)} top-level public types")
        for name in names:
            theirs.setdefault(name, path)
    ours = library_types()
    top_level = sorted(name for name, (top, _) in ours.items() if top)
    nested = sorted(name for name, (top, _) in ours.items() if not top)
    print(f"Waypoint, WaypointFrontEnd, WaypointTesting, WaypointSwiftUI, WaypointUIKit: {len(top_level)} top-level and {len(nested)} nested public types")
    clashes = [name for name in top_level if name in theirs]
    for name in clashes:
        print(f"clash: {name} ({ours[name][1]}) is also declared by {theirs[name]}")
    # A nested type is reached qualified (`ModalLayer.Base`) or inside its own
    # type, where it is meant to win; reported, never an error.
    for name in nested:
        if name in theirs:
            print(f"note: nested {name} ({ours[name][1]}) shares its name with a type of {theirs[name]}")
    if clashes:
        return 1
    print("no clashes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
