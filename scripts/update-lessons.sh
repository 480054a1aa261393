#!/usr/bin/env bash
# Rewrites the trace blocks of docs/lessons/*.md with each lesson's real trace up to its first
# frame, run on a private Xvfb the way the drift test runs it (LessonPageTests). The test never
# rewrites a page; run this after a change to the launch chain, then reread the pages' explanations.
# Exits 1 if a lesson fails or a page's scenario steps are no longer in its trace.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# Every lesson the pages name, and UpdateLessons, are in the Examples package.
swift build --package-path Examples
exec "$(swift build --package-path Examples --show-bin-path)/UpdateLessons" "$PWD"
