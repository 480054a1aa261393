#!/usr/bin/env bash
# Checks that the repository stands alone: no tracked file cites a document that is not in it.
#
# Flags, as file:line: paths into a `shared` folder beside the repository; outside seed documents
# (their file names, or "seed NNN"-style mentions); "x11-notes"; "spec N.N" citations (the
# repository's own list is docs/uikit-behaviour.md, cited as "behaviour N.N"); uikit-behaviour.md
# anywhere but docs/; outside design documents; and relative links in Markdown files whose
# target is not a tracked file or folder. Random-number seeds (fuzzers, generators) are fine.
#
# Usage: bash scripts/check-references.sh    (exit 0: clean; exit 1: the lines above need fixing)
set -euo pipefail
cd "$(dirname "$0")/.."

self=scripts/check-references.sh
found=0

# flag <reason> <extended regex>: every tracked text file's matching lines, except this script.
flag() {
    local reason=$1 pattern=$2 hits
    hits=$(git grep -nIE -e "$pattern" -- . ":!$self" || true)
    if [[ -n $hits ]]; then
        found=1
        while IFS= read -r hit; do
            printf '%s: %s\n' "$(cut -d: -f1,2 <<<"$hit")" "$reason"
        done <<<"$hits"
    fi
}

flag "path outside the repository" '(\.\./)+shared/|/work/shared|shared/(seeds|spec|design)/'
flag "seed document file name" '[0-9]{3}_[0-9a-f]{16}'
flag "seed document cited" "[Ss]eeds? \`?0[0-9]{2}\b|[Ss]eeds?('s?)? (says|said|steps?|style|description|describes?|order|excerpt|pattern|sequence|scenarios?|documents?)\b|\b[Tt]he seeds?\b([^-_]|$)|seed-steps|^#+ The seed"
flag "x11-notes cited" 'x11-notes'
flag "spec number cited (use behaviour N.N)" '\b[Ss]pecs? (§|[0-9]+[a-e]?\.[0-9])'
flag "design document cited" 'design/(architecture|style|performance)\.md'

# uikit-behaviour.md: only docs/uikit-behaviour.md, or a relative link resolving to it.
while IFS= read -r hit; do
    file=${hit%%:*}; rest=${hit#*:}; line=${rest%%:*}; text=${rest#*:}
    while IFS= read -r path; do
        [[ -z $path ]] && continue
        case $path in
            docs/uikit-behaviour.md) continue ;;
        esac
        resolved=$(realpath -m --relative-to=. "$(dirname "$file")/$path")
        [[ $resolved == docs/uikit-behaviour.md ]] && continue
        [[ $path == uikit-behaviour.md && $(dirname "$file") == docs ]] && continue
        printf '%s:%s: uikit-behaviour.md outside docs/ (%s)\n' "$file" "$line" "$path"
        found=1
    done < <(grep -oE '[A-Za-z0-9_./-]*uikit-behaviour\.md' <<<"$text" || true)
done < <(git grep -nIF 'uikit-behaviour.md' -- . ":!$self" || true)

# Relative Markdown links must point at a tracked file (or a folder holding tracked files).
# DocC catalogues resolve image names against their Resources; `swift package generate-documentation`
# checks those with warnings as errors (scripts/docs.sh).
tracked=$(git ls-files)
while IFS= read -r hit; do
    file=${hit%%:*}; rest=${hit#*:}; line=${rest%%:*}; link=${rest#*:}
    [[ $file == *.docc/* ]] && continue
    target=${link#](}; target=${target%)}; target=${target%% *}; target=${target%%#*}; target=${target%%\?*}
    target=${target#<}; target=${target%>}
    case $target in ''|http:*|https:*|mailto:*|/*) continue ;; esac
    resolved=$(realpath -m --relative-to=. "$(dirname "$file")/$target")
    if ! grep -qxF "$resolved" <<<"$tracked" && ! grep -q "^$resolved/" <<<"$tracked"; then
        printf '%s:%s: link to a file not in the repository (%s)\n' "$file" "$line" "$target"
        found=1
    fi
done < <(git grep -noE '\]\([^)]+\)' -- '*.md' ":!$self" || true)

if [[ $found -ne 0 ]]; then
    echo "check-references: the lines above cite documents outside the repository;" \
        "cite docs/uikit-behaviour.md (behaviour N.N) or state the fact" >&2
    exit 1
fi
echo "check-references: no references outside the repository"
