import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { E2E_PUSH_SERVICE_PORT } from './e2e/push-port';

const PORT = 3100;

const CI = Boolean(process.env.CI);

// The e2e suite drives the production server (`npm start` on a fresh data folder) in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import ./scripts/node-hooks.mjs scripts/start.ts',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data-e2e',
      SEED_LOTS: '600',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      // The live-auction test plays a demo lane with its two members alone, with a 10 s first countdown (20 s by
      // default) so an unbid lot passes in half the time.
      DEMO_BIDDERS: '0',
      LIVE_FIRST_COUNTDOWN_MS: '10000',
      // Every test registers from the same address: more than the 10 sign-ups an hour a real address gets.
      SIGN_UP_LIMIT: '200',
      // Rate-limit counters in a shared Redis would outlive the run (the flood test spends the contact limit), so
      // the e2e server keeps them in memory.
      REDIS_URL: '',
      // Web push may also go to e2e/push.spec.ts's local push service (its self-signed certificate trusted for push).
      PUSH_SERVICE_HOSTS: `127.0.0.1:${E2E_PUSH_SERVICE_PORT}`,
      PUSH_SERVICE_CA: 'test/fixtures/push-service.crt',
    },
  },
});
