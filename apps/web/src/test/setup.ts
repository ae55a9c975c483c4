import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterAll, afterEach } from 'vitest';
import { antdRootsSettled, setupAntdRender } from '../app/setup-antd';
import { installAntdTestCss, installScrollStub } from './dom-stubs';

// findBy… and waitFor wait up to 5 s instead of 1 s: on the 2-core CI machine, with every vitest project running at
// once, an antd-mobile dialog's close animation overran 1 s (checkpoint-list-page). The assertions are unchanged.
configure({ asyncUtilTimeout: 5000 });

// antd-mobile's popups and dialogs animate with react-spring: in tests they open and close at once (a dialog's
// close animation overran 15 s on a loaded machine, checkpoint-list-page); what is asserted is unchanged
Globals.assign({ skipAnimation: true });

// a toast stays until the next one or the test's end instead of 2 s: a test that finds a toast after waiting for a call
// missed it when a loaded machine stalled the file that long (CI, headcount-panel.test.tsx: 已通过); afterEach clears it
Toast.config({ duration: 0 });

// the toasts and dialogs the app loads on first use (lib/ui/feedback.ts), loaded now: a first toast near a test's end
// found its module still loading when the file's environment was torn down (CI: ride-together-page.test.tsx)
await import('../lib/ui/feedback-widgets');

if (typeof window !== 'undefined') {
  setupAntdRender();
  installScrollStub();
  installAntdTestCss();
}

afterEach(async () => {
  cleanup();
  if (typeof window === 'undefined') return;
  // antd-mobile's imperative toasts and dialogs live outside the rendered tree: a toast's 2-second timer would render
  // after the file's jsdom is gone (an unhandled 'window is not defined', CI: black-list-page.test.tsx), and one still
  // closing would be found by the next test (a second role=alert on a loaded machine: password-pages.test.tsx)
  Toast.clear();
  Dialog.clear();
  await antdRootsSettled();
  localStorage.clear();
  sessionStorage.clear();
});

// A cleared toast unmounts its root after its close animation and a timer, and React's scheduler may still hold work (a
// setImmediate) after the last unmount of a file: let both run while jsdom is alive, or they throw `window is not
// defined` into the run after teardown (CI: audit-funly.test.tsx, post-show-page.test.tsx)
afterAll(async () => {
  if (typeof window !== 'undefined') {
    // a toast shown by a promise that settled after the last afterEach
    Toast.clear();
    Dialog.clear();
    await antdRootsSettled();
  }
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
});
