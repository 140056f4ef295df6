import { print } from 'graphql';
import { graphql } from '../../../gql';
import type { PrintReportQuery as PrintReportResult } from '../../../gql/graphql';

export const PrintReportQuery = graphql(`
  query PrintReport($key: ID!) {
    report(key: $key) {
      key
      ...ReportDocument_report
    }
  }
`);

export type PrintReport = NonNullable<PrintReportResult['report']>;

/** What the print page shows: the report, or why there is none (an error message, or not found). */
export type PrintReportLoad = { report: PrintReport } | { error: string | null };

const queryText = print(PrintReportQuery);

function isReport(value: unknown): value is PrintReport {
  if (typeof value !== 'object' || value === null || !('key' in value) || !('score' in value)) return false;
  const { key, score } = value;
  return typeof key === 'string' && typeof score === 'object' && score !== null && 'method' in score;
}

function firstError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return null;
  const [first]: unknown[] = body.errors;
  return typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string' ? first.message : 'The report could not be loaded.';
}

/**
 * The saved report, fetched with one plain GraphQL request (no client cache: the page shows one report and
 * forgets it). `token` is the viewer's bearer token when the server's renderer asks; a browser that opens
 * the print route itself sends none (headers added by the browser still apply).
 */
export async function loadPrintReport(key: string, token: string | null): Promise<PrintReportLoad> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ operationName: 'PrintReport', query: queryText, variables: { key } }),
    });
    const body: unknown = await response.json().catch(() => null);
    const error = firstError(body);
    if (error) return { error };
    if (!response.ok) return { error: `The server answered ${response.status}.` };
    const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
    const report = typeof data === 'object' && data !== null && 'report' in data ? data.report : null;
    return isReport(report) ? { report } : { error: null };
  } catch (error) {
    return { error: error instanceof Error ? error.message : 'The report could not be loaded.' };
  }
}
