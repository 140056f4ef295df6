import type { ApiClient, ApiResponse } from './api-client.ts';

// One GraphQL subscription over server-sent events (/graphql/stream, graphql-sse's distinct connections),
// as the authorization matrix needs it: what the stream says first. A refused subscription answers at once
// with an event carrying the error; an accepted one either sends its first event (presence sends the list
// as it is) or stays open and quiet until something happens.

/** How long an open stream may stay quiet before it counts as subscribed (a refusal comes within milliseconds). */
const QUIET_MS = 2500;

/** The stream's first event as a response body, or `{}` when it stayed open and quiet for QUIET_MS. */
export async function firstStreamEvent(client: ApiClient, body: { query: string; variables?: Record<string, unknown> }): Promise<ApiResponse> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), QUIET_MS);
  const headers = new Headers({ accept: 'text/event-stream', 'content-type': 'application/json', 'x-forwarded-for': client.ip });
  if (client.token) headers.set('authorization', `Bearer ${client.token}`);
  let status = 200;
  let responseHeaders = new Headers();
  try {
    const response = await fetch(`${client.baseUrl}/graphql/stream`, { method: 'POST', headers, body: JSON.stringify(body), signal: abort.signal });
    status = response.status;
    responseHeaders = response.headers;
    if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const text = await response.text();
      return { status, body: { raw: text }, headers: responseHeaders };
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { status, body: {}, headers: responseHeaders };
      text += decoder.decode(value, { stream: true });
      const event = firstEvent(text);
      if (event) return { status, body: event, headers: responseHeaders };
    }
  } catch (error) {
    if (abort.signal.aborted) return { status, body: {}, headers: responseHeaders };
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** The data of the first complete `next` event in the text received so far. */
function firstEvent(text: string): Record<string, unknown> | null {
  for (const block of text.split('\n\n').slice(0, -1)) {
    const lines = block.split('\n');
    if (!lines.includes('event: next')) continue;
    const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : { value: parsed };
  }
  return null;
}

export type StreamEvent = { event: string; data: unknown };
export type StreamOutcome = { status: number; contentType: string; events: StreamEvent[]; text: string; ended: boolean };

/**
 * Every event of one stream request until the server ends it, or `ceilingMs` (then `ended` is false and the
 * request is aborted). `onEvent` sees each event as it comes (a test may act on the first one); `onOpen`
 * runs when the answer's headers arrive (a subscription is in place by then).
 */
export async function streamEvents(
  client: Pick<ApiClient, 'baseUrl' | 'token' | 'ip'>,
  request: { method?: string; body?: string | { query: string; variables?: Record<string, unknown> }; headers?: Record<string, string> },
  p: { ceilingMs: number; onEvent?: (event: StreamEvent) => void; onOpen?: () => void },
): Promise<StreamOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), p.ceilingMs);
  const headers = new Headers({ accept: 'text/event-stream', 'content-type': 'application/json', 'x-forwarded-for': client.ip, ...request.headers });
  if (client.token) headers.set('authorization', `Bearer ${client.token}`);
  const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  const events: StreamEvent[] = [];
  let text = '';
  let status = 0;
  let contentType = '';
  try {
    const response = await fetch(`${client.baseUrl}/graphql/stream`, { method: request.method ?? 'POST', headers, body, signal: abort.signal });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    // The server answers a subscription's headers once the subscription is in place.
    p.onOpen?.();
    if (!response.body) return { status, contentType, events, text, ended: true };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let seen = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { status, contentType, events, text, ended: true };
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n').slice(0, -1);
      for (const block of blocks.slice(seen)) {
        const lines = block.split('\n');
        const name = lines.find((l) => l.startsWith('event:'))?.slice(6).trim();
        if (!name) continue;
        const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
        const parsed: unknown = data === '' ? null : JSON.parse(data);
        const event = { event: name, data: parsed };
        events.push(event);
        p.onEvent?.(event);
      }
      seen = blocks.length;
    }
  } catch (error) {
    if (abort.signal.aborted) return { status, contentType, events, text, ended: false };
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
