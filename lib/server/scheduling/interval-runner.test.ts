import { jest } from '@jest/globals';
import { startIntervalRunner, type IntervalRunner, type IntervalRunnerOptions } from './interval-runner';

// The runner's info lines too (jest runs with LOG_LEVEL=warn; env() reads it on the first log line of this file).
process.env.LOG_LEVEL = 'info';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A pass the test ends by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('startIntervalRunner', () => {
  let runner: IntervalRunner<number[]> | null = null;
  let errors: jest.SpiedFunction<typeof console.error>;
  let infos: jest.SpiedFunction<typeof console.log>;

  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    infos = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await runner?.stop();
    runner = null;
    errors.mockRestore();
    infos.mockRestore();
  });

  const start = (
    over: Partial<IntervalRunnerOptions<number[]>> & Pick<IntervalRunnerOptions<number[]>, 'run'>,
  ) =>
    (runner = startIntervalRunner<number[]>({
      scope: 'test-runner',
      intervalMs: 60_000,
      idle: () => [],
      failureMessage: 'test pass failed',
      ...over,
    }));

  test('runs a pass on every interval, counted from the start', async () => {
    let passes = 0;
    start({ intervalMs: 10, run: async () => [++passes] });
    await until(() => passes >= 3, 'three passes');
    expect(passes).toBeGreaterThanOrEqual(3);
  });

  test('runNow runs a pass at once and answers with its result', async () => {
    let passes = 0;
    const r = start({ run: async () => [++passes] });
    expect(passes).toBe(0);
    expect(await r.runNow()).toEqual([1]);
    expect(await r.runNow()).toEqual([2]);
  });

  test('a first delay brings an extra first pass before the interval', async () => {
    let passes = 0;
    start({ firstDelayMs: 10, run: async () => [++passes] });
    await until(() => passes === 1, 'the first pass');
    await sleep(50);
    expect(passes).toBe(1);
  });

  test('never two passes at once: ticks and runNow while one runs are skipped', async () => {
    const slow = gate();
    let started = 0;
    const r = start({
      intervalMs: 5,
      run: async () => {
        started += 1;
        await slow.opened;
        return [started];
      },
    });
    await until(() => started === 1, 'the first pass');
    await sleep(50); // about ten ticks come while the pass waits
    expect(started).toBe(1);
    expect(await r.runNow()).toEqual([]);
    expect(started).toBe(1);
    slow.open();
    await until(() => started >= 2, 'a pass after the slow one');
  });

  test('stop waits for the pass in flight, and nothing runs after it', async () => {
    const slow = gate();
    let started = 0;
    let finished = 0;
    const r = start({
      run: async () => {
        started += 1;
        await slow.opened;
        finished += 1;
        return [finished];
      },
    });
    const first = r.runNow();
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(1);
    expect(await first).toEqual([1]);
    expect(await r.runNow()).toEqual([]);
    await sleep(30);
    expect(started).toBe(1);
  });

  test('a failed pass, even one that throws before its first await, is logged and the next one runs', async () => {
    let calls = 0;
    const r = start({
      run: () => {
        calls += 1;
        if (calls === 1) throw new Error('synchronous failure');
        if (calls === 2) return Promise.reject(new Error('asynchronous failure'));
        return Promise.resolve([calls]);
      },
    });
    expect(await r.runNow()).toEqual([]);
    expect(await r.runNow()).toEqual([]);
    expect(await r.runNow()).toEqual([3]);
    const logged = errors.mock.calls.map((call) => [String(call[0]), (call[1] as Error).message]);
    expect(logged).toEqual([
      [expect.stringContaining('[test-runner] test pass failed'), 'synchronous failure'],
      [expect.stringContaining('[test-runner] test pass failed'), 'asynchronous failure'],
    ]);
  });

  test("a pass's line is logged when describe gives one", async () => {
    const r = start({
      run: async () => [1, 2],
      describe: (done) => (done.length > 1 ? `did ${done.length}` : null),
    });
    await r.runNow();
    expect(infos.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('[test-runner] did 2'),
    ]);
  });

  test('an idle answer is a fresh value each time', async () => {
    const slow = gate();
    const r = start({ run: () => slow.opened.then(() => [1]) });
    void r.runNow();
    const a = await r.runNow();
    const b = await r.runNow();
    expect(a).toEqual([]);
    expect(a).not.toBe(b);
    slow.open();
  });
});
