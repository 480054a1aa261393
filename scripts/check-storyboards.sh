#!/usr/bin/env bash
# Loads storyboards and nibs with Windowing's own loader and prints one line per file: ok, loaded
# with warnings (unsupported elements), or refused with the error (file, line,
# element, hint). Classes the files name are not linked in, so their outlets and actions go
# unchecked. Exits 1 when a file is refused.
# Usage: scripts/check-storyboards.sh [-v] FILE-OR-FOLDER…   (-v lists each file's warnings)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
bash scripts/setup.sh >/dev/null
swift build --product StoryboardFuzz >&2
binary="$(swift build --show-bin-path)/StoryboardFuzz"
args=()
for arg in "$@"; do
    if [[ "$arg" == -* || "$arg" == /* ]]; then args+=("$arg"); else args+=("$OLDPWD/$arg"); fi
done
cd "$root"
WINDOWING_BACKEND=headless "$binary" check "${args[@]}"
