#!/usr/bin/env python3
"""Typing benchmark: keystroke to frame in a text field and in a 10,000-line text view, and
pasting 1 MB of text, in InputLab under a private Xvfb, typed through XTEST.

The sender (xtest_flood.c, mode `type`) reads the clock, presses a key and prints `pressed <ns>`;
InputLab (INPUTLAB_MODE=field, textview or paste) prints `drawn <ns>` once the frame after the
change has been drawn and sent to the server. Latency = drawn - pressed. The keys typed are
letters, one after another (each press held --hold ms, then --gap ms before the next); paste
mode presses Ctrl+V once per run into an empty text view, with 1 MB on the clipboard.

See Benchmarks/README.md ("Typing"). Run from anywhere: python3 Benchmarks/typingbench.py
Standard library only; it reuses firstpaint.py's Xvfb handling and inputbench.py's build and
process handling.
"""

import argparse
import datetime
import os
import re
import statistics
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from firstpaint import SetupError, machine_info, start_xvfb, stop_xvfb, write_json  # noqa: E402
from inputbench import DEFAULT_BINARY, REPO, SENDER, Program, build, paced_run, percentile  # noqa: E402

PRESSED = re.compile(r"^pressed (\d+)$")
DRAWN = re.compile(r"^drawn (\d+)$")
TARGET_KEY_P99_MS = 4.0
TARGET_PASTE_MS = 100.0
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def parse_args():
    parser = argparse.ArgumentParser(description="Typing benchmark: XTEST keystroke to frame in a UITextField "
                                     "and a 10,000-line UITextView, and pasting 1 MB (InputLab).")
    parser.add_argument("--keys", type=int, default=200, help="measured keystrokes per control (default 200)")
    parser.add_argument("--pastes", type=int, default=5, help="pastes, each in a fresh app (default 5)")
    parser.add_argument("--hold", type=int, default=30, help="ms between press and release (default 30)")
    parser.add_argument("--gap", type=int, default=30, help="ms after a frame before the next key (default 30)")
    parser.add_argument("--binary", default=DEFAULT_BINARY, help="InputLab binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--json", metavar="PATH", help="also write the raw numbers to PATH")
    args = parser.parse_args()
    if args.keys < 1 or args.pastes < 0:
        parser.error("--keys must be at least 1 and --pastes at least 0")
    return args


def typing_run(binary, env, mode, keys, hold_ms, gap_ms, warmup=5):
    """Latencies in ms of `keys` keystrokes (after `warmup`), or of one paste when keys is None."""
    strokes = ["ctrl+v"] if keys is None else [LETTERS[i % 26] for i in range(warmup + keys)]
    return paced_run(Program([binary], dict(env, INPUTLAB_MODE=mode)), [SENDER, "type", "320", "240", str(hold_ms)],
                     env, strokes, PRESSED, DRAWN, 0 if keys is None else warmup, gap_ms,
                     ready_timeout=60, seen_timeout=30)


def main():
    args = parse_args()
    os.chdir(REPO)
    args.binary = os.path.abspath(args.binary)
    xvfb = log = None
    results = {"field": [], "textview": [], "paste": []}
    try:
        build(args)
        xvfb, display, log = start_xvfb()
        env = dict(os.environ, DISPLAY=display)
        print(f"\nXvfb {display} (-noreset); InputLab INPUTLAB_MODE=field / textview / paste", flush=True)
        for mode in ("field", "textview"):
            results[mode] = typing_run(args.binary, env, mode, args.keys, args.hold, args.gap)
        for _ in range(args.pastes):
            results["paste"] += typing_run(args.binary, env, "paste", None, args.hold, args.gap)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if xvfb is not None:
            stop_xvfb(xvfb)
        if log is not None:
            log.close()

    print(f"\nXTEST press \u2192 frame sent, held {args.hold} ms, {args.gap} ms between keys")
    rows = [("case", "count", "median ms", "p99 ms", "max ms", "target", "verdict")]
    verdicts = {}
    for mode, label, target, statistic in (
            ("field", "key in a UITextField", TARGET_KEY_P99_MS, lambda l: percentile(l, 0.99)),
            ("textview", "key in a 10,000-line UITextView", TARGET_KEY_P99_MS, lambda l: percentile(l, 0.99)),
            ("paste", "Ctrl+V of 1 MB into a UITextView", TARGET_PASTE_MS, max)):
        values = results[mode]
        if not values:
            continue
        verdict = "PASS" if statistic(values) <= target else "MISS"
        verdicts[mode] = verdict
        bound = f"{'p99' if mode != 'paste' else 'each'} \u2264 {target:g} ms"
        rows.append((label, str(len(values)), f"{statistics.median(values):.2f}",
                     f"{percentile(values, 0.99):.2f}", f"{max(values):.2f}", bound, verdict))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join([r[0].ljust(widths[0])] + [r[i].rjust(widths[i]) for i in range(1, len(r))]))
    if args.json:
        write_json(args.json, {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                               "machine": machine_info(), "latencies_ms": results, "verdicts": verdicts,
                               "hold_ms": args.hold, "gap_ms": args.gap})
    return 0


if __name__ == "__main__":
    sys.exit(main())
