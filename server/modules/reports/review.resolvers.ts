import { adapts } from '../../commands/bindings.ts';
import { findAppError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { payload } from '../../graphql/payload.ts';
import { getCompanyFigures } from './company-figures.ts';
import { ReviewInputSchema } from './review-input.ts';
import { reviewStateOf, reviewView } from './review-view.ts';
import { listMarks } from './review.queries.ts';
import { getReview, markReview, reportReviewers, returnReview, type ReviewSubject, reviewsWaiting, signOffReview, submitReport } from './review.service.ts';

// GraphQL of the independent review (schema/reviews.graphql).

const today = (ctx: GraphQLContext) => ctx.now().toISOString().slice(0, 10);
const withReview = (ctx: GraphQLContext) => async (s: ReviewSubject) => ({ review: await reviewView(ctx.db, s, today(ctx)) });

export const reviewResolvers: Resolvers = {
  Query: {
    reportReviewers: adapts(reportReviewers, async (_, { reportKey }, ctx) =>
      (await reportReviewers.execute(ctx, { reportKey })).map((c) => ({ key: c.id, name: c.name, email: c.email })),
    ),
    companyFigures: adapts(getCompanyFigures, (_, { phase }, ctx) => getCompanyFigures.execute(ctx, { phase })),
    reviewsWaiting: adapts(reviewsWaiting, (_, _args, ctx) => reviewsWaiting.execute(ctx, {})),
    // Nullable: a report not submitted to the viewer answers null, as a missing one does.
    reportReview: adapts(getReview, async (_, { reportKey }, ctx) => {
      try {
        return await reviewView(ctx.db, await getReview.execute(ctx, { reportKey }), today(ctx));
      } catch (error: unknown) {
        if (findAppError(error)?.code === 'NOT_FOUND') return null;
        throw error;
      }
    }),
  },
  Mutation: {
    submitReportForReview: adapts(submitReport, (_, { input }, ctx) => payload(async () => withReview(ctx)(await submitReport.execute(ctx, input)))),
    markReview: adapts(markReview, (_, { input }, ctx) => payload(async () => withReview(ctx)(await markReview.execute(ctx, input)))),
    signOffReview: adapts(signOffReview, (_, { input }, ctx) => payload(async () => withReview(ctx)(await signOffReview.execute(ctx, input)))),
    returnReview: adapts(returnReview, (_, { input }, ctx) => payload(async () => withReview(ctx)(await returnReview.execute(ctx, input)))),
  },
  Report: {
    reviewState: (r) => reviewStateOf(r.row?.reviewState ?? 'none'),
    review: async (r, _, ctx) => {
      const row = r.row;
      if (!row || row.reviewState === 'none') return null;
      const input = row.reviewInput ? ReviewInputSchema.parse(row.reviewInput) : null;
      return reviewView(ctx.db, { row, project: r.project, input, marks: await listMarks(ctx.db, row.id) }, today(ctx));
    },
  },
};
