// Clicks and keys on a server-rendered page before the app has taken it over (see
// src/app/input-before-hydration.ts): a button drawn by the server does nothing, and a keyboard
// shortcut (/, j, k, End on a row) reaches no handler, until React hydrates the page. They are kept
// here, in order, and the app replays them once hydrated. Clicks only on `type="button"` buttons (a
// link or a submit button works without the app); keys only outside text fields (what is typed into
// a field shows there by itself and is handed over apart) and without Ctrl, Alt or Meta (the
// browser's own shortcuts need no app). An external file, as the CSP allows no inline script.
(function () {
  var kept = [];
  window.zonescopeEarlyInput = kept;
  addEventListener(
    'click',
    function (event) {
      if (kept.closed) return;
      var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (button !== null && button.closest('#root') !== null) kept.push({ kind: 'click', target: button });
    },
    true,
  );
  addEventListener(
    'keydown',
    function (event) {
      if (kept.closed || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      var target = event.target;
      if (!(target instanceof Element) || target.closest('input, textarea, select, [contenteditable]') !== null) return;
      kept.push({ kind: 'key', target: target, key: event.key, code: event.code, shiftKey: event.shiftKey });
    },
    true,
  );
})();
