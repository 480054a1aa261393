#!/usr/bin/env bash
# Records HelloWindow's real launch on a private Xvfb (WINDOWING_TRACE_FILE, exit after the first
# frame) and renders it with TraceDiagram into docs/launch-sequence.png (the README's picture).
# The JSON Lines trace is kept next to it as docs/launch-trace.jsonl.
# Usage: scripts/launch-diagram.sh [out.png]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/launch-sequence.png}"
trace="$(dirname "$out")/launch-trace.jsonl"

# TraceDiagram is in the Examples package, which builds HelloWindow for its lessons too.
swift build --package-path Examples --product HelloWindow
swift build --package-path Examples --product TraceDiagram
bin="$(swift build --package-path Examples --show-bin-path)"

source scripts/xvfb.sh
start_private_xvfb || { echo "launch-diagram: Xvfb did not start" >&2; exit 1; }
trap 'kill "$xvfb_pid" 2>/dev/null || true' EXIT
DISPLAY=":$display_number" WINDOWING_TRACE_FILE="$trace" WINDOWING_EXIT_AFTER_FIRST_FRAME=1 "$bin/HelloWindow" >/dev/null
"$bin/TraceDiagram" "$trace" "$out" --title "HelloWindow's launch (WINDOWING_TRACE_FILE, until the first frame)"
