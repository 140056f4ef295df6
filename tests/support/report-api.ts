import { z } from 'zod';
import type { Phase } from '../../server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import { pick } from './pick.ts';

// The report as the API answers it, typed (zod) for the browser tests that compare the screen and the
// paper with it, and the PDF endpoint read as bytes (the ApiClient reads bodies as JSON).

const Nullable = z.number().nullable();

export const ApiReport = z.object({
  key: z.string(),
  notes: z.string(),
  pdfPath: z.string().nullable(),
  score: z.object({
    felIndex: z.number(),
    absoluteIndex: z.number(),
    band: z.string(),
    gate: z.string(),
    method: z.number(),
    verdict: z.string().nullable(),
    capReason: z.string().nullable(),
    /** Method 1 only (null for method 2 reports). */
    pdriEquivalent: z.number().nullable(),
    redFlags: z.array(z.string()),
    areas: z.array(z.object({ area: z.enum(['site', 'eng', 'pep']), label: z.string(), index: z.number(), absoluteIndex: z.number() })),
  }),
  questions: z.array(z.object({ code: z.string(), area: z.enum(['site', 'eng', 'pep']), gap: z.number(), na: z.boolean() })),
  recommendations: z.array(z.object({ rank: z.number(), code: z.string(), priority: z.number() })),
  benchmarks: z.array(
    z.object({ key: z.string(), label: z.string(), project: z.number(), company: Nullable, companySource: z.string(), companyProjects: z.number(), industry: Nullable, bestPractical: Nullable }),
  ),
  method: z.object({ bands: z.array(z.object({ band: z.string(), max: z.number() })), pdriBase: z.number().nullable(), pdriSpan: z.number().nullable(), disclaimer: z.string().nullable(), rules: z.array(z.string()) }),
});
export type ApiReport = z.infer<typeof ApiReport>;

const FIELDS = `key notes pdfPath
  score { felIndex absoluteIndex band gate method verdict capReason pdriEquivalent redFlags areas { area label index absoluteIndex } }
  questions { code area gap na }
  recommendations { rank code priority }
  benchmarks { key label project company companySource companyProjects industry bestPractical }
  method { bands { band max } pdriBase pdriSpan disclaimer rules }`;

/** A saved report by key through GraphQL `Query.report`. */
export async function readReport(api: ApiClient, key: string): Promise<ApiReport> {
  const res = await api.graphql(`query($key: ID!) { report(key: $key) { ${FIELDS} } }`, { key });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return ApiReport.parse(pick(res.data, 'report'));
}

/** The newest saved report of a phase through GraphQL `Project.report(phase).latest`, or null. */
export async function latestReport(api: ApiClient, projectKey: string, phase: Phase): Promise<ApiReport | null> {
  const res = await api.graphql(`query($key: ID!, $phase: Phase!) { project(key: $key) { report(phase: $phase) { latest { ${FIELDS} } } } }`, { key: projectKey, phase });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const latest = pick(res.data, 'project.report.latest');
  return latest === null ? null : ApiReport.parse(latest);
}

/** GET of a PDF path with the client's bearer token: status, content type and the bytes. */
export async function fetchPdf(api: ApiClient, path: string): Promise<{ status: number; contentType: string; disposition: string; pdf: Buffer }> {
  const response = await fetch(api.baseUrl + path, { headers: { authorization: `Bearer ${api.token ?? ''}`, 'x-forwarded-for': api.ip } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    pdf: Buffer.from(await response.arrayBuffer()),
  };
}
