import type { ProjectRow } from './projects.queries.ts';

// What a duplicate does with each of the project's columns (spec §1: details, sites, team and answers carried
// over, under a new name, owned by the viewer, active, not finalized, without reports). Every column is named
// here, so a new column is a type error until it is declared copied or set anew, and
// tests/unit/project-copy.test.ts compares the list with the table itself.

/** `copy`: the copy takes the original's value; `new`: the duplicate sets it (or the database does). */
export const ON_DUPLICATE = {
  id: 'new',
  organizationId: 'copy',
  name: 'new',
  description: 'copy',
  fel20: 'new',
  costRange: 'copy',
  projectType: 'copy',
  isActive: 'new',
  // A copy of demo data is demo data: it stays out of every provider pool.
  isDemo: 'copy',
  isValid: 'new',
  statusfel3: 'new',
  gateDate: 'new',
  bankVersion: 'new',
  ownerUserId: 'new',
  createdBy: 'new',
  finalizedAt: 'new',
  finalizedBy: 'new',
  version: 'new',
  createdAt: 'new',
  updatedAt: 'new',
} as const satisfies Record<keyof ProjectRow, 'copy' | 'new'>;

type Copied = { [K in keyof typeof ON_DUPLICATE]: (typeof ON_DUPLICATE)[K] extends 'copy' ? K : never }[keyof typeof ON_DUPLICATE];

/**
 * The original's copied columns, as the new row's values. Its type asks for exactly the columns marked
 * `copy`, so marking one more without copying it here is a type error.
 */
export function copiedValues(source: ProjectRow): Pick<ProjectRow, Copied> {
  return { organizationId: source.organizationId, description: source.description, costRange: source.costRange, projectType: source.projectType, isDemo: source.isDemo };
}
