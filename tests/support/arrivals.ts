// What a stream (server-sent events, mail, …) has delivered so far, and waits on it that end with the event
// they stand for: `until` resolves as soon as its test passes on what has arrived (checked on every arrival),
// or when the source has ended, or at a generous ceiling, the only timer, which a passing test never reaches.

/** The ceiling of a wait: far beyond what an event takes on a busy machine; reaching it means it never came. */
export const ARRIVAL_CEILING_MS = 15_000;

export type Arrivals<T> = {
  readonly values: T[];
  push(value: T): void;
  /** The source ended: pending and later waits resolve at once with what they have. */
  end(): void;
  ended(): boolean;
  /** Resolves true once `test` passes on the values, false if the source ended or the ceiling passed first. */
  until(test: (values: readonly T[]) => boolean, ceilingMs?: number): Promise<boolean>;
};

export function arrivals<T>(): Arrivals<T> {
  const values: T[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const changed = () => {
    for (const check of [...waiters]) check();
  };
  return {
    values,
    push(value) {
      values.push(value);
      changed();
    },
    end() {
      ended = true;
      changed();
    },
    ended: () => ended,
    until(test, ceilingMs = ARRIVAL_CEILING_MS) {
      return new Promise((resolve) => {
        const finish = (passed: boolean) => {
          clearTimeout(ceiling);
          waiters.delete(check);
          resolve(passed);
        };
        const check = () => {
          if (test(values)) finish(true);
          else if (ended) finish(false);
        };
        const ceiling = setTimeout(() => finish(false), ceilingMs);
        waiters.add(check);
        check();
      });
    },
  };
}
