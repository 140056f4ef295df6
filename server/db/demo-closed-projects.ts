import type { Db } from './client.ts';
import { normalizeRegisterText } from '../../common/register-schema.ts';
import { answerEvidence, answers, deliverables, projects, projectSites, teamMembers } from './schema/index.ts';
import { BANK_VERSION, questionsFor, type Question } from '../modules/questionnaire/bank/index.ts';
import { seedDemoReport, signOffDemoReport } from '../modules/reports/demo-report.ts';
import type { Phase } from './schema/index.ts';

// The demo client's history (issue 27, item 6): a dozen closed projects whose FEL 3 reports were signed off by
// the CEL (never on their teams) and then decided and built (server/db/demo-outcomes.ts records the decisions
// and close-outs), spread over the bands; and three more in progress across both phases, so a newcomer's
// dashboard, portfolio and outcomes view are filled. Every one is labelled demo: it counts inside the demo
// organization only and never in a provider pool.

type Person = { id: string; name: string; email: string };

const DAY = 86_400_000;

/** The closed projects, best-defined first: `mean` is the level their answers average (1 best, 4 worst). */
const CLOSED = [
  { name: 'Tank farm vapour recovery', type: 'revamp', cost: '1to5m', mean: 1.45 },
  { name: 'Compressor house fire water ring', type: 'sustaining', cost: 'lt1m', mean: 1.6 },
  { name: 'Line 2 palletiser replacement', type: 'sustaining', cost: '1to5m', mean: 1.75 },
  { name: 'Substation B switchgear renewal', type: 'sustaining', cost: '5to10m', mean: 1.9 },
  { name: 'Effluent plant aeration upgrade', type: 'revamp', cost: '5to10m', mean: 2.05 },
  { name: 'Warehouse racking extension', type: 'greenfield', cost: '1to5m', mean: 2.2 },
  { name: 'Steam header debottleneck', type: 'revamp', cost: '1to5m', mean: 2.35 },
  { name: 'Control room consolidation', type: 'revamp', cost: '10to50m', mean: 2.5 },
  { name: 'Flare tip and seal drum', type: 'sustaining', cost: '1to5m', mean: 2.65 },
  { name: 'Raw water intake screens', type: 'sustaining', cost: 'lt1m', mean: 2.8 },
  { name: 'Packaging hall expansion', type: 'greenfield', cost: '10to50m', mean: 3.0 },
  { name: 'Dryer exhaust heat recovery', type: 'revamp', cost: '5to10m', mean: 3.2 },
] as const;

/** Projects still in progress: partly answered, one at FEL 2, two at FEL 3. */
const IN_PROGRESS = [
  { name: 'Site-wide LED lighting retrofit', type: 'sustaining', cost: 'lt1m', phase: 'fel2', share: 0.6 },
  { name: 'Nitrogen generator skid', type: 'greenfield', cost: '1to5m', phase: 'fel3', share: 0.4 },
  { name: 'Cooling tower basin repair', type: 'sustaining', cost: '1to5m', phase: 'fel3', share: 0.8 },
] as const;

/** A level averaging `mean` over a phase's questions, spread evenly (the golden ratio's fractional steps). */
const levelFor = (mean: number, i: number) => Math.min(4, Math.max(1, Math.floor(mean + ((i * 0.618_034) % 1))));

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** Answers a phase's questions, linking a register entry to each so every claim is supported (method 3). */
async function answerWithEvidence(tx: Db, p: { projectId: string; phase: Phase; questions: readonly Question[]; level: (q: Question, i: number) => number; by: Person; at: Date }) {
  if (p.questions.length === 0) return;
  const stamp = { bankVersion: BANK_VERSION, answeredBy: p.by.id, answeredAt: p.at, updatedAt: p.at };
  await tx.insert(answers).values(
    p.questions.map((q, i) => {
      const level = p.level(q, i);
      return { projectId: p.projectId, phase: p.phase, questionCode: q.code, level, evidence: `DOC-${q.code} rev B`, comment: level === 3 ? `Started at the ${p.phase === 'fel2' ? 'FEL 2' : 'FEL 3'} workshop; the rest assumed from the site survey.` : '', ...stamp };
    }),
  );
  const entries = await tx
    .insert(deliverables)
    .values(p.questions.map((q) => ({ projectId: p.projectId, number: `DOC-${q.code}`, numberKey: normalizeRegisterText(`DOC-${q.code}`), title: q.nextDeliverable.slice(0, 300), revision: 'B', revisionDate: p.at.toISOString().slice(0, 10), addedBy: p.by.id, revisedAt: p.at, createdAt: p.at, updatedAt: p.at })))
    .returning({ id: deliverables.id, number: deliverables.number });
  const byNumber = new Map(entries.map((e) => [e.number, e.id]));
  await tx.insert(answerEvidence).values(
    p.questions.flatMap((q) => {
      const deliverableId = byNumber.get(`DOC-${q.code}`);
      return deliverableId ? [{ projectId: p.projectId, phase: p.phase, questionCode: q.code, deliverableId, linkedBy: p.by.id, linkedAt: p.at }] : [];
    }),
  );
}

/**
 * Seeds the demo client's closed and in-progress projects (inside the seed's transaction) and returns the ids of
 * the closed projects' signed-off FEL 3 reports, for the decisions and close-outs.
 */
export async function seedDemoClosedProjects(tx: Db, p: { organizationId: string; plants: string[]; owner: Person; reviewer: Person; now: Date }): Promise<string[]> {
  const plant = (i: number) => p.plants[i % Math.max(1, p.plants.length)] ?? 'Plant';
  const reportIds: string[] = [];
  for (const [i, c] of CLOSED.entries()) {
    // Reported three years ago, so that decisions (about 2.5 years ago) and close-outs follow.
    const at = day(p.now, -1100 + i * 5);
    const [project] = await tx
      .insert(projects)
      .values({ organizationId: p.organizationId, name: c.name, description: `Closed demo project: built and handed over (${c.type}).`, fel20: false, costRange: c.cost, projectType: c.type, statusfel3: 2, isDemo: true, isValid: true, bankVersion: BANK_VERSION, ownerUserId: p.owner.id, createdBy: p.owner.id, finalizedAt: at, finalizedBy: p.owner.id, createdAt: day(at, -120), updatedAt: at })
      .returning();
    if (!project) continue;
    await tx.insert(teamMembers).values({ projectId: project.id, phase: 'fel3', name: p.owner.name, email: p.owner.email, function: 'Project manager', company: 'Owner' });
    await tx.insert(projectSites).values({ projectId: project.id, plantName: plant(i), location: '' });
    await answerWithEvidence(tx, { projectId: project.id, phase: 'fel3', questions: questionsFor('fel3'), level: (_q, k) => levelFor(c.mean, k + i), by: p.owner, at });
    const id = await seedDemoReport(tx, { project, phase: 'fel3', author: { key: p.owner.id, name: p.owner.name }, now: at, notes: 'Demo report: the FEL 3 gate report of a project since built.' });
    if (!id) continue;
    await signOffDemoReport(tx, { reportId: id, project, phase: 'fel3', reviewer: p.reviewer, submittedAt: day(at, 2), signedOffAt: day(at, 9) });
    reportIds.push(id);
  }
  for (const [i, c] of IN_PROGRESS.entries()) {
    const [project] = await tx
      .insert(projects)
      .values({ organizationId: p.organizationId, name: c.name, description: `Demo project in ${c.phase === 'fel2' ? 'FEL 2' : 'FEL 3'}.`, fel20: c.phase === 'fel2', costRange: c.cost, projectType: c.type, statusfel3: c.phase === 'fel3' ? 1 : 0, isDemo: true, bankVersion: BANK_VERSION, ownerUserId: p.owner.id, createdBy: p.owner.id })
      .returning();
    if (!project) continue;
    await tx.insert(teamMembers).values({ projectId: project.id, phase: c.phase, name: p.owner.name, email: p.owner.email, function: 'Project manager', company: 'Owner' });
    await tx.insert(projectSites).values({ projectId: project.id, plantName: plant(i + 1), location: '' });
    const questions = questionsFor(c.phase);
    await answerWithEvidence(tx, { projectId: project.id, phase: c.phase, questions: questions.slice(0, Math.round(questions.length * c.share)), level: (q, k) => Math.min(4, q.target + (k % 4 === 0 ? 1 : 0)), by: p.owner, at: day(p.now, -10 - i) });
  }
  return reportIds;
}
