/**
 * Runs `run` over many callers' inputs at once: a call made while no run is going starts one at once; calls made while
 * one is going wait together for the next, which starts when it ends. So every call is answered by a run that began
 * after the call was made (it sees every write committed before), and calls that come while a run is going share the
 * next one (page freshness checks: 1.25 a run with four search pages asked at once, BENCHMARKS.md).
 * `run` answers with one output per input, in their order; when it throws, every call of that run gets the error.
 *
 * Not DataLoader: it joins the calls of one tick and starts a new batch each tick, whether or not the last one has
 * ended, so it would not join the calls that come in later ticks while a query runs.
 */
export function batchedWhileBusy<I, O>(run: (inputs: I[]) => Promise<O[]>): (input: I) => Promise<O> {
  type Call = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let waiting: Call[] = [];
  let busy = false;

  async function drain(): Promise<void> {
    busy = true;
    while (waiting.length > 0) {
      const calls = waiting;
      waiting = [];
      try {
        const outputs = await run(calls.map((call) => call.input));
        if (outputs.length !== calls.length)
          throw new Error(`batchedWhileBusy: ${outputs.length} answers for ${calls.length} calls`);
        calls.forEach((call, i) => call.resolve(outputs[i]!));
      } catch (error) {
        for (const call of calls) call.reject(error);
      }
    }
    busy = false;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!busy) void drain();
    });
}
