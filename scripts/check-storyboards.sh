#!/usr/bin/env bash
# Loads storyboards and nibs with Windowing's own loader and prints one line per file: ok, loaded
# with warnings (unsupported elements), or refused with the error (file, line, element, hint).
# The same as `swift run check-storyboards`, after installing what is missing.
# Usage: scripts/check-storyboards.sh [-v] FILE-OR-FOLDER…   (-v lists each file's warnings)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/scripts/setup.sh" >/dev/null
swift build --package-path "$root" --product check-storyboards >&2
binary="$(swift build --package-path "$root" --show-bin-path)/check-storyboards"
WINDOWING_BACKEND=headless exec "$binary" "$@"
