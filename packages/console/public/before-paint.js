// Runs before the page paints: a classic script in <head>, and a file because the server's CSP
// allows scripts from 'self' only. /login arrives prerendered (src/prerender.tsx) and works only
// once the app has hydrated it, a moment later; until then:
// - a visitor who already answered the cookie panel must not see it flash: the attribute hides it
//   (index.css) until the app, which knows the choice, removes it from the page;
// - the prerendered form must not be submitted by the browser itself (Enter or a click before the
//   app is ready would send the e-mail and password in the address): submits are held back until
//   main.tsx marks the page ready.
(function () {
  var root = document.documentElement;
  try {
    var choice = localStorage.getItem('cookiesSettings');
    if (choice === 'true' || choice === 'false') root.setAttribute('data-cookie-choice', choice);
  } catch (_error) {
    // No storage (a locked-down browser): the panel shows, as the app will show it.
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (!root.hasAttribute('data-app-ready')) event.preventDefault();
    },
    true,
  );
})();
