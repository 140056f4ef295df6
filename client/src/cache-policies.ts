import type { FieldPolicy, StoreObject, TypePolicies } from '@apollo/client';

// How the Apollo cache identifies each entity, so that a mutation's payload updates every screen showing
// the object it returns. Types without identity (lists, pages, scores, options) stay embedded in their parent,
// and so do ReportProject (the project as frozen in one report's snapshot, not the live Project) and
// PortfolioMovement (a chart row keyed by its project). tests/unit/cache-policies.test.ts checks every keyed type.

type PageOf = { nodes: unknown[]; endCursor: string | null; hasMore: boolean };

/**
 * A paged list field (`first`/`after`, answering nodes, endCursor and hasMore): the pages fetched with
 * fetchMore (`after` set) are appended to the cached list; a first page replaces it. One cached list per
 * value of the other arguments.
 */
export function pagedList(keyArgs: string[]): FieldPolicy<PageOf> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
    },
  };
}

/**
 * A list of objects without identity, stored in its parent and read by several screens with different fields:
 * an incoming list keeps the fields cached for the same item (same `key` value), so no screen loses its part.
 */
export function mergedListBy(key: string): FieldPolicy<StoreObject[]> {
  return {
    merge(existing, incoming, { mergeObjects }) {
      if (!existing) return incoming;
      const before = new Map(existing.map((item) => [item[key], item]));
      return incoming.map((item) => {
        const old = before.get(item[key]);
        return old ? (mergeObjects(old, item) as StoreObject) : item;
      });
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: { fields: { apiTokens: pagedList(['organization']) } },
  User: { keyFields: ['key'] },
  Organization: { keyFields: ['key'] },
  Viewer: { keyFields: [] },
  ViewerPermissions: { keyFields: [] },
  SiteSettings: { keyFields: [] },
  AppInfo: { keyFields: [] },
  Project: { keyFields: ['key'], fields: { answerHistory: pagedList(['phase', 'code']) } },
  ProjectUser: { keyFields: ['key'] },
  Passkey: { keyFields: ['key'] },
  TeamMember: { keyFields: ['key'] },
  ProjectSite: { keyFields: ['key'] },
  Deliverable: { keyFields: ['key'] },
  AnswerAction: { keyFields: ['key'] },
  ApiToken: { keyFields: ['key'] },
  ImpersonationChoice: { keyFields: ['key'] },
  ReportSummary: { keyFields: ['key'] },
  // The independent review: a report's review, a waiting review and a reviewer candidate, each by its key.
  ReportReview: { keyFields: ['key'], fields: { items: mergedListBy('code') } },
  ReviewMark: { merge: true },
  ReviewWaiting: { keyFields: ['key'] },
  ReviewerCandidate: { keyFields: ['key'] },
  PortfolioProject: { keyFields: ['key'] },
  PortfolioOwner: { keyFields: ['key'] },
  AnswerChange: { keyFields: ['id'] },
  // Outcomes (docs/outcomes.md): a project's outcomes are keyed by the project's key; a payload carries them whole.
  ProjectOutcomes: { keyFields: ['key'] },
  GateDecision: { keyFields: ['key'] },
  GateReport: { keyFields: ['key'] },
  CloseOut: { keyFields: ['key'] },
  OutcomeChange: { keyFields: ['key'] },
  OutcomeProject: { keyFields: ['key'] },
  // A phase's report screen data has no identity of its own: it belongs to its project's report(phase) field,
  // and a payload that returns part of it (a lifecycle change's viewerCanCreate) merges into what is cached.
  PhaseReport: { merge: true },
  // A phase's questionnaire has no identity either: the phase tab reads all of it, the method 3 banner a few
  // of its lists. Merged, so neither write drops the other's fields (replaced, each query found its data
  // missing and refetched the other's, in a loop every few seconds: a card could change under the typist).
  PhaseQuestionnaire: { merge: true },
  // The same for the screening choices (the screening prompt, the details tab) and the portfolio's parts (its
  // screen, outcomes tab and the CSV downloads): read in parts by several documents (tests/unit/cache-overlaps.test.ts).
  ProjectScreening: { merge: true, fields: { costRanges: mergedListBy('value') } },
  Portfolio: { merge: true },
  PortfolioFilterOptions: { merge: true },
  // The user form's choices: the form reads the roles, its organization picker searches the organizations.
  UserFormOptions: { merge: true },
  PortfolioOutcomes: { merge: true },
  // A saved report is a frozen snapshot with a key; a preview (key null) belongs to its phase, unnormalized.
  Report: { keyFields: (report) => (typeof report.key === 'string' ? `Report:${report.key}` : false) },
};
