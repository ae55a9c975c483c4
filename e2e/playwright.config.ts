import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_BASE_URL, E2E_WORKERS } from './server.js';

/** Browser journeys in Debian's Chromium (CHROMIUM_PATH to override), 375×812, against a server on a fresh data dir. */
export default defineConfig({
  testDir: './tests',
  // the multi-role journeys log in and out several times: on two shared cores one can take a minute
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // one server per worker (server.ts; E2E_WORKERS, default 1): the journeys of two workers never share data
  workers: E2E_WORKERS,
  // one retry, reported as flaky in the output: a journey's timing-bound step on a loaded two-core machine (a token
  // refresh racing a 15-s access token) must not fail the run, and a journey that fails twice still does
  retries: 1,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    ...devices['iPhone X'],
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    // a trace of the retry only: recording one for every journey (retain-on-failure) made the whole run about 30 %
    // slower (7 journeys: 153 s of tests traced, 118 s not); a journey that fails twice keeps the second's trace
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
