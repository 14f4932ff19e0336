#!/usr/bin/env python3
"""A slider written to the `documented` profile of CONFORMANCE.md, speaking the
slider-conformance wire protocol, protocol 1, revision 3 (PROTOCOL.md), on stdin/stdout.

Standard library only. Run it under the suite:

    swift run -c release slider-conformance fuzz --exec 'python3 Examples/python/slider_adapter.py'

Every float is a Swift `Float`: each arithmetic result is rounded through float32 with
`struct`, so values, increments and percentages match the reference bit for bit.

Where the documents allow several readings, this slider takes one of them:
- a minimum above the maximum raises the maximum (and the value) to it; a maximum below the
  minimum lowers the minimum (and the value) to it; non-finite limits are stored;
- a NaN value becomes the minimum;
- `*Image(for:)` returns only what was set for exactly that state (no fallback to normal);
- setting a nil image keeps the tint;
- VoiceOver adjustments move by a tenth of the range, clamped, without snapping, even when
  disabled, and send `valueChanged` only when the value changed;
- `accessibilityValue` multiplies the float32 fraction by 100 in double precision and rounds
  halfway percentages to even, unless the app set its own text;
- a tint colour removes the part's images even when it is unchanged or nil;
- a limit change that pulls the value along sends no event;
- a disabled slider's traits gain `notEnabled`.

It also reports the newer, optional observations: `isAccessibilityElement` (always true) and
`intrinsicContentHeight` (the tallest of the thumb and the value images).

Layout, layout direction and touches are declared unsupported: the bounds stay empty, the
layout direction left-to-right and `isTracking` false.
"""
import json
import math
import os
import struct
import sys

NAME = "python-slider"
UNSUPPORTED = ["setBounds", "setLayoutDirection", "touchBegan", "touchMoved", "touchEnded", "touchCancelled"]
STATES = ["normal", "highlighted", "disabled", "highlighted+disabled", "selected",
          "highlighted+selected", "disabled+selected", "highlighted+disabled+selected"]
PARTS = {"MinimumTrack": "minimumTrack", "MaximumTrack": "maximumTrack", "Thumb": "thumb"}
# Image heights in points, as the suite's tokens define them (any other image is 16 high).
IMAGE_HEIGHTS = {"image-1": 16.0, "image-2": 24.0, "image-3": 20.0, "system-tinted": 4.0}
THUMB_HEIGHT = 28.0

_pack = struct.Struct("<f")


def f32(x):
    """Rounds a Python float to the nearest float32, as Swift's Float arithmetic does."""
    try:
        return _pack.unpack(_pack.pack(x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def read_float(x):
    """A Float from the protocol: a JSON number, or "nan", "inf", "-inf"."""
    if isinstance(x, str):
        return {"nan": math.nan, "inf": math.inf, "+inf": math.inf, "-inf": -math.inf}[x]
    return f32(float(x))


def write_float(x):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def same(a, b):
    return a == b or (math.isnan(a) and math.isnan(b))


class Slider:
    def __init__(self, minimum=0.0, maximum=1.0, value=0.0):
        self.minimum = minimum
        self.maximum = maximum
        self.value = value
        self.continuous = True
        self.enabled = True
        self.highlighted = False
        self.selected = False
        self.minimum_value_image = None
        self.maximum_value_image = None
        self.tints = {"minimumTrack": None, "maximumTrack": None, "thumb": None}
        self.images = {"minimumTrack": {}, "maximumTrack": {}, "thumb": {}}
        self.label = None
        self.custom_value = None

    @classmethod
    def from_interface_builder(cls, attributes):
        minimum = read_float(attributes["minimum"]) if "minimum" in attributes else 0.0
        maximum = read_float(attributes["maximum"]) if "maximum" in attributes else 1.0
        value = read_float(attributes["value"]) if "value" in attributes else 0.5
        # Interface Builder widens the range to a value entered beyond it.
        if value > maximum:
            maximum = value
        elif value < minimum:
            minimum = value
        slider = cls(minimum, maximum)
        slider.value = slider.clamped(value)
        # Then Continuous Updates, the value images and the tints, through the setters.
        if "continuous" in attributes:
            slider.perform({"op": "setContinuous", "value": attributes["continuous"]})
        for key in ("minimumValueImage", "maximumValueImage"):
            if attributes.get(key) is not None:
                slider.perform({"op": "set" + key[0].upper() + key[1:], "image": attributes[key]})
        for key in ("minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor"):
            if attributes.get(key) is not None:
                slider.perform({"op": "set" + key[0].upper() + key[1:], "color": attributes[key]})
        return slider

    def clamped(self, candidate):
        # fmax(candidate, minimum), then fmin(…, maximum): a NaN limit is passed over, a NaN
        # candidate becomes the limit; the value never becomes NaN (it stays where it was).
        result = candidate
        if self.minimum == self.minimum and not result >= self.minimum:
            result = self.minimum
        if self.maximum == self.maximum and not result <= self.maximum:
            result = self.maximum
        return self.value if result != result else result

    def state(self):
        flags = []
        if self.highlighted:
            flags.append("highlighted")
        if not self.enabled:
            flags.append("disabled")
        if self.selected:
            flags.append("selected")
        return "+".join(flags) if flags else "normal"

    # Operations

    def set_minimum(self, limit):
        if limit > self.maximum:
            self.minimum = self.maximum = self.value = limit
            return
        self.minimum = limit
        if self.value < limit:
            self.value = limit

    def set_maximum(self, limit):
        if limit < self.minimum:
            self.minimum = self.maximum = self.value = limit
            return
        self.maximum = limit
        if self.value > limit:
            self.value = limit

    def adjust(self, upwards):
        old = self.value
        step = f32(f32(self.maximum - self.minimum) / 10)
        computed = f32(old + step) if upwards else f32(old - step)
        self.value = self.clamped(computed)
        return [] if same(self.value, old) else [{"event": "valueChanged", "value": write_float(self.value)}]

    def perform(self, operation):
        op = operation["op"]
        if op in ("setValue", "setValueAnimated"):
            self.value = self.clamped(read_float(operation["value"]))
        elif op == "setMinimumValue":
            self.set_minimum(read_float(operation["value"]))
        elif op == "setMaximumValue":
            self.set_maximum(read_float(operation["value"]))
        elif op == "setContinuous":
            self.continuous = operation["value"]
        elif op == "setEnabled":
            self.enabled = operation["value"]
        elif op == "setHighlighted":
            self.highlighted = operation["value"]
        elif op == "setSelected":
            self.selected = operation["value"]
        elif op == "setMinimumValueImage":
            self.minimum_value_image = operation.get("image")
        elif op == "setMaximumValueImage":
            self.maximum_value_image = operation.get("image")
        elif op.endswith("TintColor"):
            part = PARTS[op[3:-9]]
            self.tints[part] = operation.get("color")
            self.images[part] = {}  # a tint removes the part's custom images
        elif op.endswith("Image") and op[3:-5] in PARTS:
            part = PARTS[op[3:-5]]
            image = operation.get("image")
            if image is None:
                self.images[part].pop(operation["state"], None)
            else:
                self.images[part][operation["state"]] = image
                self.tints[part] = None  # an image removes the part's tint
        elif op == "accessibilityIncrement":
            return self.adjust(True)
        elif op == "accessibilityDecrement":
            return self.adjust(False)
        elif op == "setAccessibilityLabel":
            self.label = operation.get("text")
        elif op == "setAccessibilityValue":
            self.custom_value = operation.get("text")
        else:
            raise ValueError("unsupported operation " + op)
        return []

    # Observation

    def percent_text(self):
        width = f32(self.maximum - self.minimum)
        if not (width > 0) or math.isinf(width):
            return None
        fraction = f32(f32(self.value - self.minimum) / width)
        percent = fraction * 100
        if not math.isfinite(percent):
            return None
        return "%d%%" % round(percent)

    def intrinsic_height(self, state):
        """The tallest of the thumb (its image for the state, or the built-in knob) and the value images."""
        thumb = self.images["thumb"].get(state)
        heights = [IMAGE_HEIGHTS.get(thumb, 16.0) if thumb is not None else THUMB_HEIGHT]
        heights += [IMAGE_HEIGHTS.get(image, 16.0) for image in (self.minimum_value_image, self.maximum_value_image)
                    if image is not None]
        return max(heights)

    def observation(self):
        """Every getter, leaving out what the protocol lets go unsaid: nil values, parts with no
        state images, and the layout direction and tracking flag this slider never changes."""
        state = self.state()
        result = {
            "value": write_float(self.value),
            "minimumValue": write_float(self.minimum),
            "maximumValue": write_float(self.maximum),
            "isContinuous": self.continuous,
            "isEnabled": self.enabled,
            "isHighlighted": self.highlighted,
            "isSelected": self.selected,
            "state": state,
            "accessibilityTraits": ["adjustable"] if self.enabled else ["adjustable", "notEnabled"],
            "isAccessibilityElement": True,
            "intrinsicContentHeight": self.intrinsic_height(state),
        }
        for key, value in (("minimumValueImage", self.minimum_value_image),
                           ("maximumValueImage", self.maximum_value_image),
                           ("accessibilityLabel", self.label),
                           ("accessibilityValue", self.custom_value if self.custom_value is not None
                            else self.percent_text())):
            if value is not None:
                result[key] = value
        for part, name in PARTS.items():
            if self.tints[name] is not None:
                result[name + "TintColor"] = self.tints[name]
            images = self.images[name]
            if images:
                result[name + "Images"] = images
                if state in images:
                    result["current" + part + "Image"] = images[state]
        return result


def answer(request, slider, slider_class, name):
    """The answer to one request, and the slider afterwards."""
    kind = request.get("type")
    if kind == "hello":
        return {"type": "hello", "protocol": 1, "revision": 3, "implementation": name, "profiles": ["documented"],
                "unsupported": UNSUPPORTED, "pipelining": True}, slider
    if kind == "create":
        attributes = request.get("interfaceBuilder")
        slider = slider_class() if attributes is None else slider_class.from_interface_builder(attributes)
        return {"id": request["id"], "observation": slider.observation()}, slider
    if kind == "perform":
        events = slider.perform(request["operation"])
        return {"id": request["id"], "events": events, "observation": slider.observation()}, slider
    return {"id": request.get("id"), "error": "unknown request type %r" % kind}, slider


def serve(respond):
    """Serves protocol 1 on standard input and output, each request answered by `respond`.

    Reads whatever the pipe holds, answers every whole request in it, and writes those answers
    in one write: never waiting for more input before answering what it has read. A handshake
    that declares pipelining lets the suite send the next requests before this answers: they
    simply wait in the pipe, so one read often brings several (and one write answers them all).
    The toolkits' adapters (Examples/tk, gtk, qt) serve through it too.
    """
    encode = json.JSONEncoder(separators=(",", ":")).encode
    pending = b""
    while True:
        chunk = os.read(0, 65536)
        if not chunk:
            return
        *lines, pending = (pending + chunk).split(b"\n")
        data = "".join(encode(respond(json.loads(line))) + "\n" for line in lines if line.strip()).encode()
        while data:
            data = data[os.write(1, data):]


def serve_adapter(adapter, hello):
    """Serves `adapter` through `serve`: a toolkit's adapter (Examples/tk, gtk, qt) with
    `create(interface_builder)` (the request's attributes, or None), `perform(operation)` (the
    events), `observation()` and `toolkit()`. `hello` is the handshake's own fields; the protocol's
    and the toolkit's name are added."""
    def respond(request):
        kind = request.get("type")
        if kind == "hello":
            return dict({"type": "hello", "protocol": 1}, **hello, toolkit=adapter.toolkit())
        if kind == "create":
            adapter.create(request.get("interfaceBuilder"))
            return {"id": request["id"], "observation": adapter.observation()}
        if kind == "perform":
            events = adapter.perform(request["operation"])
            return {"id": request["id"], "events": events, "observation": adapter.observation()}
        return {"id": request.get("id"), "error": "unsupported request %r" % kind}
    serve(respond)


def main(slider_class=None, name=NAME):
    """Serves protocol 1 on standard input and output with sliders of `slider_class` (`serve`)."""
    slider_class = slider_class or Slider
    slider = None

    def respond(request):
        nonlocal slider
        reply, slider = answer(request, slider, slider_class, name)
        return reply

    serve(respond)

if __name__ == "__main__":
    main()
