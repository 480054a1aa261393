#!/usr/bin/env bash
# Builds the DocC documentation of the Windowing target (Sources/Windowing/Windowing.docc and the
# doc comments) with swift-docc-plugin, as a static website. Any DocC warning (a symbol link that
# does not resolve, a parameter documented that does not exist, a missing image) fails the build.
#
#   bash scripts/docs.sh [output-folder]     # default: .build/documentation
#
# View the result with `python3 -m http.server -d .build/documentation 8000` and
# http://localhost:8000/documentation/windowing/.
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/documentation}"
mkdir -p "$(dirname "$output")"

# --disable-indexing: no IDE navigator index, which only Xcode reads. --transform-for-static-hosting:
# an index.html per page, so any plain web server serves the folder (DocC's default too; said
# here so it does not depend on the DocC version).
swift package --allow-writing-to-directory "$output" \
    generate-documentation --target Windowing \
    --warnings-as-errors --disable-indexing --transform-for-static-hosting \
    --output-path "$output" || {
    # The plugin's own follow-up ("Windowing.doccarchive ... doesn't exist") hides DocC's findings.
    echo "docs.sh: DocC reported problems; each is an 'error:' above with its file and line (fix the article or doc comment)" >&2
    exit 1
}
