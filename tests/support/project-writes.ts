import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { answers, projectSites, teamMembers } from '../../server/db/schema/index.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import type { ApiClient, ApiResponse, GraphQLResult } from './api-client.ts';
import { graphqlOutcome, legacyOutcome, type Outcome } from './outcomes.ts';

// Every write a project takes, through both transports, as a list: the finalize / deactivate tests and the
// tenant-isolation tests run all of them, so a new write path that forgets a check shows up here.

export type WriteTarget = { projectId: string; teamMemberId: string; siteId: string; otherUserId: string };
export type Write = { name: string; run(client: ApiClient, t: WriteTarget): Promise<Outcome> };

const first = (phase: 'fel2' | 'fel3') => {
  const q = questionsFor(phase)[0];
  if (!q) throw new Error('empty bank');
  return q;
};

const legacy = (res: Promise<ApiResponse>) => res.then(legacyOutcome);
const gql = (field: string, res: Promise<GraphQLResult>) => res.then((r) => graphqlOutcome(r, field));
const m = (name: string, type: string) => `mutation($input: ${type}!) { ${name}(input: $input) { errors { message code } } }`;

/** Every write of a project's content (not lifecycle moves such as reactivate or unfinalize). */
export const CONTENT_WRITES: Write[] = [
  { name: 'POST /change/ (rename)', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/change/`, { name: `Renamed ${t.projectId.slice(0, 6)}` })) },
  { name: 'POST /projectdetails/edit/ (details)', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/projectdetails/edit/`, { description: 'changed' })) },
  { name: 'POST /projectdetails/edit/ (finalize)', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/projectdetails/edit/`, { isValid: true })) },
  { name: 'POST /transfer/', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/transfer/`, { projectOwner: t.otherUserId })) },
  { name: 'GET /copyfel2tofel3/', run: (c, t) => legacy(c.get(`/api/project/${t.projectId}/copyfel2tofel3/`)) },
  { name: 'POST /fel2team/edit/ (add)', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2team/edit/`, { name: 'New member' })) },
  { name: 'POST /fel2team/{id}/edit/', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2team/${t.teamMemberId}/edit/`, { company: 'Changed' })) },
  { name: 'POST /fel2team/{id}/delete/', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2team/${t.teamMemberId}/delete/`)) },
  { name: 'POST /fel2site-info/edit/ (add)', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2site-info/edit/`, { plantName: 'Plant A' })) },
  { name: 'POST /fel2site-info/{id}/edit/', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2site-info/${t.siteId}/edit/`, { location: 'Changed' })) },
  { name: 'POST /fel2site-info/{id}/delete/', run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2site-info/${t.siteId}/delete/`)) },
  {
    name: 'POST /fel2{area}/edit/ (answers)',
    run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2${first('fel2').area}/edit/`, { answers: [{ code: first('fel2').code, level: 1 }] })),
  },
  {
    name: 'POST /fel3{area}/{code}/edit/ (one answer)',
    run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel3${first('fel3').area}/${first('fel3').code}/edit/`, { level: 1 })),
  },
  {
    name: 'POST /fel2{area}/{code}/delete/ (clear an answer)',
    run: (c, t) => legacy(c.post(`/api/project/${t.projectId}/fel2${first('fel2').area}/${first('fel2').code}/delete/`)),
  },
  { name: 'GraphQL renameProject', run: (c, t) => gql('renameProject', c.graphql(m('renameProject', 'RenameProjectInput'), { input: { key: t.projectId, name: 'GraphQL name' } })) },
  {
    name: 'GraphQL updateProjectDetails',
    run: (c, t) => gql('updateProjectDetails', c.graphql(m('updateProjectDetails', 'UpdateProjectDetailsInput'), { input: { key: t.projectId, description: 'x' } })),
  },
  { name: 'GraphQL finalizeProject', run: (c, t) => gql('finalizeProject', c.graphql(m('finalizeProject', 'ProjectKeyInput'), { input: { key: t.projectId } })) },
  {
    name: 'GraphQL transferProject',
    run: (c, t) => gql('transferProject', c.graphql(m('transferProject', 'TransferProjectInput'), { input: { key: t.projectId, projectOwner: t.otherUserId } })),
  },
  {
    name: 'GraphQL saveAnswer',
    run: (c, t) => gql('saveAnswer', c.graphql(m('saveAnswer', 'SaveAnswerInput'), { input: { key: t.projectId, phase: 'fel3', code: first('fel3').code, version: 1, level: 2 } })),
  },
  { name: 'GraphQL copyFel2ToFel3', run: (c, t) => gql('copyFel2ToFel3', c.graphql(m('copyFel2ToFel3', 'ProjectKeyInput'), { input: { key: t.projectId } })) },
  { name: 'GraphQL setFel3Status', run: (c, t) => gql('setFel3Status', c.graphql(m('setFel3Status', 'SetFel3StatusInput'), { input: { key: t.projectId, statusfel3: 1 } })) },
  {
    name: 'GraphQL addTeamMember',
    run: (c, t) => gql('addTeamMember', c.graphql(m('addTeamMember', 'AddTeamMemberInput'), { input: { key: t.projectId, phase: 'fel3', name: 'G' } })),
  },
  { name: 'GraphQL editTeamMember', run: (c, t) => gql('editTeamMember', c.graphql(m('editTeamMember', 'EditTeamMemberInput'), { input: { key: t.projectId, id: t.teamMemberId, name: 'H' } })) },
  { name: 'GraphQL removeTeamMember', run: (c, t) => gql('removeTeamMember', c.graphql(m('removeTeamMember', 'RemoveItemInput'), { input: { key: t.projectId, id: t.teamMemberId } })) },
  {
    name: 'GraphQL addProjectSite',
    run: (c, t) => gql('addProjectSite', c.graphql(m('addProjectSite', 'AddProjectSiteInput'), { input: { key: t.projectId, plantName: 'Plant B' } })),
  },
  { name: 'GraphQL editProjectSite', run: (c, t) => gql('editProjectSite', c.graphql(m('editProjectSite', 'EditProjectSiteInput'), { input: { key: t.projectId, id: t.siteId, location: 'L' } })) },
  { name: 'GraphQL removeProjectSite', run: (c, t) => gql('removeProjectSite', c.graphql(m('removeProjectSite', 'RemoveItemInput'), { input: { key: t.projectId, id: t.siteId } })) },
];

/** A team member, a site and an answer in each phase on a project, for the writes above to aim at. */
export async function furnish(db: Db, projectId: string): Promise<{ teamMemberId: string; siteId: string }> {
  const [member] = await db.insert(teamMembers).values({ projectId, phase: 'fel2', name: 'Existing member', email: 'existing@example.com' }).returning();
  const [site] = await db.insert(projectSites).values({ projectId, plantName: 'Plant A', location: 'Existing' }).returning();
  for (const phase of ['fel2', 'fel3'] as const) {
    await db.insert(answers).values({ projectId, phase, questionCode: first(phase).code, bankVersion: 'test', level: 3, comment: 'existing' });
  }
  if (!member || !site) throw new Error('not furnished');
  return { teamMemberId: member.id, siteId: site.id };
}

/** Everything a project holds, to compare before and after a refused write. */
export async function snapshot(db: Db, projectId: string) {
  return {
    team: await db.select().from(teamMembers).where(eq(teamMembers.projectId, projectId)),
    sites: await db.select().from(projectSites).where(eq(projectSites.projectId, projectId)),
    answers: await db.select().from(answers).where(and(eq(answers.projectId, projectId))),
  };
}
