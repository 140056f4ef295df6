import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../support/factories.ts';
import { pick } from '../../support/pick.ts';
import { createProject } from '../../support/projects.ts';
import { signIn } from '../../support/sign-in.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { answerPhase, createReport } from './report-support.ts';
import { ROLE } from '../../../common/roles.ts';

// The server PDF when there is no print page to print (this app serves no client build): a clear 503 at
// once, not after the renderer's 30-second wait. The 8-page PDF itself is checked in the browser tests
// (tests/e2e/reports/report-print.test.ts), which serve the client.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('report PDF without a print page', () => {
  it('answers 503 with the message at once', async () => {
    const org = await createOrganization(app.db);
    const user = await createUser(app.db, { role: ROLE.USER, org });
    const client = await signIn(app, user);
    const project = await createProject(app.db, { org, owner: user, fel20: false });
    await answerPhase(client, project.id, 'fel3', () => ({ level: 2 }));
    const key = String(pick(await createReport(client, project.id, 'fel3'), 'key'));
    const started = Date.now();
    const res = await client.get(`/api/report/${key}/pdf/?format=Letter`);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'error', code: 'UNAVAILABLE', message: 'The PDF could not be made. Try again, or print the report from your browser.' });
    // Not a speed goal: "at once" against the renderer's 30 s wait for a print page (RENDER_TIMEOUT_MS), which
    // a refusal after that wait would take; half of it leaves a busy machine ample room.
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
