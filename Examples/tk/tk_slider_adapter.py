#!/usr/bin/python3
"""Tk's themed scale (`ttk.Scale`, through Python's tkinter) behind the slider-conformance wire
protocol, protocol 1, revision 3 (PROTOCOL.md), on stdin/stdout. Run it through `run.sh`, which
starts a private Xvfb display when there is none.

It maps every operation a program can perform on a ttk.Scale:
- the value and the limits: `set`, and the `from` and `to` options;
- enabled, highlighted and selected: the ttk states `disabled`, `pressed` and `selected`;
- the bounds: the scale is placed at (0, 0) with the width and height given, in a mapped window;
- touches, as real input events through Tk's own bindings: `event generate` with
  `<ButtonPress-1>`, `<B1-Motion>` and `<ButtonRelease-1>` in the pixel the touch's point lies in;
  X11 has one pointer and delivers a press to the window under it, so a touch that begins while
  one is down or outside the scale's window never reaches it, nor do that touch's motion and
  release, and a move or a lift with none down is a plain `<Motion>` or nothing;
and declares the rest unsupported: ttk.Scale has no continuous-updates switch, no images or tint
colours per part and state, no accessibility API, no right-to-left layout, and X11 has no
cancelled touch. A press on the trough starts ttk's repeat timer, which would step the value again
on the wall clock's time; the adapter stops it after the press, since the suite's touches carry
their own times. The `command` callback stands for `valueChanged`: each call while an operation
runs is one event. The geometry is read from the laid-out widget: the trough and the slider
element as `identify` finds them, the thumb at the limits moved by `coords`, the bounds the
window's own size (whole pixels, empty when unplaced); there are no value
images, so their rectangles are empty. The scale is
tracking while its bindings drag the slider (`ttk::scale::State(dragging)`). It answers pipelined
requests (see `main`).
"""
import math
import os
import struct
import sys
import tkinter
from tkinter import ttk

NAME = "tk-ttk-scale"
SUPPORTED = ["setValue", "setValueAnimated", "setMinimumValue", "setMaximumValue",
             "setEnabled", "setHighlighted", "setSelected", "setBounds", "touchBegan", "touchMoved", "touchEnded"]
TOUCHES = {"touchBegan": "<ButtonPress-1>", "touchMoved": "<B1-Motion>", "touchEnded": "<ButtonRelease-1>"}
ZERO = {"x": 0, "y": 0, "width": 0, "height": 0}
UNREAD = ["accessibilityLabel", "accessibilityValue", "accessibilityTraits",
          "minimumValueImage", "maximumValueImage",
          "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
          "minimumTrackImages", "maximumTrackImages", "thumbImages",
          "currentMinimumTrackImage", "currentMaximumTrackImage", "currentThumbImage"]
FLAGS = {"setEnabled": ("disabled", False), "setHighlighted": ("pressed", True), "setSelected": ("selected", True)}


def read_float(x):
    """A Float from the protocol: a JSON number, or "nan", "inf", "-inf"."""
    return float({"+inf": "inf"}.get(x, x)) if isinstance(x, str) else float(x)


def write_float(x):
    """A Float for the protocol: Tk's double rounded to single precision, as PROTOCOL.md asks."""
    if x != x:
        return "nan"
    try:
        x = struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        x = float("inf") if x > 0 else float("-inf")
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return x


class Adapter:
    def __init__(self):
        self.root = tkinter.Tk()
        # Mapped, so the scale is laid out and takes input events (on the private Xvfb display).
        self.root.geometry("800x600+0+0")
        self.events = []
        self.scale = None
        self.bounds = (0, 0)
        self.scanned = {}
        self.pressed = False  # button 1 is down: a touch began and has not ended
        self.pressed_here = False  # ... and went down inside the scale's window, which its motion and release reach

    def toolkit(self):
        return "Tk " + str(self.root.tk.call("info", "patchlevel"))

    def create(self, interface_builder=None):
        """A new scale (Tk has no Interface Builder: the handshake declares loading unsupported)."""
        if self.scale is not None:
            self.scale.destroy()
        self.scale = ttk.Scale(self.root, from_=0.0, to=1.0, command=lambda value: self.events.append(float(value)))
        self.root.tk.eval("set ::ttk::scale::State(dragging) 0")
        self.pressed = self.pressed_here = False
        self.place(0, 0)

    # The largest window side X11 can describe (its sizes are 16-bit; larger ones wrap around, and
    # a size that wraps to 0 kills Tk with BadValue).
    X_LIMIT = 32767

    def place(self, width, height):
        """Lays the scale out at (0, 0) with this size (whole pixels); an empty size, or one beyond
        what X11 can describe, unplaces it (its rectangles then read as empty)."""
        self.bounds = (width, height)
        if round(width) < 1 or round(height) < 1 or round(width) > self.X_LIMIT or round(height) > self.X_LIMIT:
            self.scale.place_forget()
        else:
            self.scale.place(x=0, y=0, width=round(width), height=round(height))
        self.root.update()

    def inside(self, x, y):
        """Whether the point (whole pixels) is in the scale's window, where X11 delivers a press to it."""
        return bool(self.scale.winfo_ismapped()) and 0 <= x < self.scale.winfo_width() and 0 <= y < self.scale.winfo_height()

    def perform(self, operation):
        self.events = []
        op = operation["op"]
        if op in ("setValue", "setValueAnimated"):
            self.scale.set(read_float(operation["value"]))
        elif op == "setMinimumValue":
            self.scale.configure(from_=read_float(operation["value"]))
        elif op == "setMaximumValue":
            self.scale.configure(to=read_float(operation["value"]))
        elif op in FLAGS:
            flag, when = FLAGS[op]
            self.scale.state([flag if operation["value"] == when else "!" + flag])
        elif op == "setBounds":
            self.place(operation["width"], operation["height"])
        elif op in TOUCHES:
            # X11 has one pointer and delivers a press to the window under it: a touch that begins
            # while button 1 is down presses nothing (a button cannot be pressed twice), nor does
            # one that begins outside the scale's window, whose motion and release then go where
            # it was pressed (X11's implicit grab); a move with the button up is a plain <Motion>,
            # which reaches the scale inside its window, and a lift with it up releases nothing.
            # The pixel the point lies in (pixel n covers n up to n + 1), as the pointer reports it.
            x, y = math.floor(operation["x"]), math.floor(operation["y"])
            if op == "touchBegan":
                if not self.pressed:
                    self.pressed, self.pressed_here = True, self.inside(x, y)
                    if self.pressed_here:
                        self.scale.event_generate(TOUCHES[op], x=x, y=y)
                        # A press on the trough steps the value and starts ttk's repeat timer,
                        # which would step it again 300 ms later on the wall clock, in whatever
                        # later operation lets Tk run its timers (setBounds updates the window):
                        # the suite's touches carry their own times, so the repeat is stopped, as
                        # the release would stop it.
                        self.root.tk.call("ttk::CancelRepeat")
            elif op == "touchMoved":
                if self.pressed and self.pressed_here:
                    self.scale.event_generate(TOUCHES[op], x=x, y=y)
                elif not self.pressed and self.inside(x, y):
                    self.scale.event_generate("<Motion>", x=x, y=y)
            elif self.pressed:
                self.pressed = False
                if self.pressed_here:
                    self.scale.event_generate(TOUCHES[op], x=x, y=y)
        else:
            raise ValueError("unsupported operation " + op)
        self.root.update_idletasks()
        return [{"event": "valueChanged", "value": write_float(value)} for value in self.events]

    def observation(self):
        scale = self.scale
        enabled = not scale.instate(["disabled"])
        highlighted = scale.instate(["pressed"])
        selected = scale.instate(["selected"])
        flags = [name for name, on in (("highlighted", highlighted), ("disabled", not enabled), ("selected", selected)) if on]
        return {
            "value": write_float(float(scale.get())),
            "minimumValue": write_float(float(scale.cget("from"))),
            "maximumValue": write_float(float(scale.cget("to"))),
            "isContinuous": True,
            "isEnabled": enabled,
            "isHighlighted": highlighted,
            "isSelected": selected,
            "state": "+".join(flags) if flags else "normal",
            "accessibilityTraits": ["adjustable"],
            "isTracking": self.root.tk.eval("set ::ttk::scale::State(dragging)") == "1",
            "geometry": self.geometry(),
        }

    def geometry(self):
        """The rectangles of PROTOCOL.md, read from the laid-out scale: the trough, the slider
        element where `identify` finds it, and the slider moved to each limit by `coords`. The
        scan is kept for the layout it read (size, state and the slider's centres), so an
        observation of an unchanged layout costs three `coords` calls instead of a scan."""
        scale = self.scale
        key = (self.bounds, scale.winfo_ismapped(), scale.winfo_width(), scale.winfo_height(), tuple(scale.state()),
               tuple(scale.coords()), tuple(scale.coords(float(scale.cget("from")))), tuple(scale.coords(float(scale.cget("to")))))
        if key not in self.scanned:
            self.scanned[key] = self.scan()
        return self.scanned[key]

    def scan(self):
        """The rectangles of PROTOCOL.md, scanned with `identify` (see `geometry`)."""
        if not self.scale.winfo_ismapped():
            # Unplaced (a size X11 cannot describe): no window, so no bounds either.
            return {"bounds": ZERO, "trackRect": ZERO, "thumbRect": ZERO,
                    "thumbRectAtMinimum": ZERO, "thumbRectAtMaximum": ZERO, "minimumValueImageRect": ZERO,
                    "maximumValueImageRect": ZERO}
        scale = self.scale
        pixels_x, pixels_y = scale.winfo_width(), scale.winfo_height()
        centre_x, centre_y = scale.coords()

        def extent(element, points):
            """The first and last of `points` where `identify` finds `element`, or None."""
            found = [p for p, (x, y) in points if scale.identify(x, y).endswith(element)]
            return (found[0], found[-1]) if found else None

        thumb_x = extent("slider", [(x, (x, centre_y)) for x in range(pixels_x)])
        thumb_y = extent("slider", [(y, (centre_x, y)) for y in range(pixels_y)])
        if thumb_x is None or thumb_y is None:
            thumb = ZERO
        else:
            thumb = {"x": thumb_x[0], "y": thumb_y[0], "width": thumb_x[1] + 1 - thumb_x[0], "height": thumb_y[1] + 1 - thumb_y[0]}
        # The trough, read beside the thumb: across at the thumb's height, down where the thumb is not.
        track_x = extent("trough", [(x, (x, centre_y)) for x in range(pixels_x)])
        clear = next((x for x in range(pixels_x) if scale.identify(x, centre_y).endswith("trough")), None)
        track_y = extent("trough", [(y, (clear, y)) for y in range(pixels_y)]) if clear is not None else None
        if track_x is None or track_y is None:
            track = ZERO
        else:
            left = min(track_x[0], thumb["x"]) if thumb is not ZERO else track_x[0]
            right = max(track_x[1] + 1, thumb["x"] + thumb["width"]) if thumb is not ZERO else track_x[1] + 1
            track = {"x": left, "y": track_y[0], "width": right - left, "height": track_y[1] + 1 - track_y[0]}

        def moved(value):
            if thumb is ZERO:
                return ZERO
            return dict(thumb, x=thumb["x"] + scale.coords(value)[0] - centre_x)

        return {"bounds": {"x": 0, "y": 0, "width": pixels_x, "height": pixels_y}, "trackRect": track, "thumbRect": thumb,
                "thumbRectAtMinimum": moved(float(scale.cget("from"))), "thumbRectAtMaximum": moved(float(scale.cget("to"))),
                "minimumValueImageRect": ZERO, "maximumValueImageRect": ZERO}


def main():
    """Serves protocol 1 on standard input and output, pipelined, through the Python example's
    `serve_adapter` (Examples/python/slider_adapter.py)."""
    adapter = Adapter()
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
    from slider_adapter import serve_adapter  # noqa: E402 (the Python example, standard library only)
    serve_adapter(adapter, {"revision": 3, "implementation": NAME, "profiles": ["documented"], "supported": SUPPORTED,
                            "unsupported": ["loadFromInterfaceBuilder"], "unsupportedFields": UNREAD, "pipelining": True})

if __name__ == "__main__":
    main()
