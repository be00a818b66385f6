import { batchedWhileBusy } from './batched-while-busy';

/** A run the test ends by hand, recording the inputs of each run. */
function controlledRuns() {
  const runs: { inputs: number[]; finish: (error?: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      runs.push({
        inputs,
        finish: (error) => (error ? reject(error) : resolve(inputs.map((n) => `answer ${n}`))),
      });
    });
  return { runs, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedWhileBusy: calls made during a run share the next one', () => {
  test('a call made while idle starts a run at once', async () => {
    const { runs, run } = controlledRuns();
    const call = batchedWhileBusy(run);
    const answer = call(1);
    expect(runs.map((r) => r.inputs)).toEqual([[1]]);
    runs[0]!.finish();
    await expect(answer).resolves.toBe('answer 1');
  });

  test('calls made during a run wait for the next, which starts after it and answers each its own', async () => {
    const { runs, run } = controlledRuns();
    const call = batchedWhileBusy(run);
    const first = call(1);
    const second = call(2);
    const third = call(3);
    expect(runs).toHaveLength(1); // 2 and 3 are not in the run that began before them
    runs[0]!.finish();
    await expect(first).resolves.toBe('answer 1');
    await settle();
    expect(runs.map((r) => r.inputs)).toEqual([[1], [2, 3]]);
    const late = call(4);
    runs[1]!.finish();
    await expect(Promise.all([second, third])).resolves.toEqual(['answer 2', 'answer 3']);
    await settle();
    expect(runs.map((r) => r.inputs)).toEqual([[1], [2, 3], [4]]);
    runs[2]!.finish();
    await expect(late).resolves.toBe('answer 4');
    // Idle again: the next call runs at once.
    const again = call(5);
    expect(runs).toHaveLength(4);
    runs[3]!.finish();
    await expect(again).resolves.toBe('answer 5');
  });

  test('a run that fails fails its calls only; the calls waiting behind it still run', async () => {
    const { runs, run } = controlledRuns();
    const call = batchedWhileBusy(run);
    const failing = call(1);
    const waiting = call(2);
    runs[0]!.finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    runs[1]!.finish();
    await expect(waiting).resolves.toBe('answer 2');
  });

  test('a run that answers too few is an error for its calls, not a wrong answer', async () => {
    const call = batchedWhileBusy(async (inputs: number[]) => inputs.slice(1));
    await expect(call(1)).rejects.toThrow('0 answers for 1 calls');
  });
});
