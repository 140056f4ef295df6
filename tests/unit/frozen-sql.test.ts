import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { projects } from '../../server/db/schema/index.ts';
import { frozen, textArrayLiteral } from '../../server/db/frozen-sql.ts';

// A fragment rendered once must render as drizzle would have rendered it every time, and one with values
// must be refused (its values would be lost).

const render = (fragment: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(fragment);

describe('frozen SQL', () => {
  it('renders as the fragment it froze, qualified column names included', () => {
    const fragment = sql`lower(${projects.name}) asc, ${projects.id} asc`;
    expect(render(frozen(fragment))).toEqual(render(fragment));
    expect(render(frozen(fragment)).sql).toBe('lower("projects"."name") asc, "projects"."id" asc');
  });

  it('refuses a fragment with a value', () => {
    expect(() => frozen(sql`${projects.name} = ${'x'}`)).toThrow(/with values/);
  });

  it('writes a constant text array as a literal, quotes and backslashes escaped', () => {
    expect(render(textArrayLiteral(['F2-SITE-01', "it's", 'say "hi"', 'a\\b', 'x,y'])).sql).toBe(
      `'{"F2-SITE-01","it''s","say \\"hi\\"","a\\\\b","x,y"}'::text[]`,
    );
  });
});
