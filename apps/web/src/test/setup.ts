import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setupAntdRender } from '../app/setup-antd';
import { installAntdTestCss, installScrollStub } from './dom-stubs';

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
