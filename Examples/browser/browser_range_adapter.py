#!/usr/bin/env python3
"""The web's slider, `<input type="range" step="any">` in headless Chromium, behind the
slider-conformance wire protocol, protocol 1, revision 3 (PROTOCOL.md), on stdin/stdout. Run it
through `run.sh`. Standard library only: Chromium is driven through the DevTools protocol on a
pipe (`cdp_pipe.py`), one browser and one page for the whole run, the slider replaced by a fresh
element at every `create`.

The mapping (README.md, "Real toolkits", says why each choice):
- `create`: an element made in code (`createElement`, `type="range"`, `step="any"`), or, with
  Interface Builder attributes, parsed from markup with `min`, `max` and `value` (a document
  writes all three, as a storyboard does; absent ones take the object library's 0, 1 and 0.5);
  both laid out at a zero size, as `UISlider(frame: .zero)` is;
- the value and the limits: the `value` property and the `min` and `max` attributes; read back
  as the element's value and the range the browser uses (its accessibility node's `valuemin` and
  `valuemax`, which are Blink's own minimum and maximum);
- continuous updates: which event the page listens to, `input` (every change the user makes) or
  `change` (the value the user committed, at the release or the key press); each one heard
  while an operation runs is one `valueChanged`;
- enabled: the `disabled` attribute; highlighted: `:active`, read only (a page cannot set it);
- the accessibility label and value: `aria-label` and `aria-valuetext`, read back from the
  accessibility tree (its name, `valuetext`, role, `disabled`; `aria-valuetext` from the element,
  as the DevTools agent leaves it out of `valuetext`); increments and decrements: the
  arrow key that points towards the maximum (ArrowRight, or ArrowLeft right to left) pressed
  on the focused slider;
- the bounds and the layout direction: the element's CSS width and height, and `dir`;
  the geometry is read from the rendered boxes of the element and its track and thumb (the
  user-agent shadow tree), the thumb at the ends from a twin laid out alike at 0 and at 1;
- touches: real touch input (`Input.dispatchTouchEvent`) at viewport points derived from the
  element's rendered box; a release away from where the finger last was moves it there first
  (DevTools' touchEnd carries no point); a second touch down is a second finger; a move, release
  or cancel with no finger down sends nothing (there is no such touch).
Declared unsupported: highlighted and selected (a page cannot set `:active`; there is no selected
state) and the images and tints (CSS styling, no per-part tokens); `isTracking` is unread (no API
tells whether a finger drags the thumb). Each `create` starts on a page reset to no scroll, focus,
zoom or finger down.
"""
import json
import math
import os
import struct
import sys

from cdp_pipe import Chromium, DevToolsError

NAME = "browser-range-input"
SUPPORTED = ["setValue", "setValueAnimated", "setMinimumValue", "setMaximumValue", "setContinuous", "setEnabled",
             "setAccessibilityLabel", "setAccessibilityValue", "accessibilityIncrement", "accessibilityDecrement",
             "setBounds", "setLayoutDirection", "touchBegan", "touchMoved", "touchEnded", "touchCancelled",
             "loadFromInterfaceBuilder"]
UNREAD = ["isTracking",
          "minimumValueImage", "maximumValueImage",
          "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
          "minimumTrackImages", "maximumTrackImages", "thumbImages",
          "currentMinimumTrackImage", "currentMaximumTrackImage", "currentThumbImage"]
ORIGIN = (1100, 600)
WINDOW = (2600, 1300)
ZERO = {"x": 0, "y": 0, "width": 0, "height": 0}
KEYS = {"ArrowRight": 39, "ArrowLeft": 37}


def f32(x):
    """The float32 nearest to a double (the infinities beyond its range)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def read_float(x):
    """A Float from the protocol: a JSON number (the shortest text of a float32, so "1e-45" is
    the float32 1.4e-45, and the browser is given that double), or "nan", "inf", "-inf"."""
    return float({"+inf": "inf"}.get(x, x)) if isinstance(x, str) else f32(float(x))


def write_float(x):
    """A Float for the protocol: the browser's double rounded to single precision."""
    if x != x:
        return "nan"
    x = f32(x)
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def js(value):
    """A JavaScript literal for a number or string (json.dumps writes NaN and Infinity as JS does)."""
    return json.dumps(value)


def rect(quad, origin):
    """The rectangle a box-model quad covers, relative to `origin` (the element's top-left)."""
    xs, ys = quad[0::2], quad[1::2]
    origin = origin or (0, 0)
    return {"x": min(xs) - origin[0], "y": min(ys) - origin[1], "width": max(xs) - min(xs), "height": max(ys) - min(ys)}


class Browser:
    """Headless Chromium with the page, the DevTools session on it, and the slider's nodes."""

    def __init__(self, executable):
        self.chromium = Chromium(executable, [
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--mute-audio",
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--window-size=%d,%d" % WINDOW, "--force-device-scale-factor=1",
            # Input is dispatched as soon as the last one was handled, not paced to 60 frames a second.
            "--disable-frame-rate-limit", "--disable-gpu-vsync",
            # The page is the adapter's own, never the web's; and the sandbox cannot start as root
            # or in most containers.
            "--no-sandbox", "about:blank"])
        chromium = self.chromium
        self.version = chromium.call("Browser.getVersion")["product"].split("/", 1)[-1]
        pages = [t["targetId"] for t in chromium.call("Target.getTargets")["targetInfos"] if t["type"] == "page"]
        page = pages[0] if pages else chromium.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = chromium.call("Target.attachToTarget", {"targetId": page, "flatten": True})["sessionId"]
        script = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "page.js")).read()
        script = script.replace("__ORIGIN_X__", str(ORIGIN[0])).replace("__ORIGIN_Y__", str(ORIGIN[1]))
        self.evaluate(script)
        self.call("DOM.enable")
        self.call("Accessibility.enable")
        self.twin_parts = self.parts("sc.twin")
        self.intrinsic_height = self.evaluate("sc.intrinsicHeight()")
        self.twin_cache = {}

    def call(self, method, params=None):
        return self.chromium.call(method, params, self.session)

    def send(self, method, params=None):
        return self.chromium.send(method, params, self.session)

    def result(self, command_id):
        return self.chromium.result(command_id)

    @staticmethod
    def value_of(answer):
        if "exceptionDetails" in answer:
            raise DevToolsError(answer["exceptionDetails"].get("exception", {}).get("description", "script error"))
        return answer["result"].get("value")

    def evaluate(self, expression):
        return self.value_of(self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}))

    def settle(self):
        """Returns once the page has run an animation frame: input delivered at a frame is handled."""
        self.value_of(self.call("Runtime.evaluate", {
            "expression": "new Promise(done => requestAnimationFrame(() => done(0)))", "awaitPromise": True, "returnByValue": True}))

    def parts(self, expression):
        """The backend node ids of an input range, its track and its thumb (the user-agent shadow tree)."""
        found = self.call("Runtime.evaluate", {"expression": expression, "objectGroup": "parts"})["result"]
        node = self.call("DOM.describeNode", {"objectId": found["objectId"], "depth": -1, "pierce": True})["node"]
        self.call("Runtime.releaseObjectGroup", {"objectGroup": "parts"})

        def find(tree, name):
            if tree.get("attributes") and name in tree["attributes"][1::2] and "id" in tree["attributes"][0::2]:
                attributes = dict(zip(tree["attributes"][0::2], tree["attributes"][1::2]))
                if attributes.get("id") == name:
                    return tree["backendNodeId"]
            for child in tree.get("shadowRoots", []) + tree.get("children", []):
                hit = find(child, name)
                if hit is not None:
                    return hit
            return None

        parts = node["backendNodeId"], find(node, "track"), find(node, "thumb")
        if None in parts:
            raise DevToolsError("the range input's track or thumb is missing from its shadow tree")
        return parts

    def box(self, command_id, origin):
        try:
            return rect(self.result(command_id)["model"]["border"], origin)
        except (DevToolsError, KeyError):
            return ZERO


class Adapter:
    def __init__(self, executable):
        self.browser = Browser(executable)
        self.nodes = None
        self.fingers = {}
        self.finger = None
        self.origin = ORIGIN

    def toolkit(self):
        return "Chromium " + self.browser.version

    def create(self, attributes):
        if self.fingers:
            self.touch("touchCancel")
        browser = self.browser
        browser.call("Emulation.resetPageScaleFactor")
        if attributes is None:
            browser.evaluate("sc.create(null), 0")
        else:
            entries = [read_float(attributes[key]) if key in attributes else default
                       for key, default in (("minimum", 0.0), ("maximum", 1.0), ("value", 0.5))]
            browser.evaluate("sc.create(%s), 0" % js(entries))
            if attributes.get("continuous") is False:
                browser.evaluate("sc.listening = 'change'")
        self.nodes = browser.parts("sc.el")

    # Touches

    def point(self, operation):
        """The viewport point of a touch, or None where no touch can be (a coordinate not finite)."""
        x, y = self.origin[0] + float(operation["x"]), self.origin[1] + float(operation["y"])
        return {"x": x, "y": y} if math.isfinite(x) and math.isfinite(y) else None

    def touch(self, kind):
        points = [dict(self.fingers[finger], id=finger) for finger in sorted(self.fingers)] if kind in ("touchStart", "touchMove") else []
        self.browser.call("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        # Blink delivers a touchmove at the next animation frame (rAF-aligned input), after the
        # command returns: wait for that frame, so that the value it moves is read back with this
        # touch, never with a later operation (on a loaded machine the frame came late).
        self.browser.settle()
        if kind in ("touchEnd", "touchCancel"):
            self.fingers = {}
            self.finger = None

    def perform(self, operation):
        op = operation["op"]
        browser = self.browser
        if op in ("setValue", "setValueAnimated"):
            browser.evaluate("sc.el.value = String(%s), 0" % js(read_float(operation["value"])))
        elif op in ("setMinimumValue", "setMaximumValue"):
            attribute = "min" if op == "setMinimumValue" else "max"
            browser.evaluate("sc.el.%s = String(%s), 0" % (attribute, js(read_float(operation["value"]))))
        elif op == "setContinuous":
            browser.evaluate("sc.listening = %s" % js("input" if operation["value"] else "change"))
        elif op == "setEnabled":
            browser.evaluate("sc.el.disabled = %s, 0" % js(not operation["value"]))
        elif op in ("setAccessibilityLabel", "setAccessibilityValue"):
            attribute = "aria-label" if op == "setAccessibilityLabel" else "aria-valuetext"
            text = operation.get("text")
            if text is None:
                browser.evaluate("sc.el.removeAttribute(%s), 0" % js(attribute))
            else:
                browser.evaluate("sc.el.setAttribute(%s, %s), 0" % (js(attribute), js(text)))
        elif op in ("accessibilityIncrement", "accessibilityDecrement"):
            rtl = browser.evaluate("getComputedStyle(sc.el).direction") == "rtl"
            key = "ArrowRight" if (op == "accessibilityIncrement") != rtl else "ArrowLeft"
            browser.evaluate("sc.el.focus({preventScroll: true}), 0")
            for kind in ("rawKeyDown", "keyUp"):
                browser.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": KEYS[key],
                                                        "nativeVirtualKeyCode": KEYS[key]})
        elif op == "setBounds":
            browser.evaluate("sc.bounds(%s, %s), 0" % (js(float(operation["width"])), js(float(operation["height"]))))
        elif op == "setLayoutDirection":
            browser.evaluate("sc.el.dir = %s, 0" % js("rtl" if operation["direction"] == "rightToLeft" else "ltr"))
        elif op == "touchBegan":
            point = self.point(operation)
            if point is not None:
                self.finger = max(self.fingers) + 1 if self.fingers else 0
                self.fingers[self.finger] = point
                self.touch("touchStart")
        elif op == "touchMoved":
            point = self.point(operation)
            if self.fingers and point is not None:
                self.fingers[self.finger] = point
                self.touch("touchMove")
        elif op == "touchEnded":
            if self.fingers:
                point = self.point(operation)
                if point is not None and point != self.fingers[self.finger]:
                    self.fingers[self.finger] = point
                    self.touch("touchMove")
                self.touch("touchEnd")
        elif op == "touchCancelled":
            if self.fingers:
                self.touch("touchCancel")
        else:
            raise ValueError("unsupported operation " + op)

    # Observation

    def observation(self):
        browser = self.browser
        element, track, thumb = self.nodes
        ids = [browser.send("Runtime.evaluate", {"expression": "sc.observe()", "returnByValue": True}),
               browser.send("DOM.getBoxModel", {"backendNodeId": element}),
               browser.send("DOM.getBoxModel", {"backendNodeId": track}),
               browser.send("DOM.getBoxModel", {"backendNodeId": thumb}),
               browser.send("Accessibility.getPartialAXTree", {"backendNodeId": element, "fetchRelatives": False})]
        (value, disabled, direction, listening, events, left, top, width, height, active,
         css_width, css_height, value_text) = browser.value_of(browser.result(ids[0]))
        # Touches land at viewport points (where the element is on the screen now). The bounds
        # are the element's layout box (exact); its track and thumb are read from the box
        # models, relative to the element's own box model (the same coordinates).
        self.origin = (left, top)
        box = browser.box(ids[1], None)
        origin = (box["x"], box["y"])
        track_rect, thumb_rect = browser.box(ids[2], origin), browser.box(ids[3], origin)
        node = next(n for n in browser.result(ids[4])["nodes"] if n.get("backendDOMNodeId") == element)
        properties = {p["name"]: p["value"].get("value") for p in node.get("properties", [])}
        enabled = not disabled
        flags = [name for name, on in (("highlighted", active), ("disabled", disabled)) if on]
        traits = (["adjustable"] if node.get("role", {}).get("value") == "slider" else []) + (["notEnabled"] if properties.get("disabled") else [])
        result = {
            "value": write_float(value),
            "minimumValue": write_float(properties.get("valuemin", 0.0)),
            "maximumValue": write_float(properties.get("valuemax", 0.0)),
            "isContinuous": listening == "input",
            "isEnabled": enabled,
            "isHighlighted": active,
            "isSelected": False,
            "state": "+".join(flags) if flags else "normal",
            "accessibilityTraits": traits,
            "isAccessibilityElement": not node.get("ignored", False),
            "intrinsicContentHeight": browser.intrinsic_height,
            "layoutDirection": "rightToLeft" if direction == "rtl" else "leftToRight",
            "geometry": self.geometry(width, height, track_rect, thumb_rect, css_width, css_height, direction),
        }
        label = node.get("name", {}).get("value")
        if label:
            result["accessibilityLabel"] = label
        # The DevTools accessibility agent reports Blink's own value text but leaves aria-valuetext
        # out of it (for every slider, ARIA ones included); assistive technologies are handed
        # aria-valuetext when the element has it, so it is read from the element then.
        text = value_text if value_text is not None else properties.get("valuetext")
        if text is not None:
            result["accessibilityValue"] = text
        return events, result

    def geometry(self, width, height, track, thumb, css_width, css_height, direction):
        key = (css_width, css_height, direction)
        if key not in self.browser.twin_cache:
            self.browser.twin_cache[key] = self.twin_thumbs(css_width or "0px", css_height or "0px", direction)
        at_minimum, at_maximum = self.browser.twin_cache[key]
        return {"bounds": {"x": 0, "y": 0, "width": width, "height": height}, "trackRect": track, "thumbRect": thumb,
                "thumbRectAtMinimum": at_minimum, "thumbRectAtMaximum": at_maximum,
                "minimumValueImageRect": ZERO, "maximumValueImageRect": ZERO}

    def twin_thumbs(self, css_width, css_height, direction):
        """The twin's thumb at 0 and at 1 of 0 … 1, laid out as the slider is."""
        browser = self.browser
        twin, _, thumb = browser.twin_parts
        found = []
        for value in (0, 1):
            browser.evaluate("sc.twinAt(%s, %s, %s, %d)" % (js(css_width), js(css_height), js(direction), value))
            box = browser.box(browser.send("DOM.getBoxModel", {"backendNodeId": twin}), None)
            found.append(browser.box(browser.send("DOM.getBoxModel", {"backendNodeId": thumb}), (box["x"], box["y"])))
        return found


def main():
    adapter = Adapter(sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/chromium/chromium")
    encode = json.JSONEncoder(separators=(",", ":")).encode
    pending = b""
    try:
        while True:
            chunk = os.read(0, 65536)
            if not chunk:
                return
            *lines, pending = (pending + chunk).split(b"\n")
            for line in lines:
                if not line.strip():
                    continue
                request = json.loads(line)
                kind = request.get("type")
                if kind == "hello":
                    reply = {"type": "hello", "protocol": 1, "revision": 3, "implementation": NAME, "profiles": ["documented"],
                             "supported": SUPPORTED, "unsupportedFields": UNREAD, "pipelining": True,
                             "toolkit": adapter.toolkit()}
                elif kind == "create":
                    adapter.create(request.get("interfaceBuilder"))
                    events, observation = adapter.observation()
                    reply = {"id": request["id"], "observation": observation}
                elif kind == "perform":
                    adapter.perform(request["operation"])
                    events, observation = adapter.observation()
                    reply = {"id": request["id"], "events": [{"event": "valueChanged", "value": write_float(v)} for v in events],
                             "observation": observation}
                else:
                    reply = {"id": request.get("id"), "error": "unsupported request %r" % kind}
                # Each answer as soon as it is ready: the suite checks it while the browser works on the next.
                data = (encode(reply) + "\n").encode()
                while data:
                    data = data[os.write(1, data):]
    finally:
        adapter.browser.chromium.close()


if __name__ == "__main__":
    main()
