#!/usr/bin/python3
"""Tk's themed scale (`ttk.Scale`, through Python's tkinter) behind the slider-conformance wire
protocol, protocol 1, revision 3 (PROTOCOL.md), on stdin/stdout. Run it through `run.sh`, which
starts a private Xvfb display when there is none.

It maps every operation a program can perform on a ttk.Scale:
- the value and the limits: `set`, and the `from` and `to` options;
- enabled, highlighted and selected: the ttk states `disabled`, `pressed` and `selected`;
and declares the rest unsupported: ttk.Scale has no continuous-updates switch, no images or tint
colours per part and state, no accessibility API, and no layout the suite can ask for (so the
touches, which the suite aims at a reported geometry, are not drawn either). The `command`
callback stands for `valueChanged`: each call while an operation runs is one event.
"""
import json
import os
import sys
import tkinter
from tkinter import ttk

NAME = "tk-ttk-scale"
SUPPORTED = ["setValue", "setValueAnimated", "setMinimumValue", "setMaximumValue",
             "setEnabled", "setHighlighted", "setSelected"]
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
    if x != x:
        return "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return x


class Adapter:
    def __init__(self):
        self.root = tkinter.Tk()
        self.root.withdraw()
        self.events = []
        self.scale = None

    def toolkit(self):
        return "Tk " + str(self.root.tk.call("info", "patchlevel"))

    def create(self):
        if self.scale is not None:
            self.scale.destroy()
        self.scale = ttk.Scale(self.root, from_=0.0, to=1.0, command=lambda value: self.events.append(float(value)))
        self.scale.pack()
        self.root.update_idletasks()

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
        }


def main():
    adapter = Adapter()
    encode = json.JSONEncoder(separators=(",", ":")).encode
    for line in sys.stdin.buffer:
        request = json.loads(line)
        kind = request.get("type")
        if kind == "hello":
            reply = {"type": "hello", "protocol": 1, "revision": 3, "implementation": NAME, "profiles": ["documented"],
                     "supported": SUPPORTED, "unsupported": ["loadFromInterfaceBuilder"], "unsupportedFields": UNREAD,
                     "toolkit": adapter.toolkit()}
        elif kind == "create" and "interfaceBuilder" not in request:
            adapter.create()
            reply = {"id": request["id"], "observation": adapter.observation()}
        elif kind == "perform":
            events = adapter.perform(request["operation"])
            reply = {"id": request["id"], "events": events, "observation": adapter.observation()}
        else:
            reply = {"id": request.get("id"), "error": "unsupported request %r" % kind}
        data = (encode(reply) + "\n").encode()
        while data:
            data = data[os.write(1, data):]


if __name__ == "__main__":
    main()
