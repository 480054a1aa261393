#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: unit tests (no X) and integration
# tests, which start their own Xvfb servers and stop them by PID (no DISPLAY needed).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

# Layering rule: only the platform layer (Xlib), the drawing canvas (Cairo, Pango, libjpeg, and
# the Core Graphics types drawn straight onto them) and the storyboard reader's one expat file may
# import the C modules.
leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import (CX11|CCairo|CPango|CJPEG)' Sources \
    | grep -vE '^Sources/(CX11|CCairo|CPango|CJPEG)/|/Platform/X11/|/Drawing/Cairo/' || true)
expat_leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import CExpat' Sources \
    | grep -vxF 'Sources/Windowing/Loading/Storyboard/Expat/IBXMLExpatReader.swift' || true)
leaks=$(printf '%s\n%s' "$leaks" "$expat_leaks" | sed '/^$/d')
if [ -n "$leaks" ]; then
    echo "test: C modules imported outside Platform/X11, Drawing/Cairo and Loading/Storyboard/Expat/IBXMLExpatReader.swift:" >&2
    echo "$leaks" >&2
    exit 1
fi

swift build --build-tests
swift test --skip-build

# The DocC catalog and every public doc comment, with warnings as errors (about 15 s once built;
# see README, "Documentation"), so a broken symbol link fails CI like a failing test.
bash scripts/docs.sh
