#!/usr/bin/env python3
"""First-paint benchmark: process start -> first frame on screen, toolkit against a C floor.

Runs the toolkit's HelloWindow, firstpaint.c (the same scene in plain Xlib + Cairo) and
FirstPaintSwift (the same program in Swift, Xlib + Cairo, no toolkit) side by side, interleaved,
under one private Xvfb, and prints medians, ranges, peak RSS and the ratio to C, plus how
HelloWindow's cost splits into "what Swift costs" and "what the toolkit costs".
See Benchmarks/README.md. Run from anywhere: python3 Benchmarks/firstpaint.py [--runs N]

The contract with a measured program: with WINDOWING_EXIT_AFTER_FIRST_FRAME=1 in its
environment it prints a line `first-frame <CLOCK_MONOTONIC ns>` on stdout right after its first
frame has been presented and synced, and exits 0. Other output is ignored.

Standard library only.
"""

import argparse
import datetime
import json
import os
import platform
import re
import selectors
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # importing the helper must not leave Benchmarks/__pycache__ behind
import firstpaint_userbuild  # noqa: E402  (--user-builds: HelloWindow as a user's own package)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD_DIR = ".build"
C_SOURCE = "Benchmarks/firstpaint.c"
C_BINARY = os.path.join(BUILD_DIR, "firstpaint-c")
C_PACKAGES = ["x11", "xext", "cairo", "pangocairo"]  # the floor draws its text with Pango
SPAWN_SOURCE = "Benchmarks/spawn.c"
SPAWN_BINARY = os.path.join(BUILD_DIR, "firstpaint-spawn")
DEFAULT_BINARY = os.path.join(BUILD_DIR, "release", "HelloWindow")
# Static linking of the Swift runtime and Foundation saves ~6 ms of dynamic loading at start-up.
BUILD_COMMAND = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "HelloWindow"]
# The Swift floor: its own package (no Foundation, no toolkit), built the same way.
SWIFT_PACKAGE = "Benchmarks/FirstPaintSwift"
SWIFT_BUILD_COMMAND = ["swift", "build", "-c", "release", "--static-swift-stdlib", "--package-path", SWIFT_PACKAGE]
SWIFT_BINARY = os.path.join(SWIFT_PACKAGE, BUILD_DIR, "release", "firstpaint-swift")
XVFB_COMMAND = ["Xvfb", "-displayfd", "{fd}", "-noreset", "-nolisten", "tcp", "-screen", "0", "1024x768x24"]

TARGET_RATIO = 1.3
TARGET_RSS_MB = 25.0
TARGET_LINE = "target: HelloWindow \u2264 1.3\u00d7 C first paint, peak RSS \u2264 25 MB"

FIRST_FRAME = re.compile(r"^first-frame (\d+)\s*$")


class SetupError(Exception):
    """Something before the measurement failed (build, compile, Xvfb); the message says what."""


def parse_args():
    parser = argparse.ArgumentParser(
        description="First-paint benchmark: the toolkit's HelloWindow against a C Xlib+Cairo floor "
                    "and a Swift Xlib+Cairo floor without a toolkit.")
    parser.add_argument("--runs", type=int, default=21, help="measured rounds per program (default 21)")
    parser.add_argument("--binary", default=DEFAULT_BINARY,
                        help="toolkit binary to measure (default %(default)s)")
    parser.add_argument("--json", metavar="PATH", help="also write the raw numbers to PATH")
    parser.add_argument("--skip-build", action="store_true",
                        help="do not run swift build (neither for HelloWindow nor for the Swift floor)")
    parser.add_argument("--no-swift-floor", action="store_true",
                        help=f"do not build or measure the Swift floor ({SWIFT_PACKAGE})")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds before a run counts as hung and is killed (default 10)")
    parser.add_argument("--user-builds", action="store_true",
                        help="also measure HelloWindow's sources as a separate client package built as the README "
                             "says: with the dynamic Swift runtime, with --static-swift-stdlib, and with the README's "
                             "shipping flags and launch order (firstpaint_userbuild.py)")
    parser.add_argument("--direct", action="store_true",
                        help="spawn programs straight from python3 instead of through the launcher; "
                             "peak RSS then includes python3's own (see spawn.c)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    return args


def show(argv):
    print("$ " + " ".join(shlex.quote(a) for a in argv), flush=True)


def build_toolkit(required):
    """Builds HelloWindow; a failure is fatal only when HelloWindow is what we measure."""
    show(BUILD_COMMAND)
    try:
        code = subprocess.call(BUILD_COMMAND)
    except OSError as e:
        code = e
    if code == 0:
        return
    message = f"swift build failed ({code})"
    if required:
        raise SetupError(message)
    print(f"warning: {message}; continuing, since --binary names another program", file=sys.stderr)


def build_swift_floor(skip_build):
    """Builds FirstPaintSwift (unless skipped); a failure or a missing binary is fatal."""
    if not skip_build:
        show(SWIFT_BUILD_COMMAND)
        try:
            code = subprocess.call(SWIFT_BUILD_COMMAND)
        except OSError as e:
            code = e
        if code != 0:
            raise SetupError(f"swift build of {SWIFT_PACKAGE} failed ({code}); --no-swift-floor skips it")
    if not os.access(SWIFT_BINARY, os.X_OK):
        raise SetupError(f"{SWIFT_BINARY} is not an executable file; build it with "
                         f"`{' '.join(SWIFT_BUILD_COMMAND)}` or pass --no-swift-floor")


def compile_c():
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs"] + C_PACKAGES,
                               check=True, capture_output=True, text=True).stdout.split() + ["-lm"]
    except (OSError, subprocess.CalledProcessError) as e:
        raise SetupError(f"pkg-config {' '.join(C_PACKAGES)} failed: {getattr(e, 'stderr', '') or e}")
    os.makedirs(BUILD_DIR, exist_ok=True)
    for argv in (["cc", "-O2", "-o", C_BINARY, C_SOURCE] + flags,
                 ["cc", "-O2", "-o", SPAWN_BINARY, SPAWN_SOURCE]):
        show(argv)
        if subprocess.call(argv) != 0:
            raise SetupError(f"compiling {argv[4]} failed")


def start_xvfb(timeout=10.0):
    """Starts Xvfb on a free display; returns (process, display name, log file)."""
    read_fd, write_fd = os.pipe()
    argv = [a.replace("{fd}", str(write_fd)) for a in XVFB_COMMAND]
    log = tempfile.TemporaryFile()
    show(argv)
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=log, pass_fds=(write_fd,))
    except OSError as e:
        os.close(read_fd)
        raise SetupError(f"cannot start Xvfb: {e}")
    finally:
        os.close(write_fd)
    # Xvfb writes the display number (and a newline) to the fd once it accepts connections.
    data = b""
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as sel:
        sel.register(read_fd, selectors.EVENT_READ)
        while b"\n" not in data and time.monotonic() < deadline:
            if sel.select(deadline - time.monotonic()):
                chunk = os.read(read_fd, 64)
                if not chunk:
                    break
                data += chunk
    os.close(read_fd)
    if b"\n" not in data or not data.strip().isdigit():
        stop_xvfb(proc)
        log.seek(0)
        raise SetupError("Xvfb did not report a display number:\n" + log.read().decode(errors="replace"))
    return proc, ":" + data.strip().decode(), log


def stop_xvfb(proc):
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()


def read_until_eof(files, deadline):
    """Reads every fd to EOF; returns ({fd: bytes}, timed_out)."""
    out = {fd: b"" for fd in files}
    with selectors.DefaultSelector() as sel:
        for fd in files:
            sel.register(fd, selectors.EVENT_READ)
        while sel.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return out, True
            for key, _ in sel.select(remaining):
                chunk = os.read(key.fd, 65536)
                if chunk:
                    out[key.fd] += chunk
                else:
                    sel.unregister(key.fd)
    return out, False


def run_once(path, env, timeout, direct):
    """Runs one program once; returns a dict with first_paint_ns and peak_rss_kib, or error."""
    report_r = report_w = None
    if direct:
        argv = [path]
    else:
        report_r, report_w = os.pipe()
        argv = [SPAWN_BINARY, str(report_w), path]
    t0 = time.monotonic_ns()
    try:
        proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, pass_fds=() if direct else (report_w,),
                                start_new_session=True)
    except OSError as e:
        return {"error": f"cannot start: {e}", "stderr": ""}
    finally:
        if report_w is not None:
            os.close(report_w)
    fds = [proc.stdout.fileno(), proc.stderr.fileno()] + ([] if direct else [report_r])
    out, timed_out = read_until_eof(fds, time.monotonic() + timeout)
    if timed_out:
        os.killpg(proc.pid, signal.SIGKILL)  # the session we started: launcher and program
    _, status, rusage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    proc.stderr.close()
    if report_r is not None:
        os.close(report_r)

    stdout = out[fds[0]].decode(errors="replace")
    stderr = out[fds[1]].decode(errors="replace")
    result = {"stderr": stderr}
    if timed_out:
        result["error"] = f"no exit within {timeout:g} s (killed)"
        return result
    if direct:
        exit_code, rss_kib = proc.returncode, rusage.ru_maxrss
    else:
        report = dict(line.split(" ", 1) for line in out[fds[2]].decode().splitlines() if " " in line)
        if proc.returncode != 0 or not {"spawned", "status", "maxrss"} <= report.keys():
            result["error"] = f"launcher failed (exit {proc.returncode})"
            return result
        t0, exit_code, rss_kib = int(report["spawned"]), int(report["status"]), int(report["maxrss"])
    frames = [int(m.group(1)) for m in map(FIRST_FRAME.match, stdout.splitlines()) if m]
    result["exit"] = exit_code
    if exit_code != 0:
        result["error"] = f"exit status {exit_code}" if exit_code > 0 else f"killed by signal {-exit_code}"
    elif not frames:
        result["error"] = "no `first-frame <ns>` line on stdout"
    elif frames[0] < t0:
        result["error"] = f"first-frame {frames[0]} is before the spawn ({t0}): not CLOCK_MONOTONIC?"
    else:
        result["first_paint_ns"] = frames[0] - t0
        result["first_frame_ns"] = frames[0]
        result["peak_rss_kib"] = rss_kib
    return result


def summarize(program):
    times = program["first_paint_ns"]
    if not times:
        return None
    return {
        "median_ms": statistics.median(times) / 1e6,
        "min_ms": min(times) / 1e6,
        "max_ms": max(times) / 1e6,
        "median_rss_mb": statistics.median(program["peak_rss_kib"]) / 1024,
    }


def by_role(programs, role):
    """The summary of the program with that role ("c", "swift", "toolkit"), or None."""
    return next((p.get("summary") for p in programs if p["role"] == role), None)


def print_table(programs, runs):
    c = by_role(programs, "c")
    rows = [("program", "runs", "median ms", "min\u2013max ms", "peak RSS MB", "ratio to C")]
    for p in programs:
        s = p.get("summary")
        ok = f"{len(p['first_paint_ns'])}/{runs}"
        if s is None:
            rows.append((p["name"], ok, "\u2013", "\u2013", "\u2013", "\u2013"))
            continue
        ratio = f"{s['median_ms'] / c['median_ms']:.2f}\u00d7" if c else "\u2013"
        rows.append((p["name"], ok, f"{s['median_ms']:.2f}", f"{s['min_ms']:.2f}\u2013{s['max_ms']:.2f}",
                     f"{s['median_rss_mb']:.1f}", ratio))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    print()
    for r in rows:
        print("  ".join([r[0].ljust(widths[0])] + [r[i].rjust(widths[i]) for i in range(1, len(r))]))


def evaluate_targets(programs):
    """Prints PASS/MISS for the toolkit program; returns the verdicts for the JSON."""
    print()
    print(TARGET_LINE)
    c, toolkit = by_role(programs, "c"), by_role(programs, "toolkit")
    name = next(p["name"] for p in programs if p["role"] == "toolkit")
    if c is None or toolkit is None:
        print("  no verdict: a program has no successful run")
        return None
    ratio = toolkit["median_ms"] / c["median_ms"]
    verdicts = {
        "first_paint_ratio": ratio,
        "first_paint": "PASS" if ratio <= TARGET_RATIO else "MISS",
        "peak_rss_mb": toolkit["median_rss_mb"],
        "peak_rss": "PASS" if toolkit["median_rss_mb"] <= TARGET_RSS_MB else "MISS",
    }
    print(f"  first paint: {name} {ratio:.2f}\u00d7 C (\u2264 {TARGET_RATIO}\u00d7)  {verdicts['first_paint']}")
    print(f"  peak RSS:    {name} {toolkit['median_rss_mb']:.1f} MB (\u2264 {TARGET_RSS_MB:g} MB)  "
          f"{verdicts['peak_rss']}")
    return verdicts


def print_split(programs):
    """Prints how the toolkit's first paint splits: Swift over C, then the toolkit over Swift."""
    c, swift, toolkit = (by_role(programs, r) for r in ("c", "swift", "toolkit"))
    if swift is None:
        return None
    names = {p["role"]: p["name"] for p in programs}
    print()
    print("split (ratios of medians, differences of medians):")
    split = {}
    if c is not None:
        split["swift_to_c"] = swift["median_ms"] / c["median_ms"]
        print(f"  what Swift costs:    {names['swift']} {split['swift_to_c']:.2f}\u00d7 C  "
              f"({swift['median_ms'] - c['median_ms']:+.2f} ms, "
              f"{swift['median_rss_mb'] - c['median_rss_mb']:+.1f} MB)")
    if toolkit is not None:
        split["toolkit_to_swift"] = toolkit["median_ms"] / swift["median_ms"]
        print(f"  what toolkit costs:  {names['toolkit']} {split['toolkit_to_swift']:.2f}\u00d7 {names['swift']}  "
              f"({toolkit['median_ms'] - swift['median_ms']:+.2f} ms, "
              f"{toolkit['median_rss_mb'] - swift['median_rss_mb']:+.1f} MB)")
    return split or None


def report_failure(program, phase, result):
    print(f"FAILED: {program['name']} ({phase}): {result['error']}", file=sys.stderr)
    if result.get("stderr", "").strip():
        print("  stderr:\n" + "".join("    " + l + "\n" for l in result["stderr"].rstrip().splitlines()),
              file=sys.stderr, end="")


def measure(programs, env, args):
    failures = []

    def record(program, phase, result):
        if "error" in result:
            report_failure(program, phase, result)
            failures.append({"program": program["name"], "phase": phase, "error": result["error"],
                             "exit": result.get("exit"), "stderr": result.get("stderr", "")})
            return False
        return True

    # Warm-up: page cache, fontconfig caches, the server's first-client work. A program that
    # fails here is not measured (a toolkit ignoring the env var would hang every round).
    active = []
    for program in programs:
        if all([record(program, f"warm-up {i + 1}", run_once(program["path"], env, args.timeout, args.direct))
                for i in range(2)]):
            active.append(program)
    # Interleaved rounds. The order rotates every round, so each program goes first equally
    # often; then the same rotations run reversed, so every pair also runs in both orders.
    # With two programs this is plain alternation: A B, B A, A B, ...
    rotations = [active[i:] + active[:i] for i in range(len(active))]
    orders = rotations + [r[::-1] for r in rotations if r[::-1] not in rotations]
    for round_index in range(args.runs):
        order = orders[round_index % len(orders)] if orders else []
        for program in order:
            result = run_once(program["path"], env, args.timeout, args.direct)
            if record(program, f"round {round_index + 1}", result):
                program["first_paint_ns"].append(result["first_paint_ns"])
                program["peak_rss_kib"].append(result["peak_rss_kib"])
        if sys.stderr.isatty():
            print(f"\rround {round_index + 1}/{args.runs}", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    return failures


def write_json(path, data):
    """Writes a benchmark's raw numbers as indented JSON and says where."""
    with open(path, "w") as f:
        json.dump(data, f, indent=2)
        f.write("\n")
    print(f"\nraw numbers written to {path}")


def machine_info():
    def modversion(pkg):
        try:
            return subprocess.run(["pkg-config", "--modversion", pkg], capture_output=True,
                                  text=True).stdout.strip()
        except OSError:
            return None
    return {"kernel": platform.release(), "cpus": os.cpu_count(), "python": platform.python_version(),
            "x11": modversion("x11"), "cairo": modversion("cairo"), "pango": modversion("pangocairo")}


def main():
    args = parse_args()
    os.chdir(REPO)
    if not os.path.exists("Package.swift"):
        print(f"error: {REPO} has no Package.swift; is this script inside the repo's Benchmarks/?",
              file=sys.stderr)
        return 1
    binary = os.path.abspath(args.binary)
    measuring_default = os.path.normpath(args.binary) == os.path.normpath(DEFAULT_BINARY)
    xvfb = log = None
    try:
        if not args.skip_build:
            build_toolkit(required=measuring_default)
        if not args.no_swift_floor:
            build_swift_floor(args.skip_build)
        compile_c()
        if not os.access(binary, os.X_OK):
            raise SetupError(f"{args.binary} is not an executable file")
        xvfb, display, log = start_xvfb()
        env = dict(os.environ, DISPLAY=display, WINDOWING_EXIT_AFTER_FIRST_FRAME="1")
        programs = [("c", "C floor (firstpaint-c)", C_BINARY)]
        if not args.no_swift_floor:
            programs.append(("swift", "Swift, no toolkit", SWIFT_BINARY))
        programs.append(("toolkit", os.path.basename(binary), binary))
        if args.user_builds:
            programs += firstpaint_userbuild.build(show, SetupError, args.skip_build, REPO)
        programs = [{"name": name, "role": role, "path": os.path.abspath(path), "first_paint_ns": [],
                     "peak_rss_kib": []} for role, name, path in programs]
        spawn = "python3 Popen + wait4" if args.direct else "launcher (spawn.c) + wait4"
        print(f"\nXvfb {display} (-noreset), {args.runs} interleaved rounds after 2 warm-ups "
              f"(order rotated each round), spawned via {spawn}", flush=True)
        failures = measure(programs, env, args)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if xvfb is not None:
            stop_xvfb(xvfb)
        if log is not None:
            log.close()

    for p in programs:
        p["summary"] = summarize(p)
    print_table(programs, args.runs)
    split = print_split(programs)
    verdicts = evaluate_targets(programs)
    if args.user_builds:
        verdicts = dict(verdicts or {}, user_builds=firstpaint_userbuild.evaluate(
            programs, by_role, TARGET_RATIO, TARGET_RSS_MB))
    if args.json:
        data = {
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "display": display, "runs": args.runs, "warmups": 2,
            "spawn": "direct" if args.direct else "launcher",
            "machine": machine_info(), "programs": programs, "split": split, "targets": verdicts,
            "failures": failures,
        }
        write_json(args.json, data)
    if failures:
        print(f"\n{len(failures)} run(s) failed; see above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
