import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult, print } from 'graphql';

// graphql-js runs a subscription's selection once per stream and event. Streams of one viewer receive the same
// value object for an event (project-subscribers.ts), so the result of one operation on that value is made
// once and shared: at 500 streams of 50 people an event costs 50 executions, not 500. Results are kept only
// as long as their value object lives (a WeakMap).

const results = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();

/** The operation's identity: its text, its name and its variables. */
const operationKey = (args: ExecutionArgs) => `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${print(args.document)}`;

async function* mapped(source: AsyncIterable<unknown>, key: string, args: ExecutionArgs): AsyncGenerator<ExecutionResult> {
  for await (const payload of source) {
    if (typeof payload !== 'object' || payload === null) {
      yield await execute({ ...args, rootValue: payload });
      continue;
    }
    let byOperation = results.get(payload);
    if (!byOperation) results.set(payload, (byOperation = new Map()));
    let result = byOperation.get(key);
    if (!result) byOperation.set(key, (result = Promise.resolve(execute({ ...args, rootValue: payload }))));
    yield await result;
  }
}

/** graphql-sse's `subscribe`: graphql-js's, with each event's result shared by the streams that got the same value. */
export async function sharedSubscribe(args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in source)) return source;
  const iterator = mapped(source, operationKey(args), args);
  // Ending the stream (the client left) ends the source at once: it stops listening to the hub.
  const end = iterator.return.bind(iterator);
  iterator.return = async (value) => {
    await source[Symbol.asyncIterator]().return?.();
    return end(value);
  };
  return iterator;
}
