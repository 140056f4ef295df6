import type { Emitted } from './project-subscribers.ts';

// An async iterator fed by pushes (the fan-outs' values, the registry's end), that stops listening at once
// when the consumer ends it (a generator would wait for its pending await first, keeping a closed stream
// subscribed). A failure is the last value: it is yielded, then the iterator ends (the subscription's
// resolver turns it into a GraphQL error: an error thrown by the iterator itself would tear the stream down
// without telling the client).

export function liveStream<T>(start: (push: (value: Emitted<T>) => void) => Promise<() => void>): AsyncIterableIterator<Emitted<T>> {
  const inbox: Emitted<T>[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  let failed = false;
  let stop: (() => void) | null = null;
  const started = start((value) => {
    if (done || failed) return;
    inbox.push(value);
    if ('failure' in value) failed = true;
    wake?.();
  }).then((s) => {
    stop = s;
    if (done) s();
  });
  const finish = (): IteratorResult<Emitted<T>> => {
    done = true;
    stop?.();
    wake?.();
    return { done: true, value: undefined };
  };
  const iterator: AsyncIterableIterator<Emitted<T>> = {
    async next() {
      await started;
      while (!done) {
        const value = inbox.shift();
        if (value !== undefined) return { done: false, value };
        if (failed) return finish();
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
