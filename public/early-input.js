// Clicks, keys and form submits on a server-rendered page before the app has taken it over (see
// src/app/input-before-hydration.ts): a button drawn by the server does nothing, a keyboard shortcut
// (/, j, k, End on a row) reaches no handler, and a form cannot submit (the CSP's form-action
// 'none' stops the browser's own submit) until the app is there. They are kept here, in order, until
// the app has hydrated and its own listeners are in place, and the app then replays them. Clicks on
// what only the app acts on (a `type="button"` button, a tree item, a row); not on what the browser
// acts on by itself — a link, a field, a label, a submit button (which submits its form, kept as
// such). Keys only outside text fields (what is typed into a field shows there by itself and is
// handed over apart) and without Ctrl, Alt or Meta (the browser's own shortcuts need no app). What
// is kept goes no further: React, hydrating meanwhile, must not act on it as well as the replay. An
// external file, as the CSP allows no inline script.
(function () {
  var kept = [];
  window.zonescopeEarlyInput = kept;
  function keep(event, entry) {
    kept.push(entry);
    event.stopImmediatePropagation();
  }
  function inApp(element) {
    return element.closest('#root') !== null;
  }
  var BROWSERS_OWN = 'a[href], input, select, textarea, label, summary, button:not([type="button"])';
  addEventListener(
    'click',
    function (event) {
      if (kept.closed) return;
      var target = event.target;
      if (target instanceof Element && inApp(target) && target.closest(BROWSERS_OWN) === null)
        keep(event, { kind: 'click', target: target });
    },
    true,
  );
  addEventListener(
    'keydown',
    function (event) {
      if (kept.closed || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      var target = event.target;
      if (!(target instanceof Element) || target.closest('input, textarea, select, [contenteditable]') !== null) return;
      keep(event, { kind: 'key', target: target, key: event.key, code: event.code, shiftKey: event.shiftKey });
    },
    true,
  );
  // A field's own events (text typed, a box ticked, an option chosen) while React hydrates: React
  // would hydrate the whole page at once to hand the event over, run the app's effects inside it,
  // whose hand-over of the fields changed before hydration (replayFieldsBeforeHydration) hands this
  // change over too, and then hand the event over again with the field put back to React's value —
  // undoing the change. The field shows the change by itself; it goes no further, and the hand-over
  // takes it with the rest once the app is there (it says so with `fieldsTaken`).
  function holdFieldEvent(event) {
    if (kept.closed || kept.fieldsTaken) return;
    var target = event.target;
    if (target instanceof Element && inApp(target) && target.matches('input, select, textarea'))
      event.stopImmediatePropagation();
  }
  addEventListener('input', holdFieldEvent, true);
  addEventListener('change', holdFieldEvent, true);
  addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (kept.closed || !(form instanceof HTMLFormElement) || !inApp(form)) return;
      event.preventDefault();
      keep(event, { kind: 'submit', target: form, submitter: event.submitter || null });
    },
    true,
  );
})();
