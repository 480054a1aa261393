#!/usr/bin/env python3
"""The Tk peer for the remote-display benchmark (remote.py), through Python's tkinter.

firstpaint.c's scene on a Tk canvas, as a Tk application would draw it: rectangles, an oval, a
line, the PNG icon as a photo image and text items in DejaVu Sans at pixel sizes. Tk has no
alpha and no blur, so the green card has no shadow, its rounded corners are a smoothed polygon
and the paragraph's translucent grey is blended by hand over the background.

After the canvas's first redraw, `update_idletasks` (which ends with XSync) puts the frame on
the server; then it prints `first-frame <CLOCK_MONOTONIC ns>` and, with
WINDOWING_EXIT_AFTER_FIRST_FRAME=1, exits 0. Otherwise it keeps running: a click released on
the red card toggles the header between system blue and indigo, as HelloWindow's Recolour
button does. Run from the repository's root (the icon's path is relative to it).
"""

import os
import sys
import time
import tkinter as tk

ICON = "Resources/HelloWindow/WindowIcon.png"
PARAGRAPH = ("Every step of the launch chain, from UIApplicationMain to this view controller, "
             "ran in plain sight. Run with WINDOWING_TRACE=1 to see each call.")
BLUE, INDIGO = "#007aff", "#5856d6"


def rounded(canvas, x, y, w, h, r, **options):
    """A rounded rectangle as a smoothed polygon (Tk has no arcs in polygons)."""
    points = [x + r, y, x + w - r, y, x + w, y, x + w, y + r, x + w, y + h - r, x + w, y + h,
              x + w - r, y + h, x + r, y + h, x, y + h, x, y + h - r, x, y + r, x, y]
    return canvas.create_polygon(points, smooth=True, **options)


def main():
    root = tk.Tk(className="HelloWindow")
    root.title("HelloWindow")
    root.resizable(False, False)
    canvas = tk.Canvas(root, width=640, height=480, highlightthickness=0, borderwidth=0,
                       background="#f2f2f7")
    canvas.pack()
    try:
        icon = tk.PhotoImage(file=ICON)
    except tk.TclError as error:
        print(f"remote_tk: cannot load {ICON} ({error}); run from the repository's root", file=sys.stderr)
        return 1
    bold = lambda size: ("DejaVu Sans", -size, "bold")
    header = canvas.create_rectangle(0, 0, 640, 64, fill=BLUE, width=0)
    canvas.create_image(16, 8, image=icon, anchor="nw")
    canvas.create_text(76, 32, text="Hello, Window", font=bold(24), fill="white", anchor="w")
    button = canvas.create_rectangle(24, 88, 208, 208, fill="#ff3b30", width=0)
    title = canvas.create_text(116, 148, text="Recolour", font=bold(20), fill="white")
    rounded(canvas, 228, 88, 184, 120, 16, fill="#34c759", outline="#1a8033", width=2)
    canvas.create_text(320, 186, text="Rounded card", font=bold(16), fill="white", width=160,
                       justify="center")
    canvas.create_rectangle(432, 88, 616, 208, fill="#ff9500", width=0)
    canvas.create_rectangle(24, 232, 616, 456, fill="white", width=0)
    canvas.create_oval(40, 248, 232, 440, fill="#5856d6", width=0)
    canvas.create_rectangle(264, 272, 600, 320, fill="#ffcc00", width=0)
    canvas.create_line(264, 360, 600, 360, width=4, fill="#1c1c1e", capstyle="butt")
    canvas.create_text(264, 372, text=PARAGRAPH, font=("DejaVu Sans", -14), fill="#85858b",
                       width=330, anchor="nw")

    def recolour(event):
        if 24 <= event.x < 208 and 88 <= event.y < 208:
            current = canvas.itemcget(header, "fill")
            canvas.itemconfigure(header, fill=INDIGO if current == BLUE else BLUE)
    for item in (button, title):
        canvas.tag_bind(item, "<ButtonRelease-1>", recolour)

    reported = []

    def report():
        if reported:
            return
        reported.append(True)
        root.update_idletasks()   # the canvas's redraw, then XSync
        print(f"first-frame {time.monotonic_ns()}", flush=True)
        if os.environ.get("WINDOWING_EXIT_AFTER_FIRST_FRAME") == "1":
            root.destroy()
    # The canvas schedules its redraw when it sees Expose, before bindings run; an idle
    # callback queued from the binding therefore runs after that redraw.
    canvas.bind("<Expose>", lambda event: root.after_idle(report))
    root.mainloop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
