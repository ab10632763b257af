// Clicks on a server-rendered page before the app has taken it over (see src/app/input-before-hydration.ts):
// a button drawn by the server does nothing until React hydrates it, so its clicks are kept here, in
// order, and the app replays them once hydrated. Only `type="button"` buttons: a link or a submit
// button works without the app. An external file, as the CSP allows no inline script.
(function () {
  var clicks = [];
  window.zonescopeEarlyClicks = clicks;
  addEventListener(
    'click',
    function (event) {
      if (clicks.closed) return;
      var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (button !== null && button.closest('#root') !== null) clicks.push(button);
    },
    true,
  );
})();
