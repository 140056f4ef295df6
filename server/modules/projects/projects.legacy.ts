import type { AreaProgress } from '../questionnaire/progress.ts';
import type { UserRow } from '../users/index.ts';
import type { LatestFelIndex } from '../read-models/index.ts';
import type { ProjectRow } from './projects.queries.ts';
import type { ProjectSiteRow } from './sites.queries.ts';
import type { TeamMemberRow } from './team.queries.ts';

// Legacy shapes of spec §3 "Project" (name, fel20, client, isActive, projectOwner, statusfel3, isValid)
// plus what the product adds; objects carry their `key`.

const person = (u: UserRow | null) => (u ? { key: u.id, name: u.name, username: u.email } : null);

/** The legacy shape of a project. */
export function toLegacyProject(p: ProjectRow, extra: { owner?: UserRow | null; felIndexes?: LatestFelIndex[]; progress?: AreaProgress[] } = {}) {
  return {
    key: p.id,
    name: p.name,
    description: p.description,
    fel20: p.fel20,
    client: p.organizationId,
    costRange: p.costRange,
    projectType: p.projectType,
    isActive: p.isActive,
    isValid: p.isValid,
    statusfel3: p.statusfel3,
    gateDate: p.gateDate,
    bankVersion: p.bankVersion,
    projectOwner: p.ownerUserId,
    ...(extra.owner !== undefined ? { owner: person(extra.owner) } : {}),
    ...(extra.felIndexes !== undefined
      ? {
          felIndex: {
            fel2: extra.felIndexes.find((i) => i.phase === 'fel2')?.felIndex ?? null,
            fel3: extra.felIndexes.find((i) => i.phase === 'fel3')?.felIndex ?? null,
          },
        }
      : {}),
    ...(extra.progress !== undefined ? { progress: legacyProgress(extra.progress) } : {}),
    version: p.version,
    created: p.createdAt.toISOString(),
    updated: p.updatedAt.toISOString(),
    finalized: p.finalizedAt?.toISOString() ?? null,
  };
}

/** Progress as `{fel2: {site: {answered, total, flagged}, eng, pep}, fel3: …}` for the phases in scope. */
function legacyProgress(progress: AreaProgress[]) {
  const out: Record<string, Record<string, { answered: number; total: number; flagged: number }>> = {};
  for (const { phase, area, answered, total, flagged } of progress) out[phase] = { ...out[phase], [area]: { answered, total, flagged } };
  return out;
}

/** The legacy shape of a team member. */
export const toLegacyTeamMember = (m: TeamMemberRow) => ({
  key: m.id,
  phase: m.phase,
  name: m.name,
  email: m.email,
  function: m.function,
  company: m.company,
});

/** The legacy shape of a project site. */
export const toLegacySite = (s: ProjectSiteRow) => ({ key: s.id, plantName: s.plantName, location: s.location });
