/* global document, requestAnimationFrame */
// Starts the app after the first frame (vite.config.ts, `deferStyles`): the splash in index.html paints before the
// app's files are even requested. The HTML keeps the app's preloads (the entry, its modules and stylesheets, and the
// server's for the route) in an inert template; moving them into the head starts their downloads. Each request costs
// the main thread a little, so they are added one per task (a phone stays responsive: one task for all of them was the
// longest task of a cold load after the splash; two per task still made tasks of 50 to 90 ms at 4× CPU). The
// stylesheets come first, in their order (the entry applies them as soon as it runs), then the entry, which is
// imported at once, then the modules. A hidden tab, where frames wait, starts after 100 ms anyway.
const BATCH = 1;
let started = false;
let imported = false;
const nextTask = (fn) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = fn;
  channel.port2.postMessage(null);
};
const start = () => {
  if (started) return;
  started = true;
  const template = document.getElementById('app-start');
  const links = template ? Array.from(template.content.children) : [];
  const entry = links.find((l) => l.hasAttribute('data-app-entry'));
  const styles = links.filter((l) => l.getAttribute('as') === 'style');
  const queue = [...styles, ...(entry ? [entry] : []), ...links.filter((l) => l !== entry && !styles.includes(l))];
  const add = () => {
    document.head.append(...queue.splice(0, BATCH));
    if (entry && entry.isConnected && !imported) {
      imported = true;
      import(entry.href);
    }
    if (queue.length) nextTask(add);
  };
  add();
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
