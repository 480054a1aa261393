"""HelloWindow built as a user builds an app (for firstpaint.py --user-builds).

The sample in this repository is a target of the toolkit's own package. A user's app is a package
of its own that depends on Windowing, as the top-level README shows, built with
`swift build -c release`. This module makes such a package from HelloWindow's sources and
resources under .build/userbuild/HelloWindowApp (its Package.swift depends on this checkout by path and on the
`UIKit` product, as the README's example does), and builds it three times, each into its own
scratch directory:

- `swift build -c release`: the Swift runtime and Foundation loaded dynamically;
- `swift build -c release --static-swift-stdlib`: linked in;
- the README's command for shipping: linked in, by lld, with packed relative relocations, without
  exporting the executable's symbols, and with the launch's functions laid out together by
  Benchmarks/Linking/launch-order.txt (`ship_flags`, which must stay the README's; the client
  depends on this checkout by path, so the order file's path is this checkout's, as the README
  says for a path dependency).

No position-dependent executable, no static libstdc++ (documented experiments, Benchmarks/README.md).
Run as a script, it only writes the client package (Benchmarks/Linking/make-launch-order.sh).
Standard library only.
"""

import os
import shutil
import subprocess

# A package's identity is its folder's name: "HelloWindowApp", not "userbuild", which a checkout's
# own folder may be called (a worktree named so made SwiftPM look for UIKit in the client itself).
PACKAGE_DIR = os.path.join(".build", "userbuild", "HelloWindowApp")
SOURCES = "Sources/HelloWindow"
RESOURCES = "Resources/HelloWindow"

MANIFEST = """// swift-tools-version: 6.0
// Written by Benchmarks/firstpaint_userbuild.py: HelloWindow as a user's own package.
import PackageDescription

let package = Package(
    name: "HelloWindowApp",
    dependencies: [
        .package(path: {repo!r}),
    ],
    targets: [
        .executableTarget(
            name: "HelloWindowApp", dependencies: [.product(name: "UIKit", package: {identity!r})],
            resources: [.copy("HelloWindow")]),
    ]
)
"""

# The launch's functions, in the order lld lays them out; its path inside a Windowing checkout.
ORDER_FILE = os.path.join("Benchmarks", "Linking", "launch-order.txt")
# The README's "To ship it" command after `swift build -c release`, without the order file's flags.
SHIP_FLAGS_UNORDERED = ["--static-swift-stdlib", "-Xswiftc", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker",
                        "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"]


def ship_flags(repo):
    """The README's "To ship it" flags, with the order file of the Windowing checkout at `repo`."""
    return SHIP_FLAGS_UNORDERED + ["-Xlinker", "--symbol-ordering-file=" + os.path.join(repo, ORDER_FILE),
                                   "-Xlinker", "--no-warn-symbol-ordering"]


def builds(repo):
    return [
        ("dynamic", "client package, swift build -c release", []),
        ("static", "client package, --static-swift-stdlib", ["--static-swift-stdlib"]),
        ("shipped", "client package, the README's shipping flags", ship_flags(repo)),
    ]


def scratch(kind):
    return os.path.join(PACKAGE_DIR, f".build-{kind}")


def binary(kind):
    return os.path.join(scratch(kind), "release", "HelloWindowApp")


def write_package(repo):
    """(Re)writes the client package: the manifest, HelloWindow's sources and its resources."""
    # Target names are unique across a package graph, and the toolkit's package has HelloWindow.
    target = os.path.join(PACKAGE_DIR, "Sources", "HelloWindowApp")
    if os.path.isdir(os.path.dirname(target)):
        shutil.rmtree(os.path.dirname(target))
    os.makedirs(target)
    for name in sorted(os.listdir(os.path.join(repo, SOURCES))):
        if name.endswith(".swift"):
            shutil.copy2(os.path.join(repo, SOURCES, name), target)
    # The sample copies Resources/HelloWindow into its bundle; the client carries the same folder.
    shutil.copytree(os.path.join(repo, RESOURCES), os.path.join(target, "HelloWindow"))
    # A path dependency is named by its folder: "Windowing" in the README, whatever this checkout's is here.
    manifest = (MANIFEST.replace("{repo!r}", swift_string(repo))
                .replace("{identity!r}", swift_string(os.path.basename(os.path.normpath(repo)))))
    with open(os.path.join(PACKAGE_DIR, "Package.swift"), "w") as f:
        f.write(manifest)


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build(show, setup_error, skip_build, repo):
    """Builds both (unless skip_build); returns [(role, name, path)] for the measured programs."""
    if not skip_build:
        write_package(repo)
        for kind, _, flags in builds(repo):
            argv = (["swift", "build", "-c", "release", "--package-path", PACKAGE_DIR,
                     "--scratch-path", scratch(kind), "--product", "HelloWindowApp"] + flags)
            show(argv)
            try:
                code = subprocess.call(argv)
            except OSError as e:
                code = e
            if code != 0:
                raise setup_error(f"the client package's build failed ({code}): {' '.join(argv)}")
    programs = []
    for kind, name, _ in builds(repo):
        path = binary(kind)
        if not os.access(path, os.X_OK):
            raise setup_error(f"{path} is not an executable file; run without --skip-build once")
        programs.append((f"user-{kind}", name, path))
    return programs


def evaluate(programs, by_role, ratio_target, rss_target):
    """PASS/MISS for each client build against the C floor; returns the verdicts."""
    c = by_role(programs, "c")
    verdicts = {}
    print()
    print(f"target for the builds users make: \u2264 {ratio_target}\u00d7 C first paint, "
          f"peak RSS \u2264 {rss_target:g} MB")
    for kind, name, _ in builds(""):
        s = by_role(programs, f"user-{kind}")
        if c is None or s is None:
            print(f"  {name}: no verdict (no successful run)")
            continue
        ratio = s["median_ms"] / c["median_ms"]
        verdicts[kind] = {"ratio": ratio, "peak_rss_mb": s["median_rss_mb"],
                          "first_paint": "PASS" if ratio <= ratio_target else "MISS",
                          "peak_rss": "PASS" if s["median_rss_mb"] <= rss_target else "MISS"}
        print(f"  {name}: {ratio:.2f}\u00d7 C  {verdicts[kind]['first_paint']}, "
              f"{s['median_rss_mb']:.1f} MB  {verdicts[kind]['peak_rss']}")
    return verdicts


if __name__ == "__main__":
    os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    write_package(os.getcwd())
