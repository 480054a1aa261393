#!/usr/bin/env bash
# Clones every origin named in apps.txt at its commit into APPS/<owner>+<repo>, the layout
# the measure reads. Needs network access to github.com. Nothing is built or run here, and nothing
# fetched belongs in this repository: keep APPS outside the checkout.
#
# usage: bash Benchmarks/OutsideApps/fetch-apps.sh APPS [apps.txt]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
apps="${1:?usage: fetch-apps.sh APPS [apps.txt]}"
list="${2:-$here/apps.txt}"
mkdir -p "$apps"

failed=0
# Several apps may share one repository at one commit; each origin is cloned once.
while read -r repo at commit _; do
    case "$repo" in '' | '#'*) continue ;; esac
    if [ "$at" != "@" ]; then
        echo "fetch-apps: $list: expected 'owner/repo @ commit path', got '$repo $at $commit'" >&2
        exit 1
    fi
    dest="$apps/${repo/\//+}"
    if [ -d "$dest/.git" ] && [ "$(git -C "$dest" rev-parse HEAD)" = "$commit" ]; then
        continue
    fi
    echo "fetch-apps: $repo @ $commit"
    rm -rf "$dest"
    # A full clone: the commit may sit on any branch, not only the default one.
    if ! git clone --quiet "https://github.com/$repo.git" "$dest" \
        || ! git -C "$dest" -c advice.detachedHead=false checkout --quiet "$commit"; then
        echo "fetch-apps: could not fetch $repo at $commit" >&2
        failed=$((failed + 1))
    fi
done < <(sort -u -k1,3 "$list")

if [ "$failed" -ne 0 ]; then
    echo "fetch-apps: $failed origin(s) missing; they are missing from the measure" >&2
    exit 1
fi
echo "fetch-apps: every origin of $list is in $apps"
