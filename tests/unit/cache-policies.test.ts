import { buildASTSchema, isNonNullType, isObjectType, isScalarType, parse } from 'graphql';
import { gql, InMemoryCache } from '@apollo/client';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../client/src/cache-policies.ts';

// Every GraphQL object with an identity (a `key: ID!` field) is normalized by the client's cache, so a
// mutation's payload updates every screen showing it. An object left embedded on purpose is listed here with
// its reason.

const EMBEDDED: Record<string, string> = {
  ReportProject: "the project as frozen in one report's snapshot, not the live Project",
  PortfolioMovement: "a row of the portfolio's movement chart, keyed by its project: no object of its own",
};

const sdl = loadTypeDefs().join('\n');
const schema = buildASTSchema(parse(sdl));
const keyed = Object.values(schema.getTypeMap()).filter((type) => {
  if (!isObjectType(type) || type.name.startsWith('__')) return false;
  const key = type.getFields().key?.type;
  return key !== undefined && isNonNullType(key) && isScalarType(key.ofType) && key.ofType.name === 'ID';
});

describe('cache policies', () => {
  it('finds the keyed types of the schema', () => {
    expect(keyed.map((t) => t.name)).toEqual(expect.arrayContaining(['User', 'Organization', 'Project', 'PortfolioProject']));
  });

  it('every object with a key: ID! is normalized by it (or listed as embedded, with the reason)', () => {
    const missing = keyed.map((t) => t.name).filter((name) => !EMBEDDED[name] && typePolicies[name]?.keyFields === undefined);
    expect(missing).toEqual([]);
  });

  it("two screens reading different parts of a phase's questionnaire keep each other's data", () => {
    const cache = new InMemoryCache({ typePolicies });
    const tab = gql`
      query Tab {
        project(key: "p1") { key questionnaire(phase: fel2) { phase areas { area } } }
      }
    `;
    const banner = gql`
      query Banner {
        project(key: "p1") { key questionnaire(phase: fel2) { phase naRefused } }
      }
    `;
    const project = { __typename: 'Project', key: 'p1' };
    cache.writeQuery({ query: tab, data: { project: { ...project, questionnaire: { __typename: 'PhaseQuestionnaire', phase: 'fel2', areas: [{ __typename: 'PhaseArea', area: 'site' }] } } } });
    cache.writeQuery({ query: banner, data: { project: { ...project, questionnaire: { __typename: 'PhaseQuestionnaire', phase: 'fel2', naRefused: ['F2-SITE-01'] } } } });
    expect(cache.readQuery({ query: tab })).toMatchObject({ project: { questionnaire: { areas: [{ area: 'site' }] } } });
    expect(cache.readQuery({ query: banner })).toMatchObject({ project: { questionnaire: { naRefused: ['F2-SITE-01'] } } });
  });

  it("a review's items read by the report screen and the review screen keep each other's fields", () => {
    const cache = new InMemoryCache({ typePolicies });
    const report = gql`
      query Report {
        review(key: "r1") { key items { code title } }
      }
    `;
    const screen = gql`
      query Screen {
        review(key: "r1") { key items { code mark { verdict } } }
      }
    `;
    const review = { __typename: 'ReportReview', key: 'r1' };
    cache.writeQuery({ query: report, data: { review: { ...review, items: [{ __typename: 'ReviewItem', code: 'F2-SITE-01', title: 'Site' }] } } });
    cache.writeQuery({ query: screen, data: { review: { ...review, items: [{ __typename: 'ReviewItem', code: 'F2-SITE-01', mark: { __typename: 'ReviewMark', verdict: 'accepted' } }] } } });
    expect(cache.readQuery({ query: report })).toMatchObject({ review: { items: [{ code: 'F2-SITE-01', title: 'Site' }] } });
    expect(cache.readQuery({ query: screen })).toMatchObject({ review: { items: [{ code: 'F2-SITE-01', mark: { verdict: 'accepted' } }] } });
  });
});
