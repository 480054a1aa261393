#!/usr/bin/env bash
# `swift format lint` (it ships with the toolchain) over every Swift file of the three packages,
# with the repository's .swift-format; any finding fails. Fixtures that stand for other people's
# code (an iOS app to port, deliberately broken sources) are left as they are.
#   bash scripts/lint.sh          # check
#   bash scripts/lint.sh --fix    # rewrite the files in place, then check
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files -co --exclude-standard '*.swift' \
    | grep -vE '^Tests/WindowingPortTests/Goldens/|^Tests/Fixtures/')
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
echo "lint: ${#files[@]} Swift files clean"
