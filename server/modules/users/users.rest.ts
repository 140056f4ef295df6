import type { FastifyInstance } from 'fastify';
import { bodyFields, legacyRoute } from '../../http/legacy.ts';
import type { Deps } from '../../service-context.ts';
import { createUser, getUser, sendUserResetLink, updateUser } from './user-admin.service.ts';
import { listManagedUsers } from './user-list.service.ts';
import { fromLegacyUserBody, legacyRef, toLegacyUser } from './users.legacy.ts';
import { setUserActive } from './users.service.ts';

/** Legacy user administration paths of spec §7. */
export function registerUserAdminRoutes(app: FastifyInstance, deps: Deps): void {
  // Optional `client` (key or name) narrows to one organization; `email` and `organization` filter like the screen.
  legacyRoute(app, deps, 'POST', '/api/admin/users/', listManagedUsers, async (ctx, req) => {
    const b = bodyFields(req.body);
    const client = legacyRef(b.client);
    const { nodes } = await listManagedUsers.execute(ctx, {
      filter: { organizationKey: client === '' ? null : client, email: b.email, organization: b.organization },
      sort: b.sort,
      all: true,
    });
    return { users: nodes.map(({ user, organizationName }) => toLegacyUser(user, { id: user.organizationId, name: organizationName })) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/user/create/', createUser, async (ctx, req) => {
    const user = await createUser.execute(ctx, fromLegacyUserBody(req.body));
    return { message: 'User created', key: user.id };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/user/:id/edit/', updateUser, async (ctx, req) => {
    const { row: user } = await updateUser.execute(ctx, { ...fromLegacyUserBody(req.body), key: req.params.id });
    const { org } = await getUser.execute(ctx, { key: user.id });
    return { user: toLegacyUser(user, org) };
  });

  legacyRoute(app, deps, 'POST', '/api/admin/user/:id/activate/', setUserActive, async (ctx, req) => {
    const { row: user } = await setUserActive.execute(ctx, { key: req.params.id, status: bodyFields(req.body).status });
    const { org } = await getUser.execute(ctx, { key: user.id });
    return { user: toLegacyUser(user, org) };
  });

  // Not in spec §7 (the legacy client's menu item had no path of its own): the admin "Reset Password".
  legacyRoute(app, deps, 'POST', '/api/admin/user/:id/reset-password/', sendUserResetLink, async (ctx, req) => ({
    message: await sendUserResetLink.execute(ctx, { key: req.params.id }),
  }));

  legacyRoute(app, deps, 'GET', '/api/users/:id/', getUser, async (ctx, req) => {
    const { user, org } = await getUser.execute(ctx, { key: req.params.id ?? '' });
    return { user: toLegacyUser(user, org) };
  });
}
