import { demoBiddersEnabled, demoModeEnabled, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  test('defaults for an empty environment', () => {
    const e = parseEnv({});
    expect(e.PORT).toBe(3000);
    expect(e.DATA_DIR).toBe('.data');
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.SEED_LOTS).toBe(5000);
  });

  test('a bad value names the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => parseEnv({ SEED_LOTS: '2000000' })).toThrow(/SEED_LOTS/);
  });

  test('empty strings count as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  test('demo mode defaults on for PGlite and off for PostgreSQL', () => {
    expect(demoModeEnabled(parseEnv({}))).toBe(true);
    expect(demoModeEnabled(parseEnv({ DATABASE_URL: 'postgres://localhost/x' }))).toBe(false);
    expect(demoModeEnabled(parseEnv({ DATABASE_URL: 'postgres://localhost/x', DEMO_MODE: '1' }))).toBe(true);
  });

  test('demo bidders follow demo mode unless DEMO_BIDDERS turns them off', () => {
    expect(demoBiddersEnabled(parseEnv({}))).toBe(true);
    expect(demoBiddersEnabled(parseEnv({ DEMO_BIDDERS: '0' }))).toBe(false);
    expect(demoBiddersEnabled(parseEnv({ DATABASE_URL: 'postgres://localhost/x', DEMO_BIDDERS: '1' }))).toBe(
      false,
    );
  });

  test('refunds wait for finance only when REFUNDS_NEED_APPROVAL turns it on', () => {
    expect(parseEnv({}).REFUNDS_NEED_APPROVAL).toBe(false);
    expect(parseEnv({ REFUNDS_NEED_APPROVAL: '1' }).REFUNDS_NEED_APPROVAL).toBe(true);
    expect(parseEnv({ REFUNDS_NEED_APPROVAL: 'no' }).REFUNDS_NEED_APPROVAL).toBe(false);
    expect(() => parseEnv({ REFUNDS_NEED_APPROVAL: 'sometimes' })).toThrow(/REFUNDS_NEED_APPROVAL/);
  });

  test('live countdown lengths: whole milliseconds of at least a second', () => {
    expect(parseEnv({ LIVE_BID_COUNTDOWN_MS: '8000' }).LIVE_BID_COUNTDOWN_MS).toBe(8000);
    expect(parseEnv({}).LIVE_FIRST_COUNTDOWN_MS).toBeUndefined();
    expect(() => parseEnv({ LIVE_FIRST_COUNTDOWN_MS: '10' })).toThrow(/LIVE_FIRST_COUNTDOWN_MS/);
    expect(() => parseEnv({ LIVE_BID_COUNTDOWN_MS: 'soon' })).toThrow(/LIVE_BID_COUNTDOWN_MS/);
  });

  test('the page cache size: whole megabytes, at least one', () => {
    expect(parseEnv({ PAGE_CACHE_MB: '64' }).PAGE_CACHE_MB).toBe(64);
    expect(parseEnv({}).PAGE_CACHE_MB).toBeUndefined();
    expect(() => parseEnv({ PAGE_CACHE_MB: '0' })).toThrow(/PAGE_CACHE_MB/);
    expect(() => parseEnv({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/);
  });
});
