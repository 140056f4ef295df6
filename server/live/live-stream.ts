// An async iterator fed by pushes (the hub's events), that turns each into zero or more values with an async
// step (the per-event permission check), one at a time, and stops listening at once when the consumer ends
// it (a generator would wait for its pending await first, keeping a closed stream subscribed). A failing
// step yields `failed(error)` as the last value and then ends (the subscription's resolver turns it into a
// GraphQL error: an error thrown by the iterator itself would tear the stream down without telling the client).

export function liveStream<In, Out>(
  start: (push: (value: In) => void) => Promise<() => void>,
  step: (value: In) => Promise<Out[]>,
  failed: (error: unknown) => Out,
): AsyncIterableIterator<Out> {
  const inbox: In[] = [];
  const ready: Out[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  let ending = false;
  let stop: (() => void) | null = null;
  const started = start((value) => {
    inbox.push(value);
    wake?.();
  }).then((s) => {
    stop = s;
    if (done) s();
  });
  const finish = (): IteratorResult<Out> => {
    done = true;
    stop?.();
    wake?.();
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<Out> = {
    async next() {
      await started;
      while (!done) {
        const out = ready.shift();
        if (out !== undefined) return { done: false, value: out };
        if (ending) return finish();
        const value = inbox.shift();
        if (value !== undefined) {
          try {
            ready.push(...(await step(value)));
          } catch (error) {
            ready.push(failed(error));
            ending = true;
          }
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      return { done: true, value: undefined };
    },
    async return() {
      return finish();
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
