import { randomInt } from 'node:crypto';

export type ApiResponse = { status: number; body: Record<string, unknown>; headers: Headers };
export type GraphQLResult = {
  status: number;
  data: Record<string, unknown> | null;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A small HTTP client for tests: keeps cookies, a bearer token and its own client address. */
export class ApiClient {
  readonly ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  token: string | null = null;
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Any request; body objects are sent as JSON, strings as they are (for malformed-JSON tests). */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const h = new Headers({ 'x-forwarded-for': this.ip, ...headers });
    if (this.token) h.set('authorization', `Bearer ${this.token}`);
    if (this.cookies.size > 0) h.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (body !== undefined && !h.has('content-type')) h.set('content-type', 'application/json');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, body: isRecord(parsed) ? parsed : { value: parsed }, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }

  /** A GraphQL operation over POST /graphql. */
  async graphql(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult> {
    const { status, body } = await this.request('POST', '/graphql', { query, variables });
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(isRecord).map((e) => ({
          message: String(e.message),
          extensions: isRecord(e.extensions) ? { code: typeof e.extensions.code === 'string' ? e.extensions.code : undefined } : undefined,
        }))
      : undefined;
    return { status, data: isRecord(body.data) ? body.data : null, errors };
  }
}
