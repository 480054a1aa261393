"""One click on a button, and one key, over the delayed display, counted at the proxy (for remote.py).

The app runs without WINDOWING_EXIT_AFTER_FIRST_FRAME, through the proxy. The click is played by
xtest_flood.c's click server from its own, direct connection to Xvfb (XTEST, so the events take
the server's real input path and none of the sender's bytes cross the proxy): it moves the
pointer over the button at once; each line on its stdin is then one press, a 100 ms hold and a
release. What the app sends and receives from the press until it has been quiet for a while
(its highlight and its repaint) is the click's cost. With no window manager, a top-level
window sits at (0, 0), so the button's window coordinates are root coordinates.

The key is a Right arrow, played by the same sender (XTEST, its own direct connection), the
pointer first moved over the window: with no window manager the focus is PointerRoot, so the
window under the pointer gets the keys. HelloWindow moves its card 10 points on it, so the key's
cost is a keystroke to a repaint. Only the toolkit is measured: the peers' scenes ignore keys.
"""

import os
import signal
import subprocess
import tempfile
import time

import firstpaint

SENDER_SOURCE = "Benchmarks/xtest_flood.c"
SENDER = os.path.join(firstpaint.BUILD_DIR, "xtest-flood")
BUTTON_CENTRE = (24 + 92, 88 + 60)      # the red card, "Recolour", in every program here
KEY_POINT = (BUTTON_CENTRE[0], BUTTON_CENTRE[1] + 60)   # inside the window, off the button
HOLD_MS = 100
COUNTED = ("bytes_up", "bytes_down", "waited_replies", "stalls", "requests")


def compile_sender():
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "x11", "xtst"], capture_output=True,
                           text=True).stdout.split()
    argv = ["cc", "-O2", "-o", SENDER, SENDER_SOURCE] + flags
    firstpaint.show(argv)
    if not flags or subprocess.call(argv) != 0:
        raise firstpaint.SetupError(f"compiling {SENDER_SOURCE} failed (needs libxtst-dev)")


def totals(links):
    out = dict.fromkeys(COUNTED, 0)
    out["by_name"] = {}
    for link in links:
        s = link.stats()
        for key in COUNTED:
            out[key] += s[key]
        for name, n in link.conversation.requests_by_name.items():
            out["by_name"][name] = out["by_name"].get(name, 0) + n
    return out


def wait_quiet(proxy, since, quiet, timeout):
    """Waits until the proxy has seen traffic after `since` and then none for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        links = list(proxy.links)
        last = max((l.last_activity for l in links), default=0)
        if links and last > since and time.monotonic() - last >= quiet:
            return True
        time.sleep(0.02)
    return False


def measure_click(path, env, proxy, direct_display, delay, timeout=60.0):
    """Returns the click's counters, or {"error": ...}."""
    sender = Sender(env, direct_display, "clicks", BUTTON_CENTRE)
    return measure(path, env, proxy, direct_display, delay, sender, timeout)


def measure_key(path, env, proxy, direct_display, delay, timeout=60.0):
    """Returns the Right arrow's counters, or {"error": ...}."""
    return measure(path, env, proxy, direct_display, delay, Sender(env, direct_display, "keys", KEY_POINT), timeout)


class Sender:
    """xtest_flood's click or key server: moves the pointer, then one click or key per line."""

    def __init__(self, env, direct_display, mode, point):
        self.env, self.display, self.mode, self.at, self.process = env, direct_display, mode, point, None

    def point(self):
        self.process = subprocess.Popen([SENDER, self.mode, str(self.at[0]), str(self.at[1]), str(HOLD_MS)],
                                        env=dict(self.env, DISPLAY=self.display),
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def act(self):
        """Plays the input; returns its release time (CLOCK_MONOTONIC seconds), or None."""
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline().split()
        if len(line) != 2 or line[0] not in ("clicked", "typed"):
            return None
        return int(line[1]) / 1e9      # CLOCK_MONOTONIC, as time.monotonic()

    def close(self):
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait(5)


def prime_keyboard(sender):
    """Types one key before the app starts, as the user did who started it.

    The first event from XTEST's keyboard device makes it the core keyboard's source, and the
    server then sends every client an XkbNewKeyboardNotify, on which Xlib fetches the keyboard map
    again (a waited XKEYBOARD GetMap). A physical keyboard that has typed the command that
    launches the app has already made that switch; without this the key measured would carry it.
    """
    primer = Sender(sender.env, sender.display, "keys", (0, 0))
    primer.point()
    primer.act()
    primer.close()


def measure(path, env, proxy, direct_display, delay, sender, timeout):
    quiet = max(1.0, 10 * delay)
    if sender.mode == "keys":
        prime_keyboard(sender)
    stderr = tempfile.TemporaryFile()
    app = subprocess.Popen([path], env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
                           start_new_session=True)
    try:
        if not wait_quiet(proxy, 0, quiet, timeout):
            return {"error": "the app never settled"}
        before_move = time.monotonic()
        sender.point()
        wait_quiet(proxy, before_move, quiet, 5.0)   # the pointer's arrival (enter, motion), if noticed
        before = totals(proxy.links)
        logged = {id(l): len(l.conversation.log or ()) for l in proxy.links}
        clicked = time.monotonic()
        released = sender.act()
        if released is None:
            return {"error": "the XTEST sender failed"}
        # The press's repaint has had the 100 ms hold to arrive (it needs one round trip); the
        # release's cannot have reached the proxy yet, so this splits the two.
        at_release = totals(proxy.links)
        if not wait_quiet(proxy, clicked, quiet, timeout):
            return {"error": "no repaint after the input"}
        after = totals(proxy.links)
        last_request = max(l.last_client for l in proxy.links)
        result = {key: after[key] - before[key] for key in COUNTED}
        result["press_bytes_up"] = at_release["bytes_up"] - before["bytes_up"]
        result["requests_by_name"] = {name: n - before["by_name"].get(name, 0)
                                      for name, n in after["by_name"].items()
                                      if n > before["by_name"].get(name, 0)}
        result["release_to_last_request_ms"] = (last_request - released) * 1000
        result["log"] = sorted((entry for l in proxy.links if l.conversation.log is not None
                                for entry in l.conversation.log[logged.get(id(l), 0):]), key=lambda e: e[4])
        return result
    finally:
        sender.close()
        if app.poll() is None:
            os.killpg(app.pid, signal.SIGTERM)     # the session we started for the app
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                app.wait()
        proxy.take_links()
        stderr.close()
