import { readFileSync } from 'node:fs';
import { reports } from '../../server/db/schema/index.ts';
import type { OrganizationRow } from '../../server/modules/organizations/organizations.queries.ts';
import { pick } from './pick.ts';
import { createProject } from './projects.ts';
import type { TestApp } from './test-app.ts';

// A report the product saved under method 1 (bank 2026.1), before method 2: its snapshot and the legacy JSON
// it answered then (tests/fixtures/method1-report.*). Saved reports must keep printing exactly as frozen.

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
export const METHOD1_SNAPSHOT = fixture('method1-report.snapshot.json');
export const METHOD1_LEGACY = fixture('method1-report.legacy.json');

/** A project of the organization with the method 1 report saved as the previous release saved it. */
export async function savedMethod1Report(app: TestApp, p: { org: OrganizationRow; owner: { id: string } }): Promise<{ projectKey: string; reportKey: string; createdAt: Date }> {
  const project = await createProject(app.db, { org: p.org, owner: p.owner, fel20: true });
  const snapshot = METHOD1_SNAPSHOT as Record<string, unknown>;
  const createdAt = new Date('2026-11-20T10:00:00Z');
  const [row] = await app.db
    .insert(reports)
    .values({
      projectId: project.id,
      phase: 'fel2',
      bankVersion: '2026.1',
      snapshot,
      notes: 'Demo report made at first start: shared with the sponsor before the FEL 2 gate review.',
      method: 1,
      felIndex: Number(pick(snapshot, 'felIndex')),
      siteIndex: Number(pick(snapshot, 'score.areas.site.index')),
      engIndex: Number(pick(snapshot, 'score.areas.eng.index')),
      pepIndex: Number(pick(snapshot, 'score.areas.pep.index')),
      createdAt,
    })
    .returning();
  if (!row) throw new Error('no report row');
  return { projectKey: project.id, reportKey: row.id, createdAt };
}
