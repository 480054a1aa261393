"""What the drivers that run a measuring app beside its C floor share: building both, and
running them in interleaved rounds under one Xvfb. Standard library only.

Used by redrawbench.py and animationbench.py (each keeps its own scene, output format and
verdicts).
"""

import os
import subprocess

from firstpaint import SetupError, show, start_xvfb, stop_xvfb


def build_lab_and_floor(build_command, skip_build, source, floor, packages, binary):
    """Builds the app with `build_command` (unless `skip_build`) and compiles the C floor
    `source` into `floor` against the pkg-config `packages`; raises SetupError on failure."""
    if not skip_build:
        show(build_command)
        if subprocess.call(build_command) != 0:
            raise SetupError("swift build failed")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs"] + packages, capture_output=True, text=True)
    if flags.returncode != 0:
        raise SetupError(f"pkg-config cannot find {', '.join(packages)}: " + flags.stderr.strip())
    os.makedirs(os.path.dirname(floor) or ".", exist_ok=True)
    argv = ["cc", "-O2", "-o", floor, source] + flags.stdout.split() + ["-lm"]
    show(argv)
    if subprocess.call(argv) != 0:
        raise SetupError(f"cc failed on {source}")
    if not os.access(binary, os.X_OK):
        raise SetupError(f"{binary} is not an executable; build it or pass --binary")


def run_interleaved(programs, rounds, run_once, warm_up=None):
    """Runs each (name, path) of `programs` once per round under a private Xvfb, alternating their
    order every round; `run_once(path, display)` returns (result, error). With `warm_up`, each
    program first runs once through it, unrecorded. Returns (runs by name, failures)."""
    runs = {name: [] for name, _ in programs}
    failures = []
    xvfb, display, _ = start_xvfb()
    try:
        if warm_up:
            for name, path in programs:  # page cache, the server's first clients
                _, error = warm_up(path, display)
                if error:
                    failures.append((name, "warm-up", error))
        for round_index in range(rounds):
            order = programs if round_index % 2 == 0 else list(reversed(programs))
            for name, path in order:
                if any(f[0] == name for f in failures):
                    continue
                result, error = run_once(path, display)
                if error:
                    failures.append((name, f"round {round_index + 1}", error))
                else:
                    runs[name].append(result)
    finally:
        stop_xvfb(xvfb)
    return runs, failures
