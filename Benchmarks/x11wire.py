"""The X11 wire protocol, parsed in both directions as it streams past a proxy.

One `Conversation` per client connection. `Conversation.from_client(data)` and
`Conversation.from_server(data)` take bytes as they arrive, in any pieces, and return the bytes
to pass on. Client bytes pass unchanged; server bytes are held back only while a 32-byte header
is incomplete, so that a QueryExtension reply can be rewritten before the client sees it (with
`hide_extensions`, its `present` byte becomes 0: a remote client cannot share memory, so
MIT-SHM is hidden by default). Everything is counted per message: requests with their full
sequence numbers and opcodes, replies, errors and events.

What is parsed (X Window System Protocol, X11R7.7, and the BIG-REQUESTS extension):
- connection setup: the client's 12-byte prefix with its authorisation name and data, the
  server's 8-byte prefix (Failed, Success or Authenticate) with its additional length;
- requests: 4-byte header, length in 4-byte units; a length of 0 means BIG-REQUESTS' extended
  length, a 32-bit word after the header that counts the whole request including itself;
- from the server: errors (type 0) and events (2-127, bit 7 is SendEvent) are 32 bytes;
  replies (1) and GenericEvents (35) are 32 bytes plus their 32-bit length in 4-byte units.

Standard library only. `python3 Benchmarks/x11wire.py` runs its self test (doctest).
"""

import struct

QUERY_EXTENSION = 98
REPLY, ERROR, GENERIC_EVENT, KEYMAP_NOTIFY = 1, 0, 35, 11

# Core request names, by opcode (protocol encoding section), for the reports' breakdowns.
CORE_REQUESTS = (
    "CreateWindow ChangeWindowAttributes GetWindowAttributes DestroyWindow DestroySubwindows "
    "ChangeSaveSet ReparentWindow MapWindow MapSubwindows UnmapWindow UnmapSubwindows ConfigureWindow "
    "CirculateWindow GetGeometry QueryTree InternAtom GetAtomName ChangeProperty DeleteProperty "
    "GetProperty ListProperties SetSelectionOwner GetSelectionOwner ConvertSelection SendEvent "
    "GrabPointer UngrabPointer GrabButton UngrabButton ChangeActivePointerGrab GrabKeyboard "
    "UngrabKeyboard GrabKey UngrabKey AllowEvents GrabServer UngrabServer QueryPointer "
    "GetMotionEvents TranslateCoordinates WarpPointer SetInputFocus GetInputFocus QueryKeymap "
    "OpenFont CloseFont QueryFont QueryTextExtents ListFonts ListFontsWithInfo SetFontPath "
    "GetFontPath CreatePixmap FreePixmap CreateGC ChangeGC CopyGC SetDashes SetClipRectangles FreeGC "
    "ClearArea CopyArea CopyPlane PolyPoint PolyLine PolySegment PolyRectangle PolyArc FillPoly "
    "PolyFillRectangle PolyFillArc PutImage GetImage PolyText8 PolyText16 ImageText8 ImageText16 "
    "CreateColormap FreeColormap CopyColormapAndFree InstallColormap UninstallColormap "
    "ListInstalledColormaps AllocColor AllocNamedColor AllocColorCells AllocColorPlanes FreeColors "
    "StoreColors StoreNamedColor QueryColors LookupColor CreateCursor CreateGlyphCursor FreeCursor "
    "RecolorCursor QueryBestSize QueryExtension ListExtensions ChangeKeyboardMapping "
    "GetKeyboardMapping ChangeKeyboardControl GetKeyboardControl Bell ChangePointerControl "
    "GetPointerControl SetScreenSaver GetScreenSaver ChangeHosts ListHosts SetAccessControl "
    "SetCloseDownMode KillClient RotateProperties ForceScreenSaver SetPointerMapping "
    "GetPointerMapping SetModifierMapping GetModifierMapping").split()
CORE_REQUESTS = {i + 1: name for i, name in enumerate(CORE_REQUESTS)}
CORE_REQUESTS[127] = "NoOperation"


def pad4(n):
    return (n + 3) & ~3


class Conversation:
    """One client connection's two byte streams, parsed; see the module's comment.

    `sent` is the number of requests the client has sent (the last one's sequence number);
    `server_notes` collects (kind, full sequence number, request name) per server message, for
    the proxy to take with the bytes they arrived in.

    >>> c = Conversation()
    >>> def replies():
    ...     return [(seq, name) for kind, seq, name in c.server_notes if kind == "reply"]
    >>> setup = b"l\\0" + struct.pack("<HHHH2x", 11, 0, 0, 0)
    >>> c.from_client(setup) == setup
    True
    >>> c.from_server(b"\\1\\0" + struct.pack("<HHH", 11, 0, 2) + bytes(8))[:1]
    b'\\x01'
    >>> c.phase
    'requests'

    A QueryExtension for MIT-SHM, sent in two pieces, and its reply in three: the reply is
    rewritten to `present` 0, and its header is held back until complete.

    >>> q = struct.pack("<BxHH2x", 98, 4, 7) + b"MIT-SHM\\0"
    >>> c.from_client(q[:5]) + c.from_client(q[5:]) == q
    True
    >>> reply = struct.pack("<BxHIBBBB", 1, 1, 0, 1, 130, 65, 128) + bytes(20)
    >>> c.from_server(reply[:3]), c.from_server(reply[3:20])
    (b'', b'')
    >>> out = c.from_server(reply[20:])
    >>> out[8], len(out), replies()
    (0, 32, [(1, 'QueryExtension MIT-SHM')])
    >>> c.hidden
    ['MIT-SHM']

    BIG-REQUESTS: the extension's opcode comes from its QueryExtension reply; after BigReqEnable
    a length of 0 is followed by the real length, in words, counting that extra word too.

    >>> q = struct.pack("<BxHH2x", 98, 5, 12) + b"BIG-REQUESTS"
    >>> _ = c.from_client(q)
    >>> _ = c.from_server(struct.pack("<BxHIBBBB", 1, 2, 0, 1, 133, 0, 0) + bytes(20))
    >>> _ = c.from_client(struct.pack("<BBH", 133, 0, 1))
    >>> _ = c.from_server(struct.pack("<BxHII", 1, 3, 0, 4194303) + bytes(20))
    >>> big = struct.pack("<BBHI", 72, 2, 0, 3) + bytes(4)
    >>> _ = c.from_client(big + struct.pack("<BBH", 43, 0, 1))
    >>> c.sent, c.requests_by_name["PutImage"], c.requests_by_name["GetInputFocus"]
    (5, 1, 1)
    >>> replies()[-1]
    (3, 'BIG-REQUESTS 0')

    A reply longer than its header, a GenericEvent, an error and a SendEvent'ed Expose, all in
    one piece:

    >>> data = (struct.pack("<BxHI", 1, 5, 2) + bytes(24) + bytes(8)
    ...         + struct.pack("<BBHI", 35, 131, 5, 1) + bytes(24) + bytes(4)
    ...         + struct.pack("<BBH", 0, 3, 5) + bytes(28)
    ...         + struct.pack("<BxH", 12 | 0x80, 5) + bytes(28))
    >>> c.from_server(data) == data
    True
    >>> c.replies, c.events, c.errors, replies()[-1]
    (4, 2, 1, (5, 'GetInputFocus'))

    Sequence numbers are 16 bits on the wire; they are widened against the requests sent.

    >>> c.sent = 70000
    >>> c.widen(70000 & 0xFFFF), c.widen((70000 - 3) & 0xFFFF)
    (70000, 69997)
    """

    def __init__(self, hide_extensions=("MIT-SHM",)):
        self.hide_extensions = set(hide_extensions)
        self.hidden = []
        self.phase = "setup"           # "prefix" once the client's setup went, "requests" when accepted
        self.order = "<"
        self.big_requests_opcode = None
        self.big_requests_on = False
        self.extensions = {}           # major opcode -> extension name
        self.pending_query = {}        # seq -> extension name asked for
        self.outstanding = {}          # seq -> request name, until a later reply shows it answered
        self.sent = 0                  # requests sent by the client so far (the last one's seq)
        self.requests_by_name = {}
        self.log = None                # a list of (seq, name, bytes, detail) per request once set to []
        self.replies = self.events = self.errors = 0
        self.server_notes = []         # (kind, seq, request name) per server message; the proxy drains it
        self._client = _Reader(self._client_header_size, self._client_total, None, self._client_message)
        self._server = _Reader(self._server_header_size, self._server_total, self._server_header, None,
                               hold_headers=True)

    def from_client(self, data):
        return self._client.feed(data)

    def from_server(self, data):
        return self._server.feed(data)

    def widen(self, seq16):
        """The full sequence number of a 16-bit one: the latest request with those low bits."""
        seq = (self.sent & ~0xFFFF) | seq16
        return seq - 0x10000 if seq > self.sent and seq >= 0x10000 else seq

    def request_name(self, opcode, minor):
        if opcode < 128:
            return CORE_REQUESTS.get(opcode, f"core {opcode}")
        return f"{self.extensions.get(opcode, f'extension {opcode}')} {minor}"

    def _u16(self, b, off):
        return struct.unpack_from(self.order + "H", b, off)[0]

    def _u32(self, b, off):
        return struct.unpack_from(self.order + "I", b, off)[0]

    # Client to server.

    def _client_header_size(self, header):
        if self.phase == "setup":
            return 12
        if len(header) >= 4 and self._u16(header, 2) == 0 and self.big_requests_on:
            return 8
        return 4

    def _client_total(self, header):
        if self.phase == "setup":
            self.order = "<" if header[:1] == b"l" else ">"
            return 12 + pad4(self._u16(header, 6)) + pad4(self._u16(header, 8))
        length = self._u16(header, 2)
        if length == 0:
            # Without BIG-REQUESTS a 0 length is an error the server answers; count the header.
            return 4 * self._u32(header, 4) if self.big_requests_on else 4
        return 4 * length

    def _client_message(self, header, body):
        if self.phase == "setup":
            self.phase = "prefix"
            return
        self.sent += 1
        opcode = header[0]
        if opcode == self.big_requests_opcode:
            self.big_requests_on = True
        name = self.request_name(opcode, header[1])
        self.requests_by_name[name] = self.requests_by_name.get(name, 0) + 1
        if opcode == QUERY_EXTENSION:
            data = bytes(header) + body
            n = self._u16(data, 4) if len(data) >= 6 else 0
            ext = data[8:8 + n].decode("latin-1")
            self.pending_query[self.sent] = ext
            name = f"QueryExtension {ext}"
        self.outstanding[self.sent] = name
        if self.log is not None:
            self.log.append((self.sent, name, self._client_total(header), self._detail(opcode, header, body)))

    def _detail(self, opcode, header, body):
        """Where a drawing request draws, for the per-request breakdown: PutImage's rectangle,
        PolyFillRectangle's rectangles (those in the kept part of the body), ChangeGC's foreground,
        CopyArea's source rectangle and destination (marked when it copies within one drawable,
        as a scroll does).

        >>> c = Conversation(); c.phase = "requests"; c.log = []
        >>> put = struct.pack("<BBHIIHHhhBB2x", 72, 2, 6 + 40 * 2, 1, 2, 40, 2, 10, 20, 0, 24)
        >>> _ = c.from_client(put + bytes(320))
        >>> fill = struct.pack("<BxHII4h4h", 70, 7, 1, 2, 0, 0, 8, 8, 100, 4, 2, 1)
        >>> _ = c.from_client(fill)
        >>> c.log
        [(1, 'PutImage', 344, '40x2+10+20'), (2, 'PolyFillRectangle', 28, '8x8+0+0 2x1+100+4')]
        >>> scroll = struct.pack("<BxHIII4h2H", 62, 7, 5, 5, 2, 0, 40, 0, 0, 640, 440)
        >>> copy = struct.pack("<BxHIII4h2H", 62, 7, 6, 5, 2, 0, 0, 0, 0, 640, 480)
        >>> _ = c.from_client(scroll + copy)
        >>> c.log[2:]
        [(3, 'CopyArea', 28, '640x440+0+40 to +0+0 within'), (4, 'CopyArea', 28, '640x480+0+0 to +0+0')]
        """
        data = bytes(header) + body
        offset = len(header) - 4      # BIG-REQUESTS' extended length moves the fields 4 bytes on
        try:
            if opcode == 72:          # PutImage
                w, h, x, y = struct.unpack_from(self.order + "HHhh", data, offset + 12)
                return f"{w}x{h}{x:+d}{y:+d}"
            if opcode == 70:          # PolyFillRectangle
                rects = []
                for at in range(offset + 12, len(data) - 7, 8):
                    x, y, w, h = struct.unpack_from(self.order + "hhHH", data, at)
                    rects.append(f"{w}x{h}{x:+d}{y:+d}")
                return " ".join(rects)
            if opcode == 62:          # CopyArea: "within" when source and destination are one drawable
                source, target = struct.unpack_from(self.order + "II", data, offset + 4)
                sx, sy, dx, dy, w, h = struct.unpack_from(self.order + "4h2H", data, offset + 16)
                return f"{w}x{h}{sx:+d}{sy:+d} to {dx:+d}{dy:+d}" + (" within" if source == target else "")
            if opcode == 56:          # ChangeGC: the first value, the foreground when its mask bit is set
                mask, value = struct.unpack_from(self.order + "II", data, offset + 8)
                return f"mask {mask:#x} {value:#08x}"
        except struct.error:
            pass
        return ""

    # Server to client.

    def _server_header_size(self, header):
        return 8 if self.phase != "requests" else 32

    def _server_total(self, header):
        if self.phase != "requests":
            return 8 + 4 * self._u16(header, 6)
        if header[0] in (REPLY, GENERIC_EVENT):
            return 32 + 4 * self._u32(header, 4)
        return 32

    def _server_header(self, header):
        if self.phase != "requests":
            if header[0] == 1:
                self.phase = "requests"
            self.server_notes.append(("setup", 0, "connection setup"))
            return
        kind = header[0] & 0x7F
        seq = None if kind == KEYMAP_NOTIFY else self.widen(self._u16(header, 2))
        if kind == REPLY:
            self.replies += 1
            ext = self.pending_query.pop(seq, None)
            if ext is not None:
                present, major = header[8], header[9]
                if present and ext in self.hide_extensions:
                    header[8] = 0
                    self.hidden.append(ext)
                elif present:
                    self.extensions[major] = ext
                    if ext == "BIG-REQUESTS":
                        self.big_requests_opcode = major
            self.server_notes.append(("reply", seq, self.outstanding.get(seq, "?")))
            # Earlier requests with replies have had them by now; keep the map small.
            for s in [s for s in self.outstanding if s < seq]:
                del self.outstanding[s]
        elif kind == ERROR:
            self.errors += 1
            self.server_notes.append(("error", seq, self.outstanding.get(seq, "?")))
        else:
            self.events += 1
            self.server_notes.append(("event", seq, None))


class _Reader:
    """Splits a byte stream into messages whose headers tell their sizes.

    `header_size(header)` is how many header bytes are wanted given those collected so far (it may
    grow once a field is seen); `total(header)` the whole message's size once the header is in.
    `on_header(header)` may change the header (a bytearray) before it is passed on, which is why
    `hold_headers` keeps an incomplete header back. `on_message(header, body)` gets up to 64
    bytes of the body when the message is complete.
    """

    BODY_KEPT = 64

    def __init__(self, header_size, total, on_header, on_message, hold_headers=False):
        self.header_size, self.total = header_size, total
        self.on_header, self.on_message, self.hold = on_header, on_message, hold_headers
        self.header = bytearray()
        self.body = bytearray()
        self.remaining = 0

    def feed(self, data):
        out = bytearray()
        i, n = 0, len(data)
        while i < n:
            if self.remaining:
                take = min(self.remaining, n - i)
                if len(self.body) < self.BODY_KEPT:
                    self.body += data[i:i + min(take, self.BODY_KEPT - len(self.body))]
                out += data[i:i + take]
                i += take
                self.remaining -= take
                if not self.remaining:
                    self._finish()
                continue
            take = min(self.header_size(self.header) - len(self.header), n - i)
            self.header += data[i:i + take]
            if not self.hold:
                out += data[i:i + take]
            i += take
            if len(self.header) < self.header_size(self.header):
                continue
            self.remaining = max(0, self.total(self.header) - len(self.header))
            if self.on_header:
                self.on_header(self.header)
            if self.hold:
                out += self.header
            if not self.remaining:
                self._finish()
        return bytes(out)

    def _finish(self):
        header, body = self.header, bytes(self.body)
        self.header, self.body = bytearray(), bytearray()
        if self.on_message:
            self.on_message(header, body)


if __name__ == "__main__":
    import doctest
    import sys
    failed, tried = doctest.testmod()
    print(f"x11wire: {tried - failed}/{tried} doctest examples pass")
    sys.exit(1 if failed else 0)
