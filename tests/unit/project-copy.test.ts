import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../../server/db/schema/index.ts';
import { copiedValues, ON_DUPLICATE } from '../../server/modules/projects/project-copy.ts';
import type { ProjectRow } from '../../server/modules/projects/projects.queries.ts';

// A duplicate copies what project-copy.ts declares copied: every column of the table is declared (a new one that
// is not fails here, and in the type check), and exactly the `copy` ones are taken from the original.

describe('what a duplicate copies', () => {
  it('declares every column of the projects table, and no other', () => {
    expect(Object.keys(ON_DUPLICATE).sort()).toEqual(Object.keys(getTableColumns(projects)).sort());
  });

  it('copies exactly the columns declared `copy`', () => {
    const row: ProjectRow = {
      id: 'id',
      organizationId: 'org',
      name: 'Name',
      description: 'Description',
      fel20: true,
      costRange: '1to5m',
      projectType: 'revamp',
      isActive: false,
      isDemo: true,
      isValid: true,
      statusfel3: 2,
      gateDate: '2027-01-01',
      bankVersion: '2026.2',
      ownerUserId: 'owner',
      createdBy: 'creator',
      finalizedAt: new Date(0),
      finalizedBy: 'finalizer',
      version: 7,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    const declared = Object.entries(ON_DUPLICATE).filter(([, how]) => how === 'copy').map(([column]) => column).sort();
    expect(Object.keys(copiedValues(row)).sort()).toEqual(declared);
  });
});
