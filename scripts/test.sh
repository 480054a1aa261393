#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: unit tests (no X) and integration
# tests, which start their own Xvfb servers and stop them by PID (no DISPLAY needed).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

# Layering rule: only the platform layer (Platform/X11: Xlib), the renderer (Rendering/Cairo:
# Cairo, Pango, libjpeg) and the storyboard reader's one expat file may import the C modules; the
# UIKit-level drawing types (CGContext, UIImage, CALayer, UILabel) reach pixels through the renderer.
leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import (CX11|CCairo|CPango|CJPEG)' Sources \
    | grep -vE '^Sources/(CX11|CCairo|CPango|CJPEG)/|^Sources/Windowing/(Platform/X11|Rendering/Cairo)/' || true)
expat_leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import CExpat' Sources \
    | grep -vxF 'Sources/Windowing/Loading/Storyboard/Expat/IBXMLExpatReader.swift' || true)
leaks=$(printf '%s\n%s' "$leaks" "$expat_leaks" | sed '/^$/d')
if [ -n "$leaks" ]; then
    echo "test: C modules imported outside Platform/X11, Rendering/Cairo and Loading/Storyboard/Expat/IBXMLExpatReader.swift:" >&2
    echo "$leaks" >&2
    exit 1
fi

swift build --build-tests
swift test --skip-build

# The DocC catalog and every public doc comment, with warnings as errors (about 15 s once built;
# see README, "Documentation"), so a broken symbol link fails CI like a failing test.
bash scripts/docs.sh

# The samples' release builds are linked with their own options (Package.swift,
# sampleReleaseLinking: lld, the launch order, packed relocations, static libstdc++). Build
# HelloWindow as scripts/run-sample.sh does and run it to its first frame without X, so an option
# this machine cannot honour fails here rather than in the README's first command.
swift build -c release --static-swift-stdlib --product HelloWindow
release_bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
release_out="$(WINDOWING_BACKEND=headless WINDOWING_EXIT_AFTER_FIRST_FRAME=1 "$release_bin/HelloWindow")"
grep -q '^first-frame ' <<<"$release_out" \
    || { echo "test: the release build of HelloWindow did not reach its first frame" >&2; exit 1; }
echo "test: release HelloWindow (sample linking) reached its first frame"
