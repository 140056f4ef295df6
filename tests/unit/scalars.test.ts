import { Kind, type ValueNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTime } from '../../server/graphql/scalars.ts';

// What the schema's DateTime and Date accept and refuse, as variables (parseValue), as literals in a
// document (parseLiteral), and on the way out (serialize). A change of scalar implementation (graphql-scalars,
// say) must keep this table.

const outcome = (run: () => unknown): unknown => {
  try {
    const value = run();
    return value instanceof Date ? value.toISOString() : value;
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
};
const literal = (value: unknown): ValueNode =>
  typeof value === 'string' ? { kind: Kind.STRING, value } : { kind: Kind.INT, value: String(value) };

describe('DateTime', () => {
  const REFUSED = { refused: 'DateTime must be an ISO-8601 string' };

  it('reads any string Date parses, as an instant; refuses other strings and non-strings', () => {
    const cases: [unknown, unknown][] = [
      ['2030-01-01T10:00:00.000Z', '2030-01-01T10:00:00.000Z'],
      ['2030-01-01T10:00:00Z', '2030-01-01T10:00:00.000Z'],
      ['2030-01-01T11:30:00+01:30', '2030-01-01T10:00:00.000Z'],
      ['2030-01-01T10:00:00.123456Z', '2030-01-01T10:00:00.123Z'],
      // Not RFC 3339, read all the same (today's contract for API clients).
      ['2030-01-01', '2030-01-01T00:00:00.000Z'],
      ['Tue, 01 Jan 2030 10:00:00 GMT', '2030-01-01T10:00:00.000Z'],
      ['tomorrow', REFUSED],
      ['', REFUSED],
      ['2030-13-01T00:00:00Z', REFUSED],
      [1893492000000, REFUSED],
      [null, REFUSED],
      [true, REFUSED],
    ];
    expect(cases.map(([input]) => [input, outcome(() => DateTime.parseValue(input))])).toEqual(cases);
    expect(cases.map(([input]) => [input, outcome(() => DateTime.parseLiteral(literal(input), {}))])).toEqual(
      cases.map(([input, out]) => [input, typeof input === 'string' ? out : REFUSED]),
    );
  });

  it('writes an instant as its ISO-8601 string in UTC, milliseconds included', () => {
    expect(outcome(() => DateTime.serialize(new Date('2030-01-01T11:30:00+01:30')))).toBe('2030-01-01T10:00:00.000Z');
    expect(outcome(() => DateTime.serialize('2030-01-01T10:00:00Z'))).toBe('2030-01-01T10:00:00.000Z');
    expect(outcome(() => DateTime.serialize(1893492000000))).toEqual({ refused: 'DateTime must be a Date' });
  });
});

describe('Date', () => {
  const REFUSED = { refused: 'Date must be a calendar date YYYY-MM-DD' };

  it('takes a calendar date YYYY-MM-DD that exists, as that string, both ways', () => {
    const cases: [unknown, unknown][] = [
      ['2024-02-29', '2024-02-29'],
      ['1900-01-01', '1900-01-01'],
      ['2099-12-31', '2099-12-31'],
      ['0001-01-01', '0001-01-01'],
      ['2023-02-29', REFUSED],
      ['2024-04-31', REFUSED],
      ['2024-13-01', REFUSED],
      ['2024-00-10', REFUSED],
      ['2024-1-01', REFUSED],
      [' 2024-01-01', REFUSED],
      ['2024-01-01T00:00:00Z', REFUSED],
      ['20240101', REFUSED],
      [20240101, REFUSED],
      [null, REFUSED],
    ];
    for (const run of [(v: unknown) => DateScalar.parseValue(v), (v: unknown) => DateScalar.serialize(v)]) {
      expect(cases.map(([input]) => [input, outcome(() => run(input))])).toEqual(cases);
    }
    expect(cases.map(([input]) => [input, outcome(() => DateScalar.parseLiteral(literal(input), {}))])).toEqual(
      cases.map(([input, out]) => [input, typeof input === 'string' ? out : REFUSED]),
    );
  });
});
