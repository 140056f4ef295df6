import { defineCommand } from '../../commands/operation.ts';
import { recordAudit } from '../audit/audit.ts';
import { copyAnswers, copyEvidence, copyGapActions } from '../questionnaire/index.ts';
import { copyDeliverables } from '../register/index.ts';
import { BANK_VERSION } from '../questionnaire/bank/index.ts';
import { DuplicateProjectInput, nameRace, nameTaken } from './project-input.ts';
import { phasesOf } from './phase-scope.ts';
import { copiedValues } from './project-copy.ts';
import { projectByKey } from './project-access.ts';
import { insertProject, projectNameTaken, type ProjectView } from './projects.queries.ts';
import { copySites } from './sites.queries.ts';
import { copyTeam } from './team.queries.ts';

/**
 * Duplicates a project the viewer may see (spec §1): what project-copy.ts declares copied, the sites, the
 * team and both phases' answers are carried over under a new unique name; the copy belongs to the viewer,
 * is active, not finalized, on the current question bank, and has no reports. `fel20` defaults to the original's.
 */
export const duplicateProject = defineCommand({
  name: 'project.duplicate',
  input: DuplicateProjectInput,
  action: 'project.create',
  load: projectByKey(),
  resource: (source) => ({ organizationId: source.organizationId }),
  run: (ctx, tx, { viewer, object: source, input: { name, fel20 } }): Promise<ProjectView> =>
    nameRace(async () => {
      if (await projectNameTaken(tx, { organizationId: source.organizationId, name })) throw nameTaken();
      const now = ctx.now();
      const copy = await insertProject(tx, {
        ...copiedValues(source),
        name,
        fel20: fel20 ?? source.fel20,
        statusfel3: source.statusfel3 > 0 ? 1 : 0,
        bankVersion: BANK_VERSION,
        ownerUserId: viewer.userId,
        createdBy: viewer.userId,
        createdAt: now,
        updatedAt: now,
      });
      if (!copy) throw nameTaken();
      const memberMap = await copyTeam(tx, { fromProjectId: source.id, toProjectId: copy.id });
      const team = memberMap.size;
      const sites = await copySites(tx, { fromProjectId: source.id, toProjectId: copy.id });
      // A copy without FEL 2 in scope does not carry FEL 2 answers it could never show.
      const phases = phasesOf(copy);
      const answers = await copyAnswers(tx, { fromProjectId: source.id, toProjectId: copy.id, phases, by: viewer.userId, now });
      // The register, the answers' evidence and their actions go with the answers (method 3).
      const entryMap = await copyDeliverables(tx, { fromProjectId: source.id, toProjectId: copy.id, now });
      const evidence = await copyEvidence(tx, { fromProjectId: source.id, toProjectId: copy.id, entryMap, phases });
      const actions = await copyGapActions(tx, { fromProjectId: source.id, toProjectId: copy.id, phases, memberMap, by: viewer.userId, now });
      await recordAudit(tx, {
        actorUserId: viewer.userId,
        organizationId: source.organizationId,
        action: 'project.duplicate',
        entityType: 'project',
        entityId: copy.id,
        before: { from: source.id, name: source.name },
        after: { name: copy.name, fel20: copy.fel20, copied: { team, sites, answers, register: entryMap.size, evidence, actions } },
        ip: ctx.meta.ip,
      });
      // The copy's team is the original's, so the viewer's membership carries over with it.
      return { ...copy, viewerIsTeamMember: source.viewerIsTeamMember };
    }),
});
