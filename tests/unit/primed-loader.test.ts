import { describe, expect, it } from 'vitest';
import { PrimedLoader, whenKnown } from '../../server/graphql/batching.ts';

// A loader primed by a list's statement answers its fields at once (no promise, so graphql-js does not
// wait on them); anything else is loaded in one batch, as by any DataLoader.

describe('PrimedLoader', () => {
  it('answers a primed key at once, loads the others in one batch, and forgets a cleared key', async () => {
    const batches: string[][] = [];
    const loader = new PrimedLoader<string, string>(async (keys) => {
      batches.push([...keys]);
      return keys.map((k) => `loaded ${k}`);
    });
    loader.prime('a', 'primed a');
    expect(loader.get('a')).toBe('primed a');
    const b = loader.get('b');
    const c = loader.get('c');
    expect(b).toBeInstanceOf(Promise);
    expect(await Promise.all([b, c])).toEqual(['loaded b', 'loaded c']);
    expect(batches).toEqual([['b', 'c']]);

    loader.prime('a', 'primed again');
    expect(loader.get('a')).toBe('primed a');
    loader.clear('a');
    expect(await loader.get('a')).toBe('loaded a');
    loader.prime('x', 'x1').clearAll();
    expect(loader.get('x')).toBeInstanceOf(Promise);
  });

  it('does not take an error or a promise as a known value', async () => {
    const loader = new PrimedLoader<string, string>(async (keys) => keys.map((k) => `loaded ${k}`));
    loader.prime('e', new Error('gone'));
    await expect(loader.get('e')).rejects.toThrow('gone');
  });

  it('whenKnown maps a value now and a promise later', async () => {
    expect(whenKnown(2, (n) => n * 10)).toBe(20);
    await expect(whenKnown(Promise.resolve(3), (n) => n * 10)).resolves.toBe(30);
  });
});
