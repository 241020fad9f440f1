// Runs before the app: mirrors app/theme-provider.tsx (storage key 'ui-theme', default 'system').
(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem('ui-theme');
    dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (e) {
    // Storage can be blocked (private mode); fall back to the light theme.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
