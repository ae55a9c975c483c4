/**
 * Says something to screen readers at once (WCAG 4.1.3): one visually hidden assertive live region, put in the page
 * at boot so that it is there before anything is said into it (a region added together with its text is often not
 * read). The big outcome screens (核销成功, 已核销, a refusal) say their headline and reason through it.
 */
const ID = 'app-announcer';

/** Puts the live region in the page (boot; again is harmless). */
export function installAnnouncer(doc: Document = document): HTMLElement {
  const found = doc.getElementById(ID);
  if (found) return found;
  const region = doc.createElement('div');
  region.id = ID;
  region.className = 'sr-only';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  doc.body.append(region);
  return region;
}

/** Reads `message` out now; the same message twice in a row is read twice. */
export function announce(message: string, doc: Document = document): void {
  const region = installAnnouncer(doc);
  region.textContent = '';
  // a change after an empty frame: screen readers read a text that replaces an equal one too
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}
