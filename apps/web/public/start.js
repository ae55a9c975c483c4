/* global document, requestAnimationFrame */
// Starts the app after the first frame (vite.config.ts, `deferStyles`): the splash in index.html paints before the
// app's JavaScript is evaluated, so a phone shows the app's face at once instead of a blank page. The entry is
// already downloading (its modulepreload link); a hidden tab, where frames wait, starts after 100 ms anyway.
const entry = document.querySelector('link[data-app-entry]');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry.href);
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
