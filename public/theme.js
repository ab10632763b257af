// Runs before first paint (see index.html): dark class from the saved choice, else the system's.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('zonescope.theme');
  } catch (error) {
    choice = null;
  }
  var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
