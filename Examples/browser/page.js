// The page the adapter drives: one <input type="range" step="any"> on a page that does not
// scroll, and a hidden twin in the same place (it takes no pointer input) that measures where
// the thumb sits at the ends of the track.
// Evaluated once in a blank page; everything is reached through `window.sc`.
(() => {
  const X = __ORIGIN_X__, Y = __ORIGIN_Y__;
  // A page that neither scrolls nor zooms: a second finger would otherwise pinch-zoom it, and
  // every later touch would land elsewhere on the slider.
  document.documentElement.style.cssText = "overflow:hidden;touch-action:pan-x pan-y";
  document.body.style.cssText = "margin:0;overflow:hidden";
  // A touch listener that does nothing: touch moves are then dispatched as they come (blocking),
  // instead of being queued to the next animation frame, so each observation sees its move.
  for (const kind of ["touchstart", "touchmove"]) document.addEventListener(kind, () => {}, { passive: false });
  const stage = document.createElement("div");
  const twin = document.createElement("input");
  twin.type = "range"; twin.step = "any"; twin.min = "0"; twin.max = "1";
  twin.setAttribute("aria-hidden", "true");
  twin.tabIndex = -1;
  document.body.append(stage, twin);
  const place = (el, left, top) => { el.style.cssText = `position:absolute;left:${left}px;top:${top}px;margin:0;width:0px;height:0px`; };
  const px = (n) => (Number.isFinite(n) ? `${n}px` : "0px");
  window.sc = {
    el: null, twin, log: [], listening: "input",
    // A slider made in code (attributes null) or parsed from markup with min, max and value.
    create(attributes) {
      // A clean page: unscrolled, nothing focused.
      window.scrollTo(0, 0);
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      let el;
      if (attributes === null) {
        el = document.createElement("input");
        el.type = "range"; el.step = "any";
        stage.replaceChildren(el);
      } else {
        stage.innerHTML = `<input type="range" step="any" min="${attributes[0]}" max="${attributes[1]}" value="${attributes[2]}">`;
        el = stage.firstChild;
      }
      place(el, X, Y);
      sc.el = el; sc.log = []; sc.listening = "input";
      // The page listens to `input` (every change the user makes) while continuous, to `change`
      // (the value the user committed) otherwise.
      for (const kind of ["input", "change"]) el.addEventListener(kind, () => { if (kind === sc.listening) sc.log.push(el.valueAsNumber); });
      // Blink builds the user-agent shadow tree (the track and the thumb) lazily: lay it out now,
      // so the DevTools agent finds its parts.
      void el.offsetWidth;
      return el;
    },
    bounds(width, height) { sc.el.style.width = px(width); sc.el.style.height = px(height); },
    // The twin laid out as the slider is, at 0 of 0 … 1 or at 1: its thumb then sits at an end.
    twinAt(width, height, direction, value) {
      twin.style.cssText = `position:absolute;left:${X}px;top:${Y}px;margin:0;width:${width};height:${height};visibility:hidden;pointer-events:none`;
      twin.dir = direction; twin.value = String(value);
      return 0;
    },
    observe() {
      const el = sc.el, r = el.getBoundingClientRect();
      const events = sc.log; sc.log = [];
      return [el.valueAsNumber, el.disabled, getComputedStyle(el).direction, sc.listening, events,
              r.x, r.y, r.width, r.height, el.matches(":active"), el.style.width, el.style.height, el.getAttribute("aria-valuetext")];
    },
    intrinsicHeight() {
      twin.style.cssText = `position:absolute;left:${X}px;top:${Y}px;margin:0;visibility:hidden;pointer-events:none`;
      return twin.getBoundingClientRect().height;
    },
  };
})();
