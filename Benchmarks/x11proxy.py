"""A delaying X11 proxy on the loopback interface, counting what crosses it.

`DelayProxy` listens on 127.0.0.1 only (TCP port 6000 + a free display number) and forwards each
connection to an X server's Unix socket, so a client given DISPLAY=127.0.0.1:N talks to the
server as a remote client would. Each direction is delayed by `delay` seconds and, with
`bandwidth_bps`, serialised at that many bits per second before the delay (a link that
transmits one chunk after another, then carries it for `delay`). Its event loop runs in a thread
of its own. Counters per connection (`Link.stats()`):

- bytes each way;
- waited replies: replies that reached the client before it had sent any request after the one
  they answer, so the client must have been waiting for them (XSync's GetInputFocus, InternAtom
  one by one, ...), with the request names;
- stalls: gaps in the client's sending, at least a round trip long, during which server data
  reached the client, and which ended after it (a reply waited for, or an event such as MapNotify
  or Expose). A gap where the client was busy computing while an unrelated event arrived would
  count too, which is why it only counts gaps of a whole round trip (2 x delay);
- when the bytes a client had sent by a given moment had all reached the server
  (`Link.frame_on_server`), for clients that report a frame after only flushing it.

MIT-SHM is hidden from clients by default (see x11wire): a remote client cannot share memory
with the server, while this server, reached through its Unix socket, would let it.

Standard library only.
"""

import asyncio
import socket
import threading
import time

from x11wire import Conversation

CHUNK = 65536


class Direction:
    """One way of a link: a delay and an optional bandwidth."""

    def __init__(self, delay, bandwidth_bps):
        self.delay, self.bandwidth = delay, bandwidth_bps
        self.free_at = 0.0

    def arrival(self, now, size):
        if not self.bandwidth:
            return now + self.delay
        self.free_at = max(now, self.free_at) + size * 8 / self.bandwidth
        return self.free_at + self.delay


class Link:
    """One client connection through the proxy, with its counters."""

    def __init__(self, proxy, hide):
        self.proxy = proxy
        self.conversation = Conversation(hide_extensions=hide)
        if proxy.log_requests:
            self.conversation.log = []    # (seq, name, bytes, detail, when read from the client)
        self.lock = threading.Lock()
        self.opened = time.monotonic()
        self.closed = None
        self.bytes_up = self.bytes_down = 0
        self.waited = {}                  # request name -> replies waited for
        self.stalls = 0
        self.stall_seconds = 0.0
        self.last_client = self.opened    # when the client last sent something
        self.delivered_since = False      # server data reached the client since then
        self.last_activity = self.opened
        self.up_chunks = []               # (read from the client, delivered to the server), in order
        self.waited_at = []               # when each waited reply reached the client
        self.waited_order = []            # (seq, request name) of each waited reply, in order
        self.stall_threshold = max(2 * proxy.delay * 0.95, 0.0005)

    def stats(self):
        with self.lock:
            return {"bytes_up": self.bytes_up, "bytes_down": self.bytes_down,
                    "waited_replies": sum(self.waited.values()), "waited": dict(self.waited),
                    "waited_order": list(self.waited_order),
                    "stalls": self.stalls, "stall_ms": self.stall_seconds * 1000,
                    "requests": self.conversation.sent,
                    "hidden": list(self.conversation.hidden)}

    def client_sent(self, now, size):
        with self.lock:
            if size:
                self.bytes_up += size
            gap = now - self.last_client
            if self.delivered_since and gap >= self.stall_threshold:
                self.stalls += 1
                self.stall_seconds += gap
            self.last_client = now
            self.delivered_since = False
            self.last_activity = now

    def delivered(self, now, size, notes):
        with self.lock:
            self.bytes_down += size
            self.delivered_since = True
            self.last_activity = now
            sent = self.conversation.sent
            for kind, seq, name in notes:
                if kind == "setup" or (kind == "reply" and seq == sent):
                    self.waited[name] = self.waited.get(name, 0) + 1
                    self.waited_at.append(now)
                    self.waited_order.append((seq, name))

    def sent_up(self, read_at, now):
        with self.lock:
            self.up_chunks.append((read_at, now))

    def frame_on_server(self, t):
        """When what the client had sent by `t` (its first-frame report) had all reached the server.

        If a reply it waited for arrived after its last bytes before `t` (an XSync), the server had
        them by `t`. Otherwise the client only flushed, and exited right after: its bytes were
        still on the way, and the last of them reached the server when the proxy delivered them.
        """
        with self.lock:
            before = [read for read, _ in self.up_chunks if read <= t]
            if before and any(before[-1] < w <= t for w in self.waited_at):
                return t
            return max([t] + [delivered for _, delivered in self.up_chunks])


class DelayProxy:
    def __init__(self, server_socket, delay=0.025, bandwidth_bps=None, hide=("MIT-SHM",), log_requests=False):
        self.server_socket, self.delay, self.bandwidth = server_socket, delay, bandwidth_bps
        self.log_requests = log_requests
        self.hide = tuple(hide)
        self.links = []
        self.loop = None
        self.display = None
        self._ready = threading.Event()
        self._error = None

    def start(self):
        """Starts the thread and binds; returns the DISPLAY clients should use."""
        self.thread = threading.Thread(target=self._run, name="x11proxy", daemon=True)
        self.thread.start()
        self._ready.wait(10)
        if self._error:
            raise self._error
        return f"127.0.0.1:{self.display}"

    def stop(self):
        if self.loop:
            self.loop.call_soon_threadsafe(self._stop.set)
            self.thread.join(5)

    def take_links(self, timeout=5.0):
        """Waits (up to timeout) for every open link to close; returns and forgets the links."""
        deadline = time.monotonic() + timeout
        while any(l.closed is None for l in self.links) and time.monotonic() < deadline:
            time.sleep(0.01)
        links, self.links = self.links, []
        return links

    def _run(self):
        self.loop = asyncio.new_event_loop()
        try:
            self.loop.run_until_complete(self._serve())
        finally:
            self.loop.close()

    async def _serve(self):
        self._stop = asyncio.Event()
        server = None
        for number in range(20, 100):
            try:
                server = await asyncio.start_server(self._accept, "127.0.0.1", 6000 + number)
                self.display = number
                break
            except OSError:
                continue
        if server is None:
            self._error = OSError("x11proxy: no free port in 6020-6099 on 127.0.0.1")
            self._ready.set()
            return
        self._ready.set()
        async with server:
            await self._stop.wait()

    async def _accept(self, client_reader, client_writer):
        client_writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        link = Link(self, self.hide)
        self.links.append(link)
        try:
            server_reader, server_writer = await asyncio.open_unix_connection(self.server_socket)
        except OSError:
            client_writer.close()
            link.closed = time.monotonic()
            return
        up, down = asyncio.Queue(), asyncio.Queue()
        tasks = [
            self._read(client_reader, up, Direction(self.delay, self.bandwidth), link, True),
            self._pump(up, server_writer, link, None),
            self._read(server_reader, down, Direction(self.delay, self.bandwidth), link, False),
            self._pump(down, client_writer, link, link.delivered),
        ]
        await asyncio.gather(*tasks, return_exceptions=True)
        for writer in (client_writer, server_writer):
            writer.close()
        link.closed = time.monotonic()

    async def _read(self, reader, queue, direction, link, from_client):
        conv = link.conversation
        while True:
            try:
                data = await reader.read(CHUNK)
            except (ConnectionError, OSError):
                data = b""
            now = time.monotonic()
            if from_client:
                link.client_sent(now, len(data))   # an EOF ends a gap too: the client's last wait
                logged = len(conv.log) if conv.log is not None else 0
                out, notes = conv.from_client(data), []
                if conv.log is not None:
                    conv.log[logged:] = [entry + (now,) for entry in conv.log[logged:]]
            else:
                out = conv.from_server(data)
                notes, conv.server_notes = conv.server_notes, []
            await queue.put((direction.arrival(now, len(data)), out, notes, not data, now))
            if not data:
                return

    async def _pump(self, queue, writer, link, on_delivered):
        while True:
            at, data, notes, eof, read_at = await queue.get()
            wait = at - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if eof:
                # One side closed: close the other, which ends the whole link.
                writer.close()
                raise ConnectionResetError
            try:
                writer.write(data)
                await writer.drain()
            except (ConnectionError, OSError):
                raise ConnectionResetError
            if on_delivered:
                on_delivered(time.monotonic(), len(data), notes)
            elif data:
                link.sent_up(read_at, time.monotonic())


def main():
    """Runs the proxy for another program (the Xvfb tests): prints `display 127.0.0.1:N`, then
    forwards until its standard input closes, so it ends with the program that started it, and
    prints each link's counters as one JSON line."""
    import argparse
    import json
    import sys

    parser = argparse.ArgumentParser(description="A delaying X11 proxy on 127.0.0.1 in front of a Unix socket.")
    parser.add_argument("--socket", required=True, help="the X server's Unix socket, e.g. /tmp/.X11-unix/X5")
    parser.add_argument("--delay-ms", type=float, default=25.0, help="one-way delay (default 25 ms)")
    args = parser.parse_args()
    proxy = DelayProxy(args.socket, delay=args.delay_ms / 1000)
    print("display", proxy.start(), flush=True)
    sys.stdin.read()
    proxy.stop()
    print(json.dumps([link.stats() for link in proxy.links]), flush=True)


if __name__ == "__main__":
    main()
