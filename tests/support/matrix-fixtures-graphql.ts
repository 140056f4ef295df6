import { contentOf } from '../../server/modules/questionnaire/answer-fields.ts';
import { listAnswerHistory, recordAnswerChanges } from '../../server/modules/questionnaire/answer-history.queries.ts';
import { listAnswers } from '../../server/modules/questionnaire/answers.queries.ts';
import { questionsFor } from '../../server/modules/questionnaire/bank/index.ts';
import { TEST_PASSWORD } from './factories.ts';
import { CLOSE_OUT, DECISION, insertApproval, insertSignedOffReport } from './gate-outcomes.ts';
import type { Call, Fixture, Prepared, Subject } from './matrix-fixtures.ts';
import type { FreshProject, Scene, Side, World } from './matrix-world.ts';
import { ROLE } from '../../common/roles.ts';

// GraphQL half of the matrix's fixtures (see matrix-fixtures.ts).

const gql = (graphql: string, variables: Record<string, unknown> = {}): Call => ({ graphql, variables });
const subscribe = (subscription: string, variables: Record<string, unknown> = {}): Call => ({ subscription, variables });
const ERRORS = '{ errors { message code } }';
const mutation = (field: string, type: string, select = ERRORS) => `mutation M($input: ${type}!) { ${field}(input: $input) ${select} }`;
const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
const LICENCE = { subscription: 2, licenseCreate: day(-10), licenseRenew: day(-10), licenseDue: day(300) };
export const firstCode = (phase: 'fel2' | 'fel3') => questionsFor(phase)[0]?.code ?? '';
const firstArea = questionsFor('fel2')[0]?.area ?? 'site';

export const orgOf = (s: Scene): Subject => ({ organizationId: s.org.id });
export const projectOf = (s: Scene, p: Pick<FreshProject, 'ownerUserId'>): Subject => ({
  organizationId: s.org.id,
  project: { ownerUserId: p.ownerUserId, teamEmails: ['existing@example.com'] },
});
const read = (call: Call, subject: Subject, shows?: string): Prepared => ({ call, subject, ...(shows ? { shows } : {}) });

/** A call on a new project of the side's organization (content, team, sites and answers in both phases). */
const onProject =
  (
    field: string,
    type: string,
    input: (p: FreshProject, w: World, side: Side) => Record<string, unknown> | Promise<Record<string, unknown>>,
    options: { finalized?: boolean; answered?: 'fel2' | 'fel3' } = {},
  ): Fixture['prepare'] =>
  async (w, side) => {
    const p = await w.freshProject(side, options);
    return { call: gql(mutation(field, type), { input: { key: p.id, ...(await input(p, w, side)) } }), subject: projectOf(w.scenes[side], p), snapshot: () => w.rows({ project: p.id }) };
  };
const onUser =
  (field: string, type: string, input: (key: string, email: string, w: World, side: Side) => Record<string, unknown>): Fixture['prepare'] =>
  async (w, side) => {
    const user = await w.freshUser(side);
    return { call: gql(mutation(field, type), { input: input(user.id, user.email, w, side) }), subject: orgOf(w.scenes[side]), snapshot: () => w.rows({ user: user.id }) };
  };
const onOrganization =
  (field: string, type: string, input: (org: { id: string; licenseKey: string }) => Record<string, unknown>): Fixture['prepare'] =>
  async (w, side) => {
    const org = await w.freshOrganization(side);
    return { call: gql(mutation(field, type), { input: input(org) }), subject: { organizationId: org.id }, snapshot: () => w.rows({ organization: org.id }) };
  };
/** Opts the side's organization in or out; the rows compared are whether this caller set its choice. */
const pooling =
  (pooled: boolean): Fixture['prepare'] =>
  async (w, side, caller) => ({
    call: gql(mutation('setOutcomePooling', 'SetOutcomePoolingInput', '{ pooling { pooled } errors { message code } }'), { input: { organization: w.scenes[side].org.id, pooled } }),
    subject: orgOf(w.scenes[side]),
    snapshot: () => w.rows({ poolingBy: { organizationId: w.scenes[side].org.id, actor: caller.viewer?.userId ?? null } }),
  });
const signedOutCall = (field: string, select: string): Fixture => ({
  freshCaller: true,
  prepare: async (w, side) => ({ call: gql(`mutation { ${field} ${select} }`), subject: orgOf(w.scenes[side]) }),
});

export const GRAPHQL_FIXTURES: Record<string, Fixture> = {
  // Queries
  health: { prepare: async (w, side) => read(gql('{ health }'), orgOf(w.scenes[side])) },
  appInfo: { prepare: async (w, side) => read(gql('{ appInfo { productName } }'), orgOf(w.scenes[side])) },
  siteSettings: { prepare: async (w, side) => read(gql('{ siteSettings { banner } }'), orgOf(w.scenes[side])) },
  projectScreening: { prepare: async (w, side) => read(gql('{ projectScreening { costRanges { value } } }'), orgOf(w.scenes[side])) },
  viewer: { prepare: async (w, side) => read(gql('{ viewer { user { name } activeOrganization { name } } }'), orgOf(w.scenes[side]), w.scenes.own.marker) },
  projects: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('{ projects(filter: { status: all }, first: 500) { nodes { name } } }'), projectOf(s, s.project), s.project.name);
    },
  },
  project: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($key: ID!) { project(key: $key) { name team { name } sites { plantName } } }', { key: s.project.id }), projectOf(s, s.project), s.project.name);
    },
  },
  report: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($key: ID!) { report(key: $key) { key notes } }', { key: s.report.key }), projectOf(s, s.project), s.marker);
    },
  },
  ownerCandidates: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($key: ID!) { ownerCandidates(key: $key) { nodes { name } } }', { key: s.project.id }), projectOf(s, s.project), s.marker);
    },
  },
  adminUsers: { prepare: async (w, side) => read(gql('{ adminUsers(pageSize: 100) { nodes { name } } }'), orgOf(w.scenes[side])) },
  adminUsersCsv: { prepare: async (w, side) => read(gql('{ adminUsersCsv { rows } }'), orgOf(w.scenes[side])) },
  userFormOptions: { prepare: async (w, side) => read(gql('{ userFormOptions { roleLabel } }'), orgOf(w.scenes[side])) },
  user: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($key: ID!) { user(key: $key) { name } }', { key: s.owner.id }), { ...orgOf(s), userId: s.owner.id }, s.marker);
    },
  },
  apiTokens: { prepare: async (w, side) => read(gql('query($o: ID) { apiTokens(organization: $o) { nodes { name } } }', { o: w.scenes[side].org.id }), orgOf(w.scenes[side])) },
  impersonationChoices: { prepare: async (w, side) => read(gql('{ impersonationChoices { name } }'), orgOf(w.scenes[side]), w.scenes[side].marker) },
  impersonationCandidates: {
    prepare: async (w, side) => read(gql('query($s: String) { impersonationCandidates(search: $s, first: 50) { name } }', { s: w.scenes[side].marker }), orgOf(w.scenes[side]), w.scenes[side].marker),
  },
  providerMetrics: { prepare: async (w, side) => read(gql('{ providerMetrics { fel2bp } }'), orgOf(w.scenes[side])) },
  providerMetricsCsv: { prepare: async (w, side) => read(gql('{ providerMetricsCsv { filename } }'), orgOf(w.scenes[side])) },
  mailDeliveryStatus: { prepare: async (w, side) => read(gql('{ mailDeliveryStatus { queued } }'), orgOf(w.scenes[side])) },
  adminOrganizations: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($name: String) { adminOrganizations(filter: { name: $name }) { nodes { name } } }', { name: s.marker }), orgOf(s), s.marker);
    },
  },
  adminOrganization: {
    prepare: async (w, side) => read(gql('query($key: ID!) { adminOrganization(key: $key) { name } }', { key: w.scenes[side].org.id }), orgOf(w.scenes[side]), w.scenes[side].marker),
  },
  celCandidates: { prepare: async (w, side) => read(gql('{ celCandidates { name } }'), orgOf(w.scenes[side])) },
  pocCandidates: {
    prepare: async (w, side) => read(gql('query($o: ID!) { pocCandidates(organization: $o) { name } }', { o: w.scenes[side].org.id }), orgOf(w.scenes[side]), w.scenes[side].marker),
  },
  // Mutations: sessions and sign-in
  noop: { prepare: async (w, side) => read(gql('mutation { noop }'), orgOf(w.scenes[side])) },
  signIn: {
    freshCaller: true, // the answer sets a refresh cookie
    prepare: async (w, side) => {
      const user = await w.freshUser(side);
      return { call: gql(mutation('signIn', 'SignInInput', '{ viewer { user { name } } errors { message code } }'), { input: { username: user.email, password: TEST_PASSWORD } }), subject: orgOf(w.scenes[side]), shows: w.scenes[side].marker };
    },
  },
  sendSecondFactorCode: signedOutCall('sendSecondFactorCode', '{ sent errors { message code } }'),
  verifySecondFactor: {
    freshCaller: true,
    prepare: async (w, side) => ({ call: gql(mutation('verifySecondFactor', 'VerifySecondFactorInput', '{ accessToken errors { message code } }'), { input: { code: '000000' } }), subject: orgOf(w.scenes[side]) }),
  },
  refreshSession: signedOutCall('refreshSession', '{ accessToken errors { message code } }'),
  signOut: signedOutCall('signOut', '{ signedOut errors { message code } }'),
  requestPasswordReset: {
    prepare: async (w, side) => {
      const user = await w.freshUser(side);
      return { call: gql(mutation('requestPasswordReset', 'RequestPasswordResetInput', '{ message errors { message code } }'), { input: { username: user.email } }), subject: orgOf(w.scenes[side]) };
    },
  },
  passwordLinkValid: {
    prepare: async (w, side) => {
      const { uidb64, token } = await w.resetLink(side);
      return read(gql('query Q($uidb64: String!, $token: String!) { passwordLinkValid(uidb64: $uidb64, token: $token) }', { uidb64, token }), orgOf(w.scenes[side]), 'true');
    },
  },
  resetPassword: {
    prepare: async (w, side) => {
      const { uidb64, token, userId } = await w.resetLink(side);
      return {
        call: gql(mutation('resetPassword', 'ResetPasswordInput', '{ ok errors { message code } }'), { input: { password: 'Another-password-2026!', uidb64, token } }),
        subject: { ...orgOf(w.scenes[side]), userId },
      };
    },
  },
  register: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const email = `registered-${s.marker}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      return { call: gql(mutation('register', 'RegisterInput', '{ key errors { message code } }'), { input: { name: `Registrant ${s.marker}`, username: email, licensekey: s.org.licenseKey } }), subject: orgOf(s), snapshot: () => w.named({ userEmail: email }) };
    },
  },
  // One field, the operation chosen by the input (a client, or null for one's own organization): a cell per variant.
  'setClientImpersonation#impersonation.start': {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: gql(mutation('setClientImpersonation', 'SetClientImpersonationInput', '{ viewer { activeOrganization { name } } errors { message code } }'), { input: { clientImpersonation: w.scenes[side].org.id } }),
      subject: orgOf(w.scenes[side]),
      shows: w.scenes[side].marker,
      snapshot: () => w.rows({ user: caller.user?.id ?? '' }),
    }),
  },
  'setClientImpersonation#impersonation.end': {
    freshCaller: true,
    prepare: async (w, side, caller) => ({
      call: gql(mutation('setClientImpersonation', 'SetClientImpersonationInput', '{ viewer { activeOrganization { name } } errors { message code } }'), { input: { clientImpersonation: null } }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ user: caller.user?.id ?? '' }),
    }),
  },
  // Mutations: projects
  createProject: {
    prepare: async (w) => {
      const name = `Project ${w.scenes.own.marker} created ${crypto.randomUUID().slice(0, 8)}`;
      return { call: gql(mutation('createProject', 'CreateProjectInput'), { input: { name, fel20: true, costRange: '1to5m', projectType: 'revamp' } }), subject: { ...orgOf(w.scenes.own), active: true }, snapshot: () => w.named({ projectName: name }) };
    },
  },
  duplicateProject: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const name = `Copy ${s.marker} ${crypto.randomUUID().slice(0, 8)}`;
      return { call: gql(mutation('duplicateProject', 'DuplicateProjectInput'), { input: { key: s.project.id, name } }), subject: projectOf(s, s.project), snapshot: () => w.named({ projectName: name }) };
    },
  },
  renameProject: { prepare: onProject('renameProject', 'RenameProjectInput', (p) => ({ name: `${p.name} renamed` })) },
  updateProjectDetails: { prepare: onProject('updateProjectDetails', 'UpdateProjectDetailsInput', () => ({ description: 'Changed by the matrix' })) },
  portfolio: {
    gateOnActive: true,
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('{ portfolio { projects { name } } }'), projectOf(s, s.project), s.project.name);
    },
  },
  finalizeProject: { prepare: onProject('finalizeProject', 'ProjectKeyInput', () => ({})) },
  // One field, the operation chosen by the input: a cell per variant.
  'setProjectActive#project.deactivate': { prepare: onProject('setProjectActive', 'SetProjectActiveInput', () => ({ isActive: false })) },
  'setProjectActive#project.restore': { prepare: onProject('setProjectActive', 'SetProjectActiveInput', () => ({ isActive: true })) },
  unfinalizeProject: { prepare: onProject('unfinalizeProject', 'ProjectKeyInput', () => ({}), { finalized: true }) },
  transferProject: { prepare: onProject('transferProject', 'TransferProjectInput', async (_p, w, side) => ({ projectOwner: (await w.freshUser(side)).id })) },
  addTeamMember: { prepare: onProject('addTeamMember', 'AddTeamMemberInput', () => ({ phase: 'fel3', name: 'New member' })) },
  editTeamMember: { prepare: onProject('editTeamMember', 'EditTeamMemberInput', (p) => ({ id: p.teamMemberId, name: 'Changed member' })) },
  removeTeamMember: { prepare: onProject('removeTeamMember', 'RemoveItemInput', (p) => ({ id: p.teamMemberId })) },
  addProjectSite: { prepare: onProject('addProjectSite', 'AddProjectSiteInput', () => ({ plantName: 'Plant B' })) },
  editProjectSite: { prepare: onProject('editProjectSite', 'EditProjectSiteInput', (p) => ({ id: p.siteId, location: 'Changed' })) },
  removeProjectSite: { prepare: onProject('removeProjectSite', 'RemoveItemInput', (p) => ({ id: p.siteId })) },
  saveAnswer: { prepare: onProject('saveAnswer', 'SaveAnswerInput', () => ({ phase: 'fel2', code: firstCode('fel2'), version: 1, level: 2 })) },
  saveAreaAnswers: { prepare: onProject('saveAreaAnswers', 'SaveAreaAnswersInput', () => ({ phase: 'fel2', area: firstArea, answers: [{ code: firstCode('fel2'), version: 1, level: 1 }] })) },
  deleteAnswer: { prepare: onProject('deleteAnswer', 'DeleteAnswerInput', () => ({ phase: 'fel2', area: firstArea, code: firstCode('fel2'), version: 1 })) },
  restoreAnswerVersion: {
    prepare: onProject('restoreAnswerVersion', 'RestoreAnswerInput', async (p, w) => {
      const answer = (await listAnswers(w.app.db, { projectId: p.id, phase: 'fel2' })).find((a) => a.questionCode === firstCode('fel2'));
      if (!answer) throw new Error('the fresh project has no answer to the first FEL 2 question');
      const code = answer.questionCode;
      const after = { ...contentOf(answer), level: 1 };
      await recordAnswerChanges(w.app.db, [{ projectId: p.id, phase: 'fel2', code, version: answer.version, kind: 'save', before: null, after, changedBy: p.ownerUserId, changedAt: new Date() }]);
      const [entry] = await listAnswerHistory(w.app.db, { projectId: p.id, phase: 'fel2', code, beforeSeq: null, limit: 1 });
      return { phase: 'fel2', code, changeId: entry?.id ?? '', version: answer.version };
    }),
  },
  announcePresence: { prepare: onProject('announcePresence', 'AnnouncePresenceInput', () => ({ phase: 'fel2', questionCode: firstCode('fel2') })) },
  copyFel2ToFel3: { prepare: onProject('copyFel2ToFel3', 'ProjectKeyInput', () => ({})) },
  addDeliverable: { prepare: onProject('addDeliverable', 'AddDeliverableInput', () => ({ number: `DWG-${Date.now()}`, revision: 'B' })) },
  editDeliverable: { prepare: onProject('editDeliverable', 'EditDeliverableInput', (p) => ({ id: p.entryId, revision: 'C' })) },
  removeDeliverable: { prepare: onProject('removeDeliverable', 'RemoveDeliverableInput', (p) => ({ id: p.entryId })) },
  addAnswerAction: { prepare: onProject('addAnswerAction', 'AddAnswerActionInput', () => ({ phase: 'fel2', code: firstCode('fel2'), text: 'Issue the layout for review', owner: { text: 'Somebody' } })) },
  editAnswerAction: { prepare: onProject('editAnswerAction', 'EditAnswerActionInput', (p) => ({ phase: 'fel2', id: p.actionId, done: true })) },
  removeAnswerAction: { prepare: onProject('removeAnswerAction', 'RemoveAnswerActionInput', (p) => ({ phase: 'fel2', id: p.actionId })) },
  'setFel3Status#project.fel3.reopen': { prepare: onProject('setFel3Status', 'SetFel3StatusInput', () => ({ statusfel3: 1 })) },
  'setFel3Status#project.fel3.complete': { prepare: onProject('setFel3Status', 'SetFel3StatusInput', () => ({ statusfel3: 2 }), { answered: 'fel3' }) },
  createReport: {
    prepare: async (w, side) => {
      const p = await w.freshProject(side, { answered: 'fel2' });
      return { call: gql(mutation('createReport', 'CreateReportInput'), { input: { projectKey: p.id, phase: 'fel2', notes: 'By the matrix' } }), subject: projectOf(w.scenes[side], p), snapshot: () => w.rows({ project: p.id }) };
    },
  },
  updateReportNotes: {
    prepare: async (w, side) => {
      const r = await w.freshReport(side);
      return { call: gql(mutation('updateReportNotes', 'UpdateReportNotesInput'), { input: { reportKey: r.key, notes: 'Changed by the matrix' } }), subject: projectOf(w.scenes[side], r), snapshot: () => w.rows({ project: r.id }) };
    },
  },
  // Outcomes (DOMAIN.md §3b)
  projectOutcomes: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($key: ID!) { projectOutcomes(key: $key) { projectName } }', { key: s.project.id }), projectOf(s, s.project), s.project.name);
    },
  },
  providerOutcomes: { prepare: async (w, side) => read(gql('{ providerOutcomes { thresholds } }'), orgOf(w.scenes[side])) },
  recordGateDecision: { prepare: onProject('recordGateDecision', 'RecordGateDecisionInput', async (p, w) => ({ report: await insertSignedOffReport(w.app.db, { projectId: p.id }), ...DECISION })) },
  editGateDecision: {
    prepare: onProject('editGateDecision', 'EditGateDecisionInput', async (p, w) => {
      const { reportId, decisionId } = await insertApproval(w.app.db, { projectId: p.id });
      return { id: decisionId, version: 1, report: reportId, ...DECISION };
    }),
  },
  removeGateDecision: { prepare: onProject('removeGateDecision', 'RemoveGateDecisionInput', async (p, w) => ({ id: (await insertApproval(w.app.db, { projectId: p.id })).decisionId })) },
  saveCloseOut: {
    prepare: onProject('saveCloseOut', 'SaveCloseOutInput', async (p, w) => {
      await insertApproval(w.app.db, { projectId: p.id });
      return CLOSE_OUT;
    }),
  },
  // One field, the operation chosen by `pooled`: whether this caller changed the side's choice.
  'setOutcomePooling#outcome.poolOptIn': { prepare: pooling(true) },
  'setOutcomePooling#outcome.poolOptOut': { prepare: pooling(false) },
  // Mutations: users, tokens, organizations, provider settings
  createUser: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const email = `created-${s.marker}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      return { call: gql(mutation('createUser', 'CreateUserInput'), { input: { name: `Created ${s.marker}`, username: email, userType: ROLE.USER, organization: s.org.id } }), subject: orgOf(s), snapshot: () => w.named({ userEmail: email }) };
    },
  },
  updateUser: { prepare: onUser('updateUser', 'UpdateUserInput', (key, email, w, side) => ({ key, name: `Renamed ${w.scenes[side].marker}`, username: email, userType: ROLE.USER, organization: w.scenes[side].org.id })) },
  updateMyAccount: {
    // Every caller names another user of the side: refused as not found whatever the role (the matrix writes
    // it out as denied); renaming oneself is tested in tests/integration/users/own-account.test.ts.
    prepare: onUser('updateMyAccount', 'UpdateMyAccountInput', (key) => ({ key, name: 'Renamed by someone else' })),
  },
  setUserActive: { prepare: onUser('setUserActive', 'SetUserActiveInput', (key) => ({ key, active: false })) },
  setUsersActive: { prepare: onUser('setUsersActive', 'SetUsersActiveInput', (key) => ({ keys: [key], active: false })) },
  sendPasswordResetLink: { prepare: onUser('sendPasswordResetLink', 'SendPasswordResetLinkInput', (key) => ({ key })) },
  createApiToken: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      const name = `Token ${s.marker} ${crypto.randomUUID().slice(0, 8)}`;
      return { call: gql(mutation('createApiToken', 'CreateApiTokenInput'), { input: { name, scope: 'read', organization: s.org.id } }), subject: orgOf(s), snapshot: () => w.named({ tokenName: name }) };
    },
  },
  revokeApiToken: {
    prepare: async (w, side) => {
      const t = await w.freshToken(side);
      return { call: gql(mutation('revokeApiToken', 'RevokeApiTokenInput'), { input: { key: t.key } }), subject: orgOf(w.scenes[side]), snapshot: () => w.rows({ token: t.key }) };
    },
  },
  // One token per side for every cell (an organization has at most 20 live tokens), so its cells run one at a time.
  rotateApiToken: {
    exclusive: true,
    prepare: async (w, side) => {
      const t = await w.sharedToken(side);
      return { call: gql(mutation('rotateApiToken', 'RotateApiTokenInput'), { input: { key: t.key } }), subject: orgOf(w.scenes[side]), snapshot: () => w.rows({ token: t.key }) };
    },
  },
  createOrganization: {
    prepare: async (w, side) => {
      const name = `Org ${w.scenes[side].marker} created ${crypto.randomUUID().slice(0, 8)}`;
      return { call: gql(mutation('createOrganization', 'CreateOrganizationInput'), { input: { name, plantNames: ['Plant A'], ...LICENCE } }), subject: orgOf(w.scenes[side]), snapshot: () => w.named({ organizationName: name }) };
    },
  },
  updateOrganization: { prepare: onOrganization('updateOrganization', 'UpdateOrganizationInput', (o) => ({ key: o.id, name: `Org renamed ${o.id.slice(0, 8)}`, plantNames: ['Plant A'], licenseKey: o.licenseKey, ...LICENCE })) },
  regenerateLicenseKey: { prepare: onOrganization('regenerateLicenseKey', 'OrganizationKeyInput', (o) => ({ key: o.id })) },
  setCompanyMetrics: { prepare: onOrganization('setCompanyMetrics', 'SetCompanyMetricsInput', (o) => ({ key: o.id, metrics: { fel2co: 7 } })) },
  setOrganizationCels: { prepare: onOrganization('setOrganizationCels', 'SetOrganizationCelsInput', (o) => ({ key: o.id, cels: [] })) },
  updateProviderMetrics: {
    prepare: async (w, side, caller) => ({
      call: gql(mutation('updateProviderMetrics', 'ProviderMetricsInput'), { input: { fel2bp: 4.5, fel2in: 6 } }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ changesBy: { action: 'provider-metrics.update', actor: caller.viewer?.userId ?? null } }),
    }),
  },
  updateSiteSettings: {
    prepare: async (w, side, caller) => ({
      call: gql(mutation('updateSiteSettings', 'SiteSettingsInput'), { input: { banner: false, message: '', color: 'none' } }),
      subject: orgOf(w.scenes[side]),
      snapshot: () => w.rows({ changesBy: { action: 'site-settings.update', actor: caller.viewer?.userId ?? null } }),
    }),
  },
  clientBenchmarks: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(gql('query($o: ID!) { clientBenchmarks(organization: $o) { organization { name } provider { fel2bp } company { fel2co } } }', { o: s.org.id }), orgOf(s), s.marker);
    },
  },
  // Subscriptions (at /graphql/stream): refused at once, or subscribed (presence sends its list at once).
  answerSaved: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(subscribe('subscription($p: ID!) { answerSaved(project: $p) { phase questionCode } }', { p: s.project.id }), projectOf(s, s.project));
    },
  },
  projectPresence: {
    prepare: async (w, side) => {
      const s = w.scenes[side];
      return read(subscribe('subscription($p: ID!) { projectPresence(project: $p) { name } }', { p: s.project.id }), projectOf(s, s.project));
    },
  },
};
