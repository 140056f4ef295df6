import type { Db } from './client.ts';
import { normalizeRegisterText } from '../../common/register-schema.ts';
import { answerEvidence, answers, deliverables, gapActions, projects, projectSites, teamMembers } from './schema/index.ts';
import { BANK_VERSION, BANK, questionsFor, type Question } from '../modules/questionnaire/bank/index.ts';
import type { ProjectRow } from '../modules/projects/index.ts';

// Two demo projects for a newcomer (only with demo data): one with FEL 2 fully answered (a flagged
// question, open actions, an N/A, a register whose documents most answers link) and FEL 3 started, one assessed at
// FEL 3 only and partly answered.
// Part of the seed (server/db is not a module: the seed writes every module's first rows); the seed then
// saves a FEL 2 report of the first (server/modules/reports/demo-report.ts).

type Person = { id: string; name: string; email: string };

/** The demo client's people the projects name, by what they do in them. */
export type DemoPeople = {
  /** Owns the cooling water project, answers its questions, and is on its FEL 2 team. */
  user: Person;
  /** Owns the boiler project, answers its questions, and is on its FEL 3 team. */
  power: Person;
  /** On the cooling water project's FEL 2 team. */
  superUser: Person;
};

/** A level near the target, so that the demo has a few gaps to look at. */
const demoLevel = (q: Question, i: number) => Math.min(4, q.target + (i % 5 === 0 ? 1 : 0) + (i % 11 === 0 ? 1 : 0));

/** Seeds the demo client's projects (inside the seed's transaction). */
export async function seedDemoProjects(tx: Db, p: { organizationId: string; plants: string[]; people: DemoPeople; now: Date }): Promise<{ fullyAnsweredFel2: ProjectRow; reporter: Person } | null> {
  const { user, power, superUser } = p.people;
  const [cooling, boiler] = await tx
    .insert(projects)
    .values([
      {
        organizationId: p.organizationId,
        name: 'Riverside cooling water upgrade',
        description: 'Replace two cooling tower cells and the circulating pumps to restore summer capacity.',
        fel20: true,
        costRange: '5to10m',
        projectType: 'revamp',
        statusfel3: 1,
        isDemo: true,
        bankVersion: BANK_VERSION,
        ownerUserId: user.id,
        createdBy: user.id,
      },
      {
        organizationId: p.organizationId,
        name: 'North Works boiler replacement',
        description: 'Like-for-like replacement of the 1978 package boiler; the scope is settled, so FEL 3 only.',
        fel20: false,
        costRange: '1to5m',
        projectType: 'sustaining',
        statusfel3: 1,
        isDemo: true,
        bankVersion: BANK_VERSION,
        ownerUserId: power.id,
        createdBy: power.id,
      },
    ])
    .returning();
  if (!cooling || !boiler) return null;
  await tx.insert(teamMembers).values([
    { projectId: cooling.id, phase: 'fel2', name: user.name, email: user.email, function: 'Project manager', company: 'Owner' },
    { projectId: cooling.id, phase: 'fel2', name: superUser.name, email: superUser.email, function: 'Operations lead', company: 'Owner' },
    { projectId: cooling.id, phase: 'fel3', name: 'Jo Engineer', email: 'jo.engineer@contractor.example', function: 'Lead engineer', company: 'Contractor' },
    { projectId: boiler.id, phase: 'fel3', name: power.name, email: power.email, function: 'Project engineer', company: 'Owner' },
  ]);
  await tx.insert(projectSites).values([
    { projectId: cooling.id, plantName: p.plants[0] ?? 'Plant', location: 'Cooling tower area, cells 3 and 4' },
    { projectId: boiler.id, plantName: p.plants[1] ?? p.plants[0] ?? 'Plant', location: 'Boiler house' },
  ]);
  const stamp = (by: Person) => ({ bankVersion: BANK.version, answeredBy: by.id, answeredAt: p.now, updatedAt: p.now });
  const fel2 = questionsFor('fel2');
  // One N/A, on a site question that allows it.
  const naCode = fel2.find((q) => q.area === 'site' && q.naAllowed && q.weight < 3 && q.code > 'F2-SITE-07')?.code;
  const due = (i: number) => new Date(p.now.getTime() + (30 + i) * 86400_000).toISOString().slice(0, 10);
  const issued = new Date(p.now.getTime() - 20 * 86400_000).toISOString().slice(0, 10);
  await tx.insert(answers).values(
    fel2.map((q, i) => {
      const na = q.code === naCode;
      return {
        projectId: cooling.id,
        phase: 'fel2' as const,
        questionCode: q.code,
        level: na ? null : demoLevel(q, i),
        na,
        naReason: na ? 'No change to this item within the battery limits.' : '',
        // A level 3 says what was started or assumed (method 3).
        comment: demoLevel(q, i) === 3 ? `Started at the FEL 2 workshop; ${q.title.toLowerCase()} assumed from the site survey.` : i % 4 === 0 ? 'Discussed at the FEL 2 workshop.' : '',
        revisit: i === 3,
        ...stamp(user),
      };
    }),
  );
  // The register: a document per answered FEL 2 question except every third (those claims show "scored as 4"),
  // revision A issued three weeks ago; and an action, owned by the project manager, on every gap.
  const documented = fel2.filter((q, i) => q.code !== naCode && i % 3 !== 2);
  const entries = await tx
    .insert(deliverables)
    .values(documented.map((q) => ({ projectId: cooling.id, number: `CW-UPG-${q.code.slice(3)}`, numberKey: normalizeRegisterText(`CW-UPG-${q.code.slice(3)}`), title: q.nextDeliverable.slice(0, 300), revision: 'A', revisionDate: issued, addedBy: user.id, revisedAt: p.now, createdAt: p.now, updatedAt: p.now })))
    .returning({ id: deliverables.id, number: deliverables.number });
  await tx.insert(answerEvidence).values(
    documented.flatMap((q) => {
      const entry = entries.find((e) => e.number === `CW-UPG-${q.code.slice(3)}`);
      return entry ? [{ projectId: cooling.id, phase: 'fel2' as const, questionCode: q.code, deliverableId: entry.id, linkedBy: user.id, linkedAt: p.now }] : [];
    }),
  );
  const gaps = fel2.filter((q, i) => q.code !== naCode && demoLevel(q, i) > q.target);
  if (gaps.length > 0) {
    await tx.insert(gapActions).values(
      gaps.map((q, i) => ({ projectId: cooling.id, phase: 'fel2' as const, questionCode: q.code, text: `Close the gap: ${q.nextDeliverable}`, ownerUserId: user.id, ownerText: user.name, due: due(i), createdBy: user.id, createdAt: p.now, updatedAt: p.now })),
    );
  }
  const fel3 = questionsFor('fel3');
  await tx.insert(answers).values([
    ...fel3.slice(0, 6).map((q, i) => ({ projectId: cooling.id, phase: 'fel3' as const, questionCode: q.code, level: 2 + (i % 2), comment: i % 2 === 1 ? 'Started from the FEL 2 basis; details assumed.' : '', ...stamp(user) })),
    ...fel3.slice(0, 12).map((q, i) => ({ projectId: boiler.id, phase: 'fel3' as const, questionCode: q.code, level: 1 + (i % 3), comment: i % 3 === 2 ? 'Started; vendor data still assumed.' : '', revisit: i === 5, ...stamp(power) })),
  ]);
  return { fullyAnsweredFel2: cooling, reporter: user };
}
