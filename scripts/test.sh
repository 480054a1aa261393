#!/usr/bin/env bash
# Installs what is missing, then builds and runs every test: unit tests (no X) and integration
# tests, which start their own Xvfb servers and stop them by PID (no DISPLAY needed).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
bash scripts/check-references.sh
bash scripts/lint.sh

# Layering rule: only the platform layer (Platform/X11: Xlib), the renderer (Rendering/Cairo:
# Cairo, Pango, libjpeg) and the three expat files (storyboards, Info.plist, the parser they share)
# may import the C modules; the UIKit-level drawing types (CGContext, UIImage, CALayer, UILabel)
# reach pixels through the renderer.
leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import (CX11|CCairo|CPango|CJPEG)' Sources \
    | grep -vE '^Sources/(CX11|CCairo|CPango|CJPEG|CXTest)/|^Sources/WindowingTesting/|^Sources/Windowing/(Platform/X11|Rendering/Cairo)/' || true)
expat_leaks=$(grep -rlE '^\s*(@preconcurrency |internal |public |package )*import CExpat' Sources \
    | grep -vxF -e 'Sources/Windowing/Loading/Storyboard/Expat/IBXMLExpatReader.swift' \
        -e 'Sources/Windowing/Loading/PlistXMLReader.swift' -e 'Sources/Windowing/Loading/ExpatParser.swift' || true)
leaks=$(printf '%s\n%s' "$leaks" "$expat_leaks" | sed '/^$/d')
if [ -n "$leaks" ]; then
    echo "test: C modules imported outside Platform/X11, Rendering/Cairo and the expat readers:" >&2
    echo "$leaks" >&2
    exit 1
fi

# The library and its sample, then the examples and lessons, then the labs and benchmarks: three
# packages, each with its own tests (the last two depend on the first by path). One test at a
# time: `UIApplication` is a process-wide singleton that suites in three test targets launch, and
# `.serialized` orders tests only within one suite, so a test awaiting its app in one target could
# otherwise have it reset under it by another target's launch. Most tests are @MainActor, so
# running in parallel saved little (62 s against 106 s for the root package on two cores).
for package in . Examples Benchmarks; do
    echo "test: building and testing the package in '$package'"
    swift build --package-path "$package" --build-tests
    swift test --package-path "$package" --skip-build --no-parallel
done

# The launch-order generator behind the README's shipping command (its readers of callgrind's
# output and lld's link map, and the order it writes).
python3 -m unittest discover -s Benchmarks/Linking

# The DocC catalog and every public doc comment, with warnings as errors, so a broken symbol link
# fails CI like a failing test.
bash scripts/docs.sh

# The README's first command builds HelloWindow in release mode with the Swift runtime linked
# statically; build it that way and run it to its first frame without X, so a problem there fails
# here rather than in a newcomer's first command.
swift build -c release --static-swift-stdlib --product HelloWindow
release_bin="$(swift build -c release --static-swift-stdlib --show-bin-path)"
release_out="$(WINDOWING_BACKEND=headless WINDOWING_EXIT_AFTER_FIRST_FRAME=1 "$release_bin/HelloWindow")"
grep -q '^first-frame ' <<<"$release_out" \
    || { echo "test: the release build of HelloWindow did not reach its first frame" >&2; exit 1; }
echo "test: release HelloWindow reached its first frame"

# Every target of the three packages builds in release too (the tests build in debug above): the
# library, its tools and samples, the examples, the labs and benchmarks. With the Swift runtime
# linked dynamically, since Swift Testing, which WindowingTesting imports, has no static module.
for package in . Examples Benchmarks; do
    echo "test: building every target of the package in '$package' in release"
    swift build --package-path "$package" -c release
done
