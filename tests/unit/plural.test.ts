import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from '../../common/plural.ts';

// The one way counts are written (issue 27: the portfolio read "1 projects").

describe('plural', () => {
  it('writes a count with its noun in the right number, with thousands separators', () => {
    expect([0, 1, 2, 1204].map((n) => plural(n, 'project'))).toEqual(['0 projects', '1 project', '2 projects', '1,204 projects']);
    expect(plural(1, 'more gap')).toBe('1 more gap');
    expect(plural(3, 'person', 'people')).toBe('3 people');
    expect([1, 2].map((n) => pluralNoun(n, 'is', 'are'))).toEqual(['is', 'are']);
  });
});
