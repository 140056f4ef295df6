import { adapts } from '../../commands/bindings.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { endImpersonation, impersonateClient, listImpersonationCandidates, listImpersonationChoices, setClientImpersonation } from './impersonation.service.ts';

export const impersonationResolvers: Resolvers = {
  Query: {
    impersonationChoices: adapts(listImpersonationChoices, (_, __, ctx) => listImpersonationChoices.execute(ctx, {})),
    impersonationCandidates: adapts(listImpersonationCandidates, (_, args, ctx) => listImpersonationCandidates.execute(ctx, args)),
  },
  Mutation: {
    setClientImpersonation: adapts([impersonateClient, endImpersonation], (_, { input }, ctx) =>
      payload(async () => {
        const { viewer, organization } = await setClientImpersonation(ctx, input);
        // The organization was just read: prime the loader so activeOrganization needs no second query.
        ctx.loaders.organization.clear(organization.id).prime(organization.id, organization);
        return { viewer };
      }),
    ),
  },
};
