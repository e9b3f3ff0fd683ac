/* global document */
/* Old IE cannot run the app; show the plain-HTML notice. ES3 only, and a file rather than an
   inline script so the server's Content-Security-Policy (script-src 'self') allows it. */
(function () {
  if (document.documentMode) {
    var notice = document.getElementById('old-browser-notice');
    if (notice) notice.style.display = 'block';
  }
})();
