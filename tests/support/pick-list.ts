import { pick } from './pick.ts';

/** Like pick, but the value must be a list (fails the test otherwise). */
export function pickList(value: unknown, path: string): unknown[] {
  const found = pick(value, path);
  if (!Array.isArray(found)) throw new Error(`expected a list at ${path}, got ${JSON.stringify(found)}`);
  return found;
}
