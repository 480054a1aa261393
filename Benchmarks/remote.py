#!/usr/bin/env python3
"""Remote-display benchmark: first frame, a click, a key and a wheel over a delayed TCP display.

Starts a private Xvfb (Unix socket only) and a delaying proxy in front of it on 127.0.0.1
(x11proxy.py: 25 ms each way by default, a 50 ms round trip; MIT-SHM hidden, as a remote client
has no shared memory), then runs the C floor (firstpaint.c), HelloWindow and two peers drawing
the same scene, GTK 3 (remote_gtk.c) and Tk (remote_tk.py), interleaved, with
DISPLAY=127.0.0.1:N. Per program it reports the time to first frame, the replies the client
waited for, its stalls and the bytes each way; then, for the programs with a button, what one
click costs, and for HelloWindow one Right arrow key: the input goes to Xvfb directly (XTEST,
xtest_flood.c), and the app's repaint is counted at the proxy. Last, 10 wheel notches over a
list of 100,000 rows: the table benchmark's TableLab beside its GTK 3 peer (tablefloor_gtk.c)
and a Tk canvas (remote_list_tk.py), see remote_wheel.py.
See Benchmarks/README.md, "Remote display". Standard library only.

    python3 Benchmarks/remote.py [--rounds N] [--delay-ms 25] [--bandwidth-kbit K] [--skip-build]
    python3 Benchmarks/remote.py --self-test      # the wire parser's and the wheel's doctests, no X needed
"""

import argparse
import datetime
import doctest
import os
import signal
import statistics
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # importing the helpers must not leave Benchmarks/__pycache__ behind
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import firstpaint  # noqa: E402  (the first-paint driver's helpers: builds, Xvfb, the timed run)
import x11proxy  # noqa: E402
import x11wire  # noqa: E402
from remote_click import compile_sender, measure_click, measure_key  # noqa: E402
import remote_wheel  # noqa: E402

GTK_SOURCE = "Benchmarks/remote_gtk.c"
GTK_BINARY = os.path.join(firstpaint.BUILD_DIR, "remote-gtk")
TK_SCRIPT = "Benchmarks/remote_tk.py"
TARGET_FIRST_FRAME_MS = 250
TARGET_ROUND_TRIPS = 4
TARGET_CLICK_BYTES = 2048
TARGET_WHEEL_WAITS = 0


def parse_args():
    parser = argparse.ArgumentParser(description="First frame and a click over a delayed remote X display.")
    parser.add_argument("--rounds", type=int, default=5, help="measured rounds per program (default 5)")
    parser.add_argument("--delay-ms", type=float, default=25.0, help="one-way delay (default 25 ms)")
    parser.add_argument("--bandwidth-kbit", type=float, help="link bandwidth each way (default: no limit)")
    parser.add_argument("--keep-shm", action="store_true",
                        help="let clients see MIT-SHM (a real remote display has none; hidden by default)")
    parser.add_argument("--binary", default=firstpaint.DEFAULT_BINARY, help="toolkit binary (default %(default)s)")
    parser.add_argument("--skip-build", action="store_true", help="do not run swift build")
    parser.add_argument("--no-click", action="store_true", help="measure the first frame only")
    parser.add_argument("--no-wheel", action="store_true", help="skip the 10 wheel notches over a list")
    parser.add_argument("--table-binary", default=remote_wheel.TABLE_BINARY,
                        help="the toolkit's list for the wheel (default %(default)s)")
    parser.add_argument("--wheel-interval-ms", type=float, default=25.0,
                        help="time between wheel notches (default 25 ms: faster than the round trip)")
    parser.add_argument("--wheel-rounds", type=int, default=3,
                        help="wheel runs per list, interleaved; the run with the median bytes up is shown (default 3)")
    parser.add_argument("--only", help="comma-separated program names to run (c,toolkit,gtk,tk); "
                        "toolkit, gtk and tk choose the wheel's lists too")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run is killed (default 60)")
    parser.add_argument("--json", metavar="PATH", help="also write the raw numbers to PATH")
    parser.add_argument("--breakdown", action="store_true",
                        help="also list the waited replies in order and each request of a click, key or "
                        "the wheel, with its bytes")
    parser.add_argument("--self-test", action="store_true", help="run the doctests (wire parser, wheel) and exit")
    args = parser.parse_args()
    if args.rounds < 1 or args.wheel_rounds < 1:
        parser.error("--rounds and --wheel-rounds must be at least 1")
    return args


def compile_gtk():
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk+-3.0", "x11", "xext"], check=True,
                               capture_output=True, text=True).stdout.split() + ["-lm"]
    except (OSError, subprocess.CalledProcessError) as e:
        raise firstpaint.SetupError(f"pkg-config gtk+-3.0 failed ({getattr(e, 'stderr', '') or e}); "
                                    "install libgtk-3-dev (see Benchmarks/README.md)")
    argv = ["cc", "-O2", "-o", GTK_BINARY, GTK_SOURCE] + flags
    firstpaint.show(argv)
    if subprocess.call(argv) != 0:
        raise firstpaint.SetupError(f"compiling {GTK_SOURCE} failed")


def tk_available():
    return subprocess.call([sys.executable, "-c", "import tkinter"], stderr=subprocess.DEVNULL) == 0


def programs_to_run(args, binary):
    programs = [("c", "C floor (firstpaint-c)", firstpaint.C_BINARY, False),
                ("toolkit", os.path.basename(binary), binary, True),
                ("gtk", "GTK 3 (remote-gtk)", GTK_BINARY, True),
                ("tk", "Tk (remote_tk.py)", TK_SCRIPT, True)]
    wanted = set(args.only.split(",")) if args.only else None
    return [{"role": role, "name": name, "path": os.path.abspath(path), "clickable": clickable, "runs": [],
             "click": None, "key": None}
            for role, name, path, clickable in programs if wanted is None or role in wanted]


def lists_to_run(args):
    """The wheel's programs: the toolkit's list and its peers, chosen by --only's roles."""
    lists = [("toolkit", "TableLab", [os.path.abspath(args.table_binary)]),
             ("gtk", "GTK 3 (tablefloor-gtk)", [os.path.abspath(remote_wheel.GTK_BINARY)]),
             ("tk", "Tk (remote_list_tk.py)", [sys.executable, os.path.abspath(remote_wheel.TK_SCRIPT)])]
    wanted = set(args.only.split(",")) if args.only else None
    return [{"role": role, "name": name, "argv": argv, "wheel": None, "wheel_runs": []}
            for role, name, argv in lists if wanted is None or role in wanted]


def link_totals(links):
    total = {"bytes_up": 0, "bytes_down": 0, "waited_replies": 0, "stalls": 0, "stall_ms": 0.0,
             "requests": 0, "connections": len(links), "waited": {}, "hidden": []}
    for link in links:
        s = link.stats()
        for key in ("bytes_up", "bytes_down", "waited_replies", "stalls", "stall_ms", "requests"):
            total[key] += s[key]
        for name, n in s["waited"].items():
            total["waited"][name] = total["waited"].get(name, 0) + n
        total["hidden"] += s["hidden"]
        total.setdefault("waited_order", []).extend(s["waited_order"])
    return total


def drawing_link_counts(links, result):
    """With more than one connection (HelloWindow over a remote display: its launch connection and
    Xlib's, opened at once), the first frame waits only for the connection that drew it, the one
    that sent the most bytes; the others' waits pass meanwhile. So `waited_replies` and `stalls`
    are that connection's, and the others' go to `parallel_waited_replies` and `parallel_stalls`."""
    if len(links) < 2:
        return
    drawing = max((link.stats() for link in links), key=lambda s: s["bytes_up"])
    result["parallel_waited_replies"] = result["waited_replies"] - drawing["waited_replies"]
    result["parallel_stalls"] = result["stalls"] - drawing["stalls"]
    result["waited_replies"], result["stalls"] = drawing["waited_replies"], drawing["stalls"]


def run_first_frame(program, proxy, env, args):
    result = firstpaint.run_once(program["path"], env, args.timeout, False)
    links = proxy.take_links()
    result.update(link_totals(links))
    drawing_link_counts(links, result)
    if "first_frame_ns" in result:
        # A program that flushes without syncing reports its frame before the bytes arrive.
        t = result["first_frame_ns"] / 1e9
        late = max((link.frame_on_server(t) for link in links), default=t) - t
        result["on_server_ns"] = result["first_paint_ns"] + int(late * 1e9)
    return result


def measure(programs, proxy, env, args):
    failures = []
    for program in programs:                       # one warm-up each: caches, the server's first client
        result = run_first_frame(program, proxy, env, args)
        if "error" in result:
            firstpaint.report_failure(program, "warm-up", result)
            failures.append((program["name"], result["error"]))
            program["skip"] = True
    active = [p for p in programs if not p.get("skip")]
    rotations = [active[i:] + active[:i] for i in range(len(active))]
    for round_index in range(args.rounds):
        for program in rotations[round_index % len(rotations)] if rotations else []:
            result = run_first_frame(program, proxy, env, args)
            if "error" in result:
                firstpaint.report_failure(program, f"round {round_index + 1}", result)
                failures.append((program["name"], result["error"]))
            else:
                program["runs"].append(result)
        print(f"round {round_index + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    return failures


def median(values):
    return statistics.median(values) if values else float("nan")


def print_first_frame(programs, args):
    rtt = 2 * args.delay_ms
    print(f"\nfirst frame over a {rtt:g} ms round trip"
          + (f", {args.bandwidth_kbit:g} kbit/s" if args.bandwidth_kbit else ", no bandwidth limit")
          + f" (medians of {args.rounds} rounds; counts cover the whole connection, which ends at the first frame)")
    print("on server: spawn until the frame was on the server (the program's report, or, if it only flushed "
          "before reporting, the\nproxy's delivery of its last bytes); reported: spawn until its `first-frame` line")
    rows = [("program", "runs", "on server ms", "min\u2013max ms", "reported ms", "\u2248RTTs", "waited replies",
             "stalls", "KB up", "KB down")]
    for p in programs:
        runs = p["runs"]
        if not runs:
            rows.append((p["name"], "0", *["\u2013"] * 8))
            continue
        ms = [r["on_server_ns"] / 1e6 for r in runs]
        reported = median([r["first_paint_ns"] / 1e6 for r in runs])
        rows.append((p["name"], str(len(runs)), f"{median(ms):.0f}", f"{min(ms):.0f}\u2013{max(ms):.0f}",
                     f"{reported:.0f}",
                     f"{median(ms) / rtt:.1f}" if rtt else "\u2013",
                     f"{median([r['waited_replies'] for r in runs]):g}", f"{median([r['stalls'] for r in runs]):g}",
                     f"{median([r['bytes_up'] for r in runs]) / 1024:.1f}",
                     f"{median([r['bytes_down'] for r in runs]) / 1024:.1f}"))
    print_rows(rows)
    for p in programs:
        parallel = [r for r in p["runs"] if "parallel_stalls" in r]
        if parallel:
            print(f"  {p['name']}: {parallel[-1]['connections']} connections; waited replies and stalls are the "
                  f"drawing one's, the other's {median([r['parallel_waited_replies'] for r in parallel]):g} "
                  f"waited replies and {median([r['parallel_stalls'] for r in parallel]):g} stalls passed "
                  "during them")
    print("\nreplies waited for, by request (last round):")
    for p in programs:
        if p["runs"]:
            waited = sorted(p["runs"][-1]["waited"].items(), key=lambda kv: (-kv[1], kv[0]))
            print(f"  {p['name']}: " + (", ".join(f"{name} \u00d7{n}" for name, n in waited) or "none"))


def print_rows(rows):
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join([r[0].ljust(widths[0])] + [r[i].rjust(widths[i]) for i in range(1, len(r))]))


def print_clicks(programs):
    print_interactions(programs, "click", "\none click on the button, pointer already over it (press, 100 ms, "
                       "release; waiting for the press and for the release are a stall each when the app "
                       "answers both):")
    print_interactions(programs, "key", "\none Right arrow key, the card moves 10 points (press, 100 ms, release; "
                       "the wait for the press is a stall, and one for the release if the app answers it):")


def print_wheel(lists, args):
    strip = remote_wheel.LIST_SIZE[0] * remote_wheel.NOTCH_PIXELS * 4
    whole = remote_wheel.LIST_SIZE[0] * remote_wheel.LIST_SIZE[1] * 4
    print_interactions(lists, "wheel", f"\n{remote_wheel.NOTCHES} wheel notches over a list of 100,000 rows "
                       f"(40 px each, {args.wheel_interval_ms:g} ms apart; a notch uncovers a 640\u00d740 strip, "
                       f"{strip / 1024:.0f} KB as raw pixels, the list {whole / 1024:.0f} KB):",
                       per=remote_wheel.NOTCHES, last="last notch")
    print(f"  (the run with the median bytes up of {args.wheel_rounds}, interleaved; the ranges over all of them)")


def print_interactions(programs, kind, title, per=None, last="release"):
    rows = [("program", "KB up", "KB down", "requests", "waited replies", "stalls",
             f"{last} \u2192 last request ms")]
    if per:
        rows[0] = rows[0][:3] + ("KB up/notch", "waits/notch") + rows[0][3:] + ("KB up min\u2013max",
                                                                             "ms min\u2013max")
    for p in programs:
        c = p[kind]
        if c is None:
            continue
        if "error" in c:
            rows.append((p["name"], c["error"]) + ("",) * (len(rows[0]) - 2))
            continue
        row = (p["name"], f"{c['bytes_up'] / 1024:.1f}", f"{c['bytes_down'] / 1024:.1f}", str(c["requests"]),
               str(c["waited_replies"]), str(c["stalls"]), f"{c['release_to_last_request_ms']:.0f}")
        if per:
            row = row[:3] + (f"{c['bytes_up'] / 1024 / per:.2f}", f"{c['waited_replies'] / per:g}") + row[3:]
            runs = [r for r in p.get("wheel_runs", []) if "error" not in r]
            ups = [r["bytes_up"] / 1024 for r in runs]
            times = [r["release_to_last_request_ms"] for r in runs]
            row += (f"{min(ups):.1f}\u2013{max(ups):.1f}", f"{min(times):.0f}\u2013{max(times):.0f}")
        rows.append(row)
    if len(rows) > 1:
        print(title)
        print_rows(rows)
        for p in programs:
            c = p[kind]
            if c and "error" not in c:
                names = sorted(c["requests_by_name"].items(), key=lambda kv: (-kv[1], kv[0]))
                print(f"  {p['name']}: " + ", ".join(f"{name} \u00d7{n}" for name, n in names))


def print_breakdown(programs, lists):
    """The waited replies of the last first-frame run in order, and each request of a click or key:
    milliseconds after the first, name, bytes and where it draws. A gap of 50 ms or more starts a
    new burst (the press, the release), each with its total."""
    print("\nwaited replies in order (last round; sequence number, request):")
    for p in programs:
        if p["runs"]:
            order = p["runs"][-1].get("waited_order", [])
            print(f"  {p['name']} ({len(order)}): " + ", ".join(f"#{seq} {name}" for seq, name in order))
    for kind, entries in (("click", programs), ("key", programs), ("wheel", lists)):
        for p in entries:
            c = p[kind]
            if not c or "error" in c or not c.get("log"):
                continue
            log = c["log"]
            what = f"{remote_wheel.NOTCHES} wheel notches" if kind == "wheel" else f"one {kind}"
            print(f"\n{p['name']}, {what}: {len(log)} requests, {sum(e[2] for e in log):,} bytes")
            start = previous = log[0][4]
            burst = 0
            marker = c.get("last_input_at")      # the wheel's last notch, shown where it fell
            for seq, name, size, detail, at in log:
                if at - previous >= 0.05:
                    print(f"    burst: {burst:,} bytes")
                    burst = 0
                if marker is not None and at >= marker:
                    print(f"  {(marker - start) * 1000:7.1f} ms  (last notch sent to the server)")
                    marker = None
                burst += size
                previous = at
                print(f"  {(at - start) * 1000:7.1f} ms  #{seq:<6} {name:<22} {size:>7,}  {detail[:90]}")
            print(f"    burst: {burst:,} bytes")


def print_targets(programs, lists, args):
    toolkit = next((p for p in programs if p["role"] == "toolkit" and p["runs"]), None)
    print(f"\ntargets (issue 20): first frame \u2264 {TARGET_FIRST_FRAME_MS} ms over a 50 ms round trip, "
          f"\u2264 {TARGET_ROUND_TRIPS} round trips, a button's repaint \u2264 {TARGET_CLICK_BYTES // 1024} KB")
    if toolkit is None:
        print("  no verdict: the toolkit has no successful run")
        return None
    if args.delay_ms != 25 or args.keep_shm:
        print("  no verdict: the targets are for a 25 ms delay each way, without MIT-SHM")
        return None
    ms = median([r["on_server_ns"] / 1e6 for r in toolkit["runs"]])
    stalls = median([r["stalls"] for r in toolkit["runs"]])
    verdicts = {"first_frame_ms": ms, "first_frame": "PASS" if ms <= TARGET_FIRST_FRAME_MS else "MISS",
                "stalls": stalls, "round_trips": "PASS" if stalls <= TARGET_ROUND_TRIPS else "MISS"}
    print(f"  first frame on the server: {ms:.0f} ms  {verdicts['first_frame']}")
    print(f"  round trips (stalls): {stalls:g}  {verdicts['round_trips']}")
    click = toolkit["click"]
    if click and "error" not in click:
        # The press repaints the button alone (its highlight); the release also carries what the
        # button's action changes (HelloWindow recolours its header), so the whole click is shown
        # beside the verdict, not judged by it.
        verdicts["click_bytes"] = click["bytes_up"]
        verdicts["press_bytes"] = click["press_bytes_up"]
        verdicts["click"] = "PASS" if click["press_bytes_up"] <= TARGET_CLICK_BYTES else "MISS"
        print(f"  button repaint (the press's highlight): {click['press_bytes_up']:,} bytes to the server  "
              f"{verdicts['click']}")
        print(f"  the whole click, with what its action redraws: {click['bytes_up']:,} bytes")
    wheel_verdicts(lists, verdicts)
    return verdicts


def wheel_verdicts(lists, verdicts):
    """Waits per notch (target 0), and the wheel against GTK 3's in the same run: bytes up and the
    time from the last notch to the last request, each lower."""
    done = {p["role"]: p["wheel"] for p in lists if p["wheel"] and "error" not in p["wheel"]}
    mine, gtk = done.get("toolkit"), done.get("gtk")
    if mine is None:
        return
    n = remote_wheel.NOTCHES
    waits = mine["waited_replies"] / n
    verdicts["wheel_bytes_per_notch"] = mine["bytes_up"] / n
    verdicts["wheel_waits"] = "PASS" if waits <= TARGET_WHEEL_WAITS else "MISS"
    print(f"  wheel: {mine['bytes_up'] / n:,.0f} bytes to the server per notch, {waits:g} waited replies per notch  "
          f"{verdicts['wheel_waits']}")
    if gtk is None:
        print("  wheel against GTK 3: no verdict, GTK's list did not run")
        return
    bytes_ok = mine["bytes_up"] < gtk["bytes_up"]
    time_ok = mine["release_to_last_request_ms"] < gtk["release_to_last_request_ms"]
    verdicts["wheel_vs_gtk"] = "PASS" if bytes_ok and time_ok and waits <= gtk["waited_replies"] / n else "MISS"
    print(f"  wheel against GTK 3: {mine['bytes_up'] / 1024:.1f} against {gtk['bytes_up'] / 1024:.1f} KB up, "
          f"last notch to last request {mine['release_to_last_request_ms']:.0f} against "
          f"{gtk['release_to_last_request_ms']:.0f} ms, waits {mine['waited_replies']} against "
          f"{gtk['waited_replies']}  {verdicts['wheel_vs_gtk']}")


def main():
    args = parse_args()
    if args.self_test:
        failed = 0
        for module in (x11wire, remote_wheel):
            module_failed, tried = doctest.testmod(module)
            print(f"{module.__name__}: {tried - module_failed}/{tried} doctest examples pass")
            failed += module_failed
        return 1 if failed else 0
    os.chdir(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    binary = os.path.abspath(args.binary)
    xvfb = log = proxy = None
    try:
        if not args.skip_build:
            firstpaint.build_toolkit(required=True)
        firstpaint.compile_c()
        compile_gtk()
        if not args.no_click or not args.no_wheel:
            compile_sender()
        if not args.no_wheel:
            remote_wheel.build_table(args.skip_build)
            if not os.access(args.table_binary, os.X_OK):
                raise firstpaint.SetupError(f"{args.table_binary} is not an executable file")
        if not tk_available():
            raise firstpaint.SetupError("python3 has no tkinter; install python3-tk (see Benchmarks/README.md)")
        if not os.access(binary, os.X_OK):
            raise firstpaint.SetupError(f"{args.binary} is not an executable file")
        xvfb, direct, log = firstpaint.start_xvfb()
        socket_path = f"/tmp/.X11-unix/X{direct[1:]}"
        bandwidth = args.bandwidth_kbit * 1000 if args.bandwidth_kbit else None
        hide = () if args.keep_shm else ("MIT-SHM",)
        proxy = x11proxy.DelayProxy(socket_path, args.delay_ms / 1000, bandwidth, hide, log_requests=args.breakdown)
        display = proxy.start()
        env = dict(os.environ, DISPLAY=display, WINDOWING_EXIT_AFTER_FIRST_FRAME="1", GDK_BACKEND="x11",
                   NO_AT_BRIDGE="1")
        env.pop("XAUTHORITY", None)
        if not args.keep_shm:
            env["FIRSTPAINT_NO_SHM"] = "1"
        print(f"\nXvfb {direct} (Unix socket only) behind the proxy at {display}: "
              f"{args.delay_ms:g} ms each way"
              + (f", {args.bandwidth_kbit:g} kbit/s" if bandwidth else "")
              + ("; MIT-SHM visible to clients" if args.keep_shm else
                 "; MIT-SHM hidden from clients (a remote client cannot share memory)")
              + f"; load average {os.getloadavg()[0]:.1f}", flush=True)
        programs = programs_to_run(args, binary)
        lists = [] if args.no_wheel else lists_to_run(args)
        failures = measure(programs, proxy, env, args)
        if not args.no_click:
            click_env = {k: v for k, v in env.items() if k != "WINDOWING_EXIT_AFTER_FIRST_FRAME"}
            for p in programs:
                if p["clickable"] and not p.get("skip"):
                    p["click"] = measure_click(p["path"], click_env, proxy, direct, args.delay_ms / 1000)
                if p["role"] == "toolkit" and not p.get("skip"):
                    p["key"] = measure_key(p["path"], click_env, proxy, direct, args.delay_ms / 1000)
        wheel_env = {k: v for k, v in env.items() if k != "WINDOWING_EXIT_AFTER_FIRST_FRAME"}
        for _ in range(args.wheel_rounds if lists else 0):
            for entry in lists:
                run = remote_wheel.measure_wheel(entry["argv"], wheel_env, proxy, direct, args.delay_ms / 1000,
                                                 args.wheel_interval_ms)
                entry["wheel_runs"].append(run)
                if "error" in run:
                    failures.append((entry["name"], run["error"]))
        for entry in lists:
            entry["wheel"] = remote_wheel.median_run(entry["wheel_runs"])
    except firstpaint.SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    finally:
        if proxy is not None:
            proxy.stop()
        if xvfb is not None:
            firstpaint.stop_xvfb(xvfb)
        if log is not None:
            log.close()
    print_first_frame(programs, args)
    print_clicks(programs)
    if lists:
        print_wheel(lists, args)
    if args.breakdown:
        print_breakdown(programs, lists)
    verdicts = print_targets(programs, lists, args)
    print(f"load average at the end: {os.getloadavg()[0]:.1f} ({os.cpu_count()} CPUs)")
    if args.json:
        firstpaint.write_json(args.json, {
            "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "delay_ms": args.delay_ms, "bandwidth_kbit": args.bandwidth_kbit, "shm_hidden": not args.keep_shm,
            "rounds": args.rounds, "machine": firstpaint.machine_info(), "programs": programs, "lists": lists,
            "targets": verdicts, "failures": failures})
    return 1 if failures else 0


if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.default_int_handler)
    sys.exit(main())
