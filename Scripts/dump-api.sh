#!/usr/bin/env bash
# Dumps a built module's public API for Scripts/check-api.sh:
#
#   bash Scripts/dump-api.sh <module> <search paths (-I dir)...>
#
# writes .build/api/<module>.json with `swift-api-digester -dump-sdk`, from the
# module's .swiftmodule found in the search paths. Scripts/check-api.sh runs it
# for the modules `swift build` makes on Linux; Scripts/check-swiftui.sh and
# Scripts/check-uikit.sh run it for WaypointSwiftUI and WaypointUIKit, which
# only they build (against the stand-ins), right after building them.
set -euo pipefail
cd "$(dirname "$0")/.."

module=${1:?usage: dump-api.sh <module> <-I dir...>}
shift
mkdir -p .build/api
out=.build/api/$module.json
rm -f "$out"
# No file paths nor the tool's arguments in the dump: it is compared with the
# baseline committed in API/, made on another machine.
if ! swift-api-digester -dump-sdk -module "$module" "$@" -avoid-location -avoid-tool-args \
    -abort-on-module-fail -o "$out" >.build/api/"$module".log 2>&1 || [[ ! -s "$out" ]]; then
    echo "error: swift-api-digester could not dump the API of $module:" >&2
    cat .build/api/"$module".log >&2
    exit 1
fi
