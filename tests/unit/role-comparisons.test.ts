import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What a role is and what it may do is decided in server/policies/ only (roles.ts, permissions.ts); the rest
// of the server asks those, and the client asks the server (viewerCan… fields, the option lists of a form).
// This test reads every source file of the server and the client and fails, naming the file and line, when
// one compares a role: against a named role (ROLE.X) or a role number, by its number (sorting roles), or in
// a database filter on the role column.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POLICIES = 'server/policies/';
const GENERATED = ['server/graphql/generated/', 'client/src/gql/'];

/**
 * Files that still compare a role, each with its reason. Remove a line once its file asks the policies; the
 * test also fails when a listed file no longer compares, so the list only shrinks.
 */
const EXCEPTIONS: Record<string, string> = {};

const OP = String.raw`(?:===|!==|==|!=|<=|>=|<|>)`;
const ROLE_NAME = String.raw`\b(?:userType|user_type|role)\b`;
const ROLE_COMPARISONS: readonly RegExp[] = [
  // x.userType === ROLE.ADMIN, ROLE.USER !== role, case ROLE.POWER_USER:
  new RegExp(String.raw`${OP}\s*ROLE\.[A-Z_]+`),
  new RegExp(String.raw`ROLE\.[A-Z_]+\s*${OP}`),
  /\bcase\s+ROLE\.[A-Z_]+/,
  // [ROLE.USER, ROLE.POWER_USER].includes(…)
  /\[\s*ROLE\.[A-Z_]+\s*,/,
  // userType === 4, role >= 3, 1 === user.userType
  new RegExp(String.raw`${ROLE_NAME}\s*${OP}\s*\d`),
  new RegExp(String.raw`\b\d+\s*${OP}\s*[\w.]*${ROLE_NAME}`),
  // roles ordered by their number: a.userType - b.userType
  new RegExp(String.raw`${ROLE_NAME}\s*-\s*[\w.]*${ROLE_NAME}`),
  // eq(users.userType, …), inArray(users.userType, …); user_type = … in SQL
  /\b(?:eq|ne|inArray|notInArray|gt|gte|lt|lte)\(\s*\w+\.userType\b/,
  /\buser_type\s*(?:=|<>|!=|<|>|\bin\b)/i,
];

/** The lines of a text that compare a role, with their numbers (1-based). */
function roleComparisons(text: string): { line: number; text: string }[] {
  return text.split('\n').flatMap((line, i) => (ROLE_COMPARISONS.some((re) => re.test(line)) ? [{ line: i + 1, text: line.trim() }] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = [...sourceFiles('server'), ...sourceFiles('client/src')].filter(
  (f) => !f.startsWith(POLICIES) && !GENERATED.some((g) => f.startsWith(g)),
);
const comparing = new Map(files.map((f) => [f, roleComparisons(readFileSync(join(ROOT, f), 'utf8'))] as const).filter(([, found]) => found.length > 0));

describe('role comparisons live in server/policies/', () => {
  it('recognizes the ways a role gets compared', () => {
    const samples = [
      'const user = p.people.find((u) => u.userType === ROLE.USER);',
      'if (ROLE.ADMIN === viewer.role) return true;',
      '.where(and(eq(organizations.isProvider, true), eq(users.userType, ROLE.ADMIN)))',
      'return [...roles].sort((a, b) => a.userType - b.userType);',
      'if (user.userType !== 4) return;',
      'const staff = role <= 2;',
      'case ROLE.POWER_USER:',
      'const owners = [ROLE.USER, ROLE.POWER_USER].includes(role);',
      'sql`select id from users where user_type = 1`',
    ];
    expect(samples.filter((s) => roleComparisons(s).length === 0)).toEqual([]);
  });

  it('leaves alone what only carries or passes on a role', () => {
    const samples = [
      "{ email: 'user@demo.example', name: 'Uma User', userType: ROLE.USER, label: 'User' },",
      'const roleChanged = v.userType !== user.userType;',
      'const keep = choices.some((r) => r.userType === values.userType);',
      "setValue('userType', keep ? values.userType : defaultRole(choices, options.defaultRole));",
      'role: SERVICE_PRINCIPAL_ROLE,',
      "<td data-label=\"Role\">{user.roleLabel}</td>",
    ];
    expect(samples.flatMap(roleComparisons)).toEqual([]);
  });

  it('finds no role comparison in the server or the client outside server/policies/', () => {
    const strays = [...comparing].filter(([file]) => !(file in EXCEPTIONS)).flatMap(([file, found]) => found.map((f) => `${file}:${f.line}: ${f.text}`));
    expect(strays).toEqual([]);
  });

  it('every listed exception still compares a role', () => {
    expect(Object.keys(EXCEPTIONS).filter((file) => !comparing.has(file))).toEqual([]);
  });
});
