"""Ten wheel notches over a list, over the delayed display, counted at the proxy (for remote.py).

The list is the table benchmark's (tablebench.py): TableLab, a `UITableView` of 100,000 rows 24
pixels tall in a 640x480 window, beside its GTK 3 peer (tablefloor_gtk.c, a GtkTreeView) and a
Tk peer (remote_list_tk.py, a canvas); all three scroll 40 pixels a notch. Each is started
through the proxy with its standard input held open (end of input makes them exit), and is
ready once it has printed `ready` and the proxy has seen it quiet. xtest_flood.c's `wheel`, from
its own, direct connection to Xvfb (XTEST; none of its bytes cross the proxy), first moves the
pointer over the list (0 notches), and once that is quiet sends the notches, INTERVAL apart.
What the app sends and receives from the first notch until it has been quiet for a while is the
wheel's cost. None of the programs is told to `mark` a phase, so none times its frames (the GTK
peer's timing would sync once a frame).

A notch uncovers a 640x40 strip; a client that moves the rest on the server (CopyArea) sends
about that strip's pixels, while one that sends the list again sends the whole 640x480 area.
"""

import os
import select
import signal
import subprocess
import tempfile
import time

import firstpaint
from remote_click import COUNTED, SENDER, totals, wait_quiet

TABLE_BINARY = os.path.join("Benchmarks", ".build", "release", "TableLab")
TABLE_BUILD = ["swift", "build", "--package-path", "Benchmarks", "-c", "release", "--static-swift-stdlib",
               "--product", "TableLab"]
GTK_SOURCE = "Benchmarks/tablefloor_gtk.c"
GTK_BINARY = os.path.join(firstpaint.BUILD_DIR, "tablefloor-gtk")
TK_SCRIPT = "Benchmarks/remote_list_tk.py"
WHEEL_POINT = (320, 240)   # the middle of the list, in every program here
NOTCHES = 10
NOTCH_PIXELS = 40
LIST_SIZE = (640, 480)


def median_run(runs):
    """The run with the median bytes up (the lower middle of an even count), or the last error.

    >>> median_run([{"bytes_up": 30}, {"error": "x"}, {"bytes_up": 10}, {"bytes_up": 20}])
    {'bytes_up': 20}
    >>> median_run([{"error": "no ready line"}])
    {'error': 'no ready line'}
    """
    done = sorted((r for r in runs if "error" not in r), key=lambda r: r["bytes_up"])
    if not done:
        return runs[-1] if runs else None
    return done[(len(done) - 1) // 2]


def build_table(skip_build):
    if not skip_build:
        firstpaint.show(TABLE_BUILD)
        if subprocess.call(TABLE_BUILD) != 0:
            raise firstpaint.SetupError("building TableLab failed")
    try:
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk+-3.0"], check=True, capture_output=True,
                               text=True).stdout.split() + ["-lm"]
    except (OSError, subprocess.CalledProcessError) as e:
        raise firstpaint.SetupError(f"pkg-config gtk+-3.0 failed ({getattr(e, 'stderr', '') or e}); "
                                    "install libgtk-3-dev (see Benchmarks/README.md)")
    argv = ["cc", "-O2", "-o", GTK_BINARY, GTK_SOURCE] + flags
    firstpaint.show(argv)
    if subprocess.call(argv) != 0:
        raise firstpaint.SetupError(f"compiling {GTK_SOURCE} failed")


def wheel(direct_display, env, count, interval_us):
    """Plays `count` notches at WHEEL_POINT; returns the last one's time (monotonic seconds) or None."""
    done = subprocess.run([SENDER, "wheel", str(count), str(WHEEL_POINT[0]), str(WHEEL_POINT[1]), str(interval_us)],
                          env=dict(env, DISPLAY=direct_display), capture_output=True, text=True, timeout=60)
    words = done.stdout.split()
    if done.returncode != 0 or len(words) != 4 or words[0] != "sent" or words[2] != "last":
        return None
    return int(words[3]) / 1e9      # CLOCK_MONOTONIC, as time.monotonic()


def read_ready(app, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if select.select([app.stdout], [], [], max(0.0, deadline - time.monotonic()))[0]:
            line = app.stdout.readline()
            if not line:
                return False
            if line.startswith("ready"):
                return True
    return False


def measure_wheel(argv, env, proxy, direct_display, delay, interval_ms, timeout=60.0):
    """Returns the ten notches' counters, or {"error": ...}."""
    quiet = max(1.0, 10 * delay)
    stderr = tempfile.TemporaryFile()
    app = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True,
                           start_new_session=True)
    try:
        if not read_ready(app, timeout):
            stderr.seek(0)
            return {"error": f"no `ready` line ({stderr.read()[-200:].decode(errors='replace').strip()})"}
        if not wait_quiet(proxy, 0, quiet, timeout):
            return {"error": "the app never settled"}
        before_move = time.monotonic()
        if wheel(direct_display, env, 0, 0) is None:
            return {"error": "the XTEST sender failed"}
        wait_quiet(proxy, before_move, quiet, 5.0)   # the pointer's arrival (enter, motion), if noticed
        before = totals(proxy.links)
        logged = {id(l): len(l.conversation.log or ()) for l in proxy.links}
        started = time.monotonic()
        last_notch = wheel(direct_display, env, NOTCHES, int(interval_ms * 1000))
        if last_notch is None:
            return {"error": "the XTEST sender failed"}
        if not wait_quiet(proxy, started, quiet, timeout):
            return {"error": "no repaint after the notches"}
        after = totals(proxy.links)
        last_request = max(l.last_client for l in proxy.links)
        result = {key: after[key] - before[key] for key in COUNTED}
        result["requests_by_name"] = {name: n - before["by_name"].get(name, 0)
                                      for name, n in after["by_name"].items()
                                      if n > before["by_name"].get(name, 0)}
        result["release_to_last_request_ms"] = (last_request - last_notch) * 1000
        result["last_input_at"] = last_notch
        result["log"] = sorted((entry for l in proxy.links if l.conversation.log is not None
                                for entry in l.conversation.log[logged.get(id(l), 0):]), key=lambda e: e[4])
        return result
    finally:
        if app.poll() is None:
            try:
                app.stdin.write("quit\n")
                app.stdin.close()
                app.wait(5)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                pass
        if app.poll() is None:
            os.killpg(app.pid, signal.SIGTERM)     # the session we started for the app
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                app.wait()
        proxy.take_links()
        stderr.close()
