const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads a nested value by a dotted path ("signIn.errors.0.message"); undefined when absent. */
export function pick(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** Like pick, but the value must be a string (fails the test otherwise). */
export function pickString(value: unknown, path: string): string {
  const found = pick(value, path);
  if (typeof found !== 'string') throw new Error(`expected a string at ${path}, got ${JSON.stringify(found)}`);
  return found;
}
