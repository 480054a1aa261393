#!/usr/bin/env bash
# Fuzzes the storyboard and nib loader: mutants of the project's own storyboards and nibs (byte
# flips, IB tokens, deletions, splices, deep nesting, truncation) are read, checked and
# instantiated in one process; a crash ends the run. The toolkit's warnings go to
# .build/storyboard-fuzz.log.
# Usage: scripts/fuzz-storyboard.sh [count, default 100000] [seed, default 1]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
# A debug build: it has testing enabled, so the runner reaches the loader's internals, and it keeps
# Swift's runtime checks (exclusivity, overflow, bounds) on, which turn latent bugs into crashes.
swift build --package-path Benchmarks --product StoryboardFuzz
binary="$(swift build --package-path Benchmarks --show-bin-path)/StoryboardFuzz"
mkdir -p .build
WINDOWING_BACKEND=headless "$binary" "${1:-100000}" "${2:-1}" 2>.build/storyboard-fuzz.log
