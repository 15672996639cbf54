// Runs before the page paints: a classic script in <head>, and a file because the server's CSP
// allows scripts from 'self' only. /login arrives prerendered (src/prerender.tsx) and works only
// once the app has hydrated it, a moment later; until then:
// - a visitor who already answered the cookie panel must not see it flash: the attribute hides it
//   (index.css) until the app, which knows the choice, removes it from the page;
// - the prerendered form must not be submitted by the browser itself (Enter or a click before the
//   app is ready would send the e-mail and password in the address), and a button pressed before
//   the app is ready must not do nothing: both are held until main.tsx marks the page ready, which
//   then presses the button (or submits the form) through the app.
// A prerendered page names its entry and the modules to preload (its screen's among them) in a
// meta tag instead of tags in <head> (build/prerender-plugin.ts): they are added here once the
// first frame is painted, so the browser shows the page before it compiles and runs the app. A
// timer starts it too where frames do not come (a background tab).
(function () {
  var root = document.documentElement;
  try {
    var choice = localStorage.getItem('cookiesSettings');
    if (choice === 'true' || choice === 'false') root.setAttribute('data-cookie-choice', choice);
  } catch (_error) {
    // No storage (a locked-down browser): the panel shows, as the app will show it.
  }
  // The meta tag comes after this script in <head>: look for it once the document is parsed.
  document.addEventListener('DOMContentLoaded', function () {
    var entry = document.querySelector('meta[name="quiver-app-entry"]');
    if (!entry) return;
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      var preloads = (entry.getAttribute('data-preload') || '').split(' ');
      for (var index = 0; index < preloads.length; index += 1) {
        if (preloads[index] === '') continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preloads[index];
        document.head.appendChild(link);
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.getAttribute('content');
      document.head.appendChild(script);
    };
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 100);
  });
  // Until the app is ready, a press of a button (or Enter in a field, which presses the form's
  // submit button) is held, not lost: its default action is stopped, the button marked, and the
  // app presses it again once it is ready (main.tsx, MarkAppReady). Only the last press is kept.
  var hold = function (event, element, marker) {
    if (root.hasAttribute('data-app-ready') || !element) return;
    event.preventDefault();
    var earlier = document.querySelectorAll('[data-click-held], [data-submit-held]');
    for (var index = 0; index < earlier.length; index += 1) {
      earlier[index].removeAttribute('data-click-held');
      earlier[index].removeAttribute('data-submit-held');
    }
    element.setAttribute(marker, '');
  };
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      hold(event, button, 'data-click-held');
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      hold(
        event,
        event.target instanceof HTMLFormElement ? event.target : null,
        'data-submit-held',
      );
    },
    true,
  );
})();
