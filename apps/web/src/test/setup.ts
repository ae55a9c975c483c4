import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setupAntdRender } from '../app/setup-antd';
import { installAntdTestCss, installScrollStub } from './dom-stubs';

// findBy… and waitFor wait up to 5 s instead of 1 s: on the 2-core CI machine, with every vitest project running at
// once, an antd-mobile dialog's close animation overran 1 s (checkpoint-list-page). The assertions are unchanged.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  setupAntdRender();
  installScrollStub();
  installAntdTestCss();
}

afterEach(() => {
  cleanup();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
