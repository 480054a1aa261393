#!/usr/bin/env python3
"""Input benchmark: motion through hit testing over 1,000 views, and click-to-action latency,
toolkit (InputLab) against a C floor (inputfloor.c), both driven by one XTEST sender
(xtest_flood.c) under one private Xvfb.

Throughput: the receiver shows 1,000 cells; the sender presses button 1 on one, floods COUNT
motion events across the grid as fast as Xlib sends them, releases and XSyncs. Each move the
receiver handles hit-tests all 1,000 cells. Reported per run: the sender's rate, the delivered
rate (COUNT / time from the sender's first request to the receiver handling the release), the
receiver's CPU time during the flood (/proc/<pid>/task/*/schedstat) and the rate it could sustain
on one core (COUNT / that CPU time), how many moves it handled (motion is coalesced), whether
the last one was at the last position sent (none lost), and the CPU cost of one hit test, which
the receiver measures in a loop before it reports `ready`.

Latency: the receiver is one full-window button; the sender (click server) presses, waits
--hold ms, reads the clock, releases and XSyncs; the receiver prints the clock when the action
runs. Latency = action time - release time. Median and p99 over --clicks clicks.

See Benchmarks/README.md ("Input"). Run from anywhere: python3 Benchmarks/inputbench.py
Standard library only; it reuses firstpaint.py's Xvfb handling.
"""

import argparse
import datetime
import glob
import math
import os
import re
import selectors
import signal
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # importing firstpaint must not leave Benchmarks/__pycache__ behind
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, show, start_xvfb, stop_xvfb, write_json  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD_DIR = ".build"
DEFAULT_BINARY = os.path.join("Benchmarks", BUILD_DIR, "release", "InputLab")
BUILD_COMMAND = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--static-swift-stdlib", "--product", "InputLab"]
SENDER = os.path.join(BUILD_DIR, "xtest-flood")
FLOOR = os.path.join(BUILD_DIR, "inputfloor")
C_PROGRAMS = [("Benchmarks/xtest_flood.c", SENDER, ["x11", "xtst"]),
              ("Benchmarks/inputfloor.c", FLOOR, ["x11"])]
# The grid: 40 x 16 pt by 25 x 19 pt at (0, 0); the flood stays inside it.
GRID_WIDTH, GRID_HEIGHT = 640, 475

TARGET_RATE = 250_000
TARGET_P99_MS = 2.0


def parse_args():
    parser = argparse.ArgumentParser(
        description="Input benchmark: XTEST motion flood through hit testing over 1,000 views, and "
                    "click-to-action latency; InputLab against a C Xlib floor.")
    parser.add_argument("--events", type=int, default=100_000, help="motion events per flood (default 100000)")
    parser.add_argument("--rounds", type=int, default=5,
                        help="interleaved rounds: one flood and a share of the clicks per program (default 5)")
    parser.add_argument("--clicks", type=int, default=200,
                        help="measured clicks per program, spread over the rounds (default 200)")
    parser.add_argument("--hold", type=int, default=50, help="ms between press and release (default 50)")
    parser.add_argument("--gap", type=int, default=50, help="ms after an action before the next click (default 50)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--json", metavar="PATH", help="also write the raw numbers to PATH")
    args = parser.parse_args()
    if args.events < 1 or args.rounds < 1 or args.clicks < 1:
        parser.error("--events, --rounds and --clicks must be at least 1")
    return args


def build(args):
    if not args.skip_build:
        show(BUILD_COMMAND)
        if subprocess.call(BUILD_COMMAND) != 0:
            raise SetupError("swift build failed")
    os.makedirs(BUILD_DIR, exist_ok=True)
    for source, binary, packages in C_PROGRAMS:
        try:
            flags = subprocess.run(["pkg-config", "--cflags", "--libs"] + packages, check=True,
                                   capture_output=True, text=True).stdout.split()
        except (OSError, subprocess.CalledProcessError) as e:
            raise SetupError(f"pkg-config {' '.join(packages)} failed: {getattr(e, 'stderr', '') or e}")
        argv = ["cc", "-O2", "-o", binary, source] + flags
        show(argv)
        if subprocess.call(argv) != 0:
            raise SetupError(f"compiling {source} failed")
    if not os.access(args.binary, os.X_OK):
        raise SetupError(f"{args.binary} is not an executable file")


def cpu_ns(pid):
    """CPU time of all of the process's threads, in ns (schedstat: time on a CPU)."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that just exited
    return total


class Program:
    """A receiver or the click server: started in its own session, its stdout read line by line."""

    def __init__(self, argv, env, stdin=False):
        self.proc = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        self.name = os.path.basename(argv[0])
        self.buffer = b""
        self.lines = []
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.proc.stdout, selectors.EVENT_READ)

    @property
    def pid(self):
        return self.proc.pid

    def expect(self, pattern, timeout):
        """Reads lines until one matches `pattern` (a compiled regex); returns the match."""
        deadline = time.monotonic() + timeout
        while True:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                line = line.decode(errors="replace")
                self.lines.append(line)
                match = pattern.match(line)
                if match:
                    return match
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self.selector.select(remaining):
                raise SetupError(f"{self.name}: no line matching '{pattern.pattern}' within {timeout:g} s"
                                 f"{self.stderr_tail()}")
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise SetupError(f"{self.name} closed its output (exit {self.proc.wait()}){self.stderr_tail()}")
            self.buffer += chunk

    def send_line(self, text):
        self.proc.stdin.write(text.encode() + b"\n")
        self.proc.stdin.flush()

    def finish_input(self, timeout=10):
        """Closes the program's stdin (the click server ends there) and reaps it."""
        self.proc.stdin.close()
        self.proc.stdin = None
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            pass
        return self.terminate()

    def terminate(self, timeout=10):
        """SIGTERM (to the PID we started), then the rest of stdout; returns the exit status."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGTERM)
        try:
            rest, _ = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            rest, _ = self.proc.communicate()
        self.buffer += rest
        self.lines += [l.decode(errors="replace") for l in self.buffer.split(b"\n") if l]
        self.buffer = b""
        self.selector.close()
        return self.proc.returncode

    def stderr_tail(self):
        if self.proc.poll() is None:
            return ""
        text = self.proc.stderr.read().decode(errors="replace").strip()
        return f"; stderr:\n{text}" if text else ""


READY = re.compile(r"^ready$")
ENDED = re.compile(r"^ended (\d+)$")
MOVED = re.compile(r"^moved (\d+) last (-?\d+),(-?\d+)$")
HIT_TEST = re.compile(r"^hittest (\d+)$")
ACTION = re.compile(r"^action (\d+)$")
CLICKED = re.compile(r"^clicked (\d+)$")


def receivers(binary):
    """The two receivers as (role, name, {mode: argv}); InputLab reads its mode from INPUTLAB_MODE."""
    floor = os.path.abspath(FLOOR)
    return [("c", "C floor (inputfloor)", {"grid": [floor, "grid"], "latency": [floor, "latency"]}),
            ("toolkit", os.path.basename(binary), {"grid": [binary], "latency": [binary]})]


def flood_once(argv, mode_env, events, server_pid, timeout=60):
    app = Program(argv, mode_env)
    try:
        app.expect(READY, 20)
        cpu_before, server_before = cpu_ns(app.pid), cpu_ns(server_pid)
        sender = subprocess.run([SENDER, "flood", str(events), str(GRID_WIDTH), str(GRID_HEIGHT)],
                                capture_output=True, text=True, timeout=timeout, env=mode_env)
        if sender.returncode != 0:
            raise SetupError(f"xtest-flood failed ({sender.returncode}): {sender.stderr.strip()}")
        report = dict(line.split(" ", 1) for line in sender.stdout.splitlines())
        start, end = int(report["start"]), int(report["end"])
        last_sent = tuple(int(v) for v in report["sent"].split(" last ")[1].split(","))
        ended = int(app.expect(ENDED, timeout).group(1))
        cpu, server_cpu = cpu_ns(app.pid) - cpu_before, cpu_ns(server_pid) - server_before
    finally:
        status = app.terminate()
    moved = next((MOVED.match(l) for l in app.lines if MOVED.match(l)), None)
    if status != 0 or moved is None:
        raise SetupError(f"{app.name} exited {status} without a `moved` line: {app.lines[-5:]}")
    handled, last = int(moved.group(1)), (int(moved.group(2)), int(moved.group(3)))
    hit_test = next((HIT_TEST.match(l) for l in app.lines if HIT_TEST.match(l)), None)
    return {
        "sender_rate": events / ((end - start) / 1e9),
        "delivered_rate": events / ((ended - start) / 1e9),
        "cpu_ms": cpu / 1e6,
        "capacity": events / (cpu / 1e9) if cpu else float("inf"),
        "server_cpu_ms": server_cpu / 1e6,
        "moves_handled": handled,
        "hit_test_us": int(hit_test.group(1)) / 1e3 if hit_test else float("nan"),
        "coalescing": events / handled if handled else float("inf"),
        "last_ok": last == last_sent,
        "last": list(last), "last_sent": list(last_sent),
    }


def paced_run(app, sender_argv, env, lines, sent, seen, warmup, gap_ms, ready_timeout=20, seen_timeout=10):
    """Starts `app` (a Program not yet waited for), then the sender, and gives the sender `lines` one
    at a time, `gap_ms` apart. Returns, in ms, the app's `seen` time minus the sender's `sent` time
    for each line after the first `warmup`."""
    sender = None
    latencies = []
    try:
        app.expect(READY, ready_timeout)
        sender = Program(sender_argv, env, stdin=True)
        for i, line in enumerate(lines):
            sender.send_line(line)
            start = int(sender.expect(sent, 10).group(1))
            end = int(app.expect(seen, seen_timeout).group(1))
            if i >= warmup:
                latencies.append((end - start) / 1e6)
            time.sleep(gap_ms / 1000)
    finally:
        if sender is not None:
            sender.finish_input()
        status = app.terminate()
    if status != 0:
        raise SetupError(f"{app.name} exited {status}")
    return latencies


def latency_run(argv, mode_env, clicks, hold_ms, gap_ms, warmup=5):
    return paced_run(Program(argv, mode_env), [SENDER, "clicks", "320", "240", str(hold_ms)], mode_env,
                     ["click"] * (warmup + clicks), CLICKED, ACTION, warmup, gap_ms)


def percentile(values, fraction):
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def summarize_floods(runs):
    keys = ["sender_rate", "delivered_rate", "cpu_ms", "capacity", "server_cpu_ms", "moves_handled", "coalescing",
            "hit_test_us"]
    summary = {k: statistics.median(r[k] for r in runs) for k in keys}
    summary["all_last_ok"] = all(r["last_ok"] for r in runs)
    summary["min_capacity"] = min(r["capacity"] for r in runs)
    return summary


def table(rows):
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join([r[0].ljust(widths[0])] + [r[i].rjust(widths[i]) for i in range(1, len(r))]))


def print_results(programs, args):
    print(f"\nthroughput: {args.events} XTEST motions per flood, button 1 held, {args.rounds} floods per "
          f"program, medians")
    rows = [("program", "sent/s", "delivered/s", "CPU ms", "sustainable/s", "moves", "coalescing",
             "\u00b5s/hit test", "server CPU ms", "last ok")]
    for p in programs:
        s = p.get("flood_summary")
        if s is None:
            rows.append((p["name"],) + ("\u2013",) * 9)
            continue
        rows.append((p["name"], f"{s['sender_rate']:,.0f}", f"{s['delivered_rate']:,.0f}", f"{s['cpu_ms']:.0f}",
                     f"{s['capacity']:,.0f}", f"{s['moves_handled']:,.0f}", f"{s['coalescing']:.2f}\u00d7",
                     f"{s['hit_test_us']:.2f}", f"{s['server_cpu_ms']:.0f}", "yes" if s["all_last_ok"] else "NO"))
    table(rows)
    print(f"\nlatency: XTEST release \u2192 action, {args.clicks} clicks per program over {args.rounds} rounds, "
          f"held {args.hold} ms")
    rows = [("program", "median ms", "p99 ms", "min ms", "max ms")]
    for p in programs:
        l = p.get("latencies_ms")
        if not l:
            rows.append((p["name"],) + ("\u2013",) * 4)
            continue
        rows.append((p["name"], f"{statistics.median(l):.3f}", f"{percentile(l, 0.99):.3f}", f"{min(l):.3f}",
                     f"{max(l):.3f}"))
    table(rows)


def evaluate(programs):
    toolkit = next(p for p in programs if p["role"] == "toolkit")
    c = next(p for p in programs if p["role"] == "c")
    print(f"\ntarget: \u2265 {TARGET_RATE:,} events/s sustained through 1,000-view hit testing, none lost, "
          f"motion coalesced; click latency p99 \u2264 {TARGET_P99_MS:g} ms")
    verdicts = {}
    s = toolkit.get("flood_summary")
    if s:
        verdicts["sustainable_rate"] = s["capacity"]
        verdicts["throughput"] = "PASS" if s["capacity"] >= TARGET_RATE else "MISS"
        verdicts["none_lost"] = "PASS" if s["all_last_ok"] else "MISS"
        verdicts["coalesced"] = "PASS" if s["moves_handled"] < toolkit["flood_events"] else "MISS"
        ratio = f", {s['capacity'] / c['flood_summary']['capacity']:.2f}\u00d7 the C floor's" if c.get("flood_summary") else ""
        print(f"  sustainable rate: {s['capacity']:,.0f} events/s per CPU-second of {toolkit['name']}{ratio}  "
              f"{verdicts['throughput']}")
        print(f"  delivered while flooded: {s['delivered_rate']:,.0f} events/s "
              f"(the sender managed {s['sender_rate']:,.0f}/s)")
        print(f"  none lost (last move at the last position sent, every flood): {verdicts['none_lost']}")
        print(f"  coalesced: {s['moves_handled']:,.0f} moves handled for {toolkit['flood_events']:,} sent "
              f"({s['coalescing']:.2f}\u00d7)  {verdicts['coalesced']}")
    l = toolkit.get("latencies_ms")
    if l:
        p99 = percentile(l, 0.99)
        verdicts["latency_median_ms"] = statistics.median(l)
        verdicts["latency_p99_ms"] = p99
        verdicts["latency"] = "PASS" if p99 <= TARGET_P99_MS else "MISS"
        print(f"  click latency: median {statistics.median(l):.3f} ms, p99 {p99:.3f} ms  {verdicts['latency']}")
    return verdicts


def main():
    args = parse_args()
    os.chdir(REPO)
    args.binary = os.path.abspath(args.binary)
    xvfb = log = None
    failures = []
    programs = []
    try:
        build(args)
        xvfb, display, log = start_xvfb()
        env = dict(os.environ, DISPLAY=display)
        programs = [{"role": role, "name": name, "argv": argv, "floods": [], "latencies_ms": [],
                     "flood_events": args.events} for role, name, argv in receivers(args.binary)]
        print(f"\nXvfb {display} (-noreset); InputLab INPUTLAB_MODE=grid / latency; C floor inputfloor grid / latency",
              flush=True)
        # Warm-up: one short flood each (page cache, the server's first clients).
        for p in programs:
            flood_once(p["argv"]["grid"], dict(env, INPUTLAB_MODE="grid"), 10_000, xvfb.pid)
        # Rounds interleave the programs (order reversed every other round), so both meet the same
        # noise; each round is one flood and a share of the clicks per program.
        clicks_per_round = -(-args.clicks // args.rounds)
        for round_index in range(args.rounds):
            for p in programs if round_index % 2 == 0 else programs[::-1]:
                phase = "flood"
                try:
                    p["floods"].append(flood_once(p["argv"]["grid"], dict(env, INPUTLAB_MODE="grid"), args.events,
                                                  xvfb.pid))
                    phase = "latency"
                    clicks = min(clicks_per_round, args.clicks - len(p["latencies_ms"]))
                    p["latencies_ms"] += latency_run(p["argv"]["latency"], dict(env, INPUTLAB_MODE="latency"), clicks,
                                                     args.hold, args.gap)
                except SetupError as e:
                    print(f"FAILED: {p['name']} {phase}, round {round_index + 1}: {e}", file=sys.stderr)
                    failures.append({"program": p["name"], "phase": f"{phase} {round_index + 1}", "error": str(e)})
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if xvfb is not None:
            stop_xvfb(xvfb)
        if log is not None:
            log.close()

    for p in programs:
        p["flood_summary"] = summarize_floods(p["floods"]) if p["floods"] else None
    print_results(programs, args)
    verdicts = evaluate(programs)
    if args.json:
        data = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                "display": display, "events": args.events, "rounds": args.rounds, "clicks": args.clicks,
                "hold_ms": args.hold, "gap_ms": args.gap, "machine": machine_info(), "programs": programs,
                "targets": verdicts, "failures": failures}
        write_json(args.json, data)
    if failures:
        print(f"\n{len(failures)} run(s) failed; see above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
