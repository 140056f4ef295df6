import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientAssets, registerCompression } from '../../../server/http/client-assets.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// Responses as a browser receives them: the client's precompressed assets with their cache headers, and
// API JSON compressed above 1 KB (server/http/client-assets.ts).

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('client assets', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'fel-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(dist, 'print.html'), '<!doctype html><title>print</title>');
    await writeFile(path.join(dist, 'assets/index-abc123.js'), script);
    await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
    app = Fastify();
    await registerCompression(app);
    await registerClientAssets(app, dist);
    app.setNotFoundHandler((_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', dist));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every use, and answers it for paths the client router owns', async () => {
    const index = await app.inject({ url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const route = await app.inject({ url: '/dashboard/users' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('answers the light print entry for a report print page', async () => {
    const res = await app.inject({ url: '/print/report/some-key' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>print</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API responses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  const post = (query: string, encoding: string) =>
    fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, body: JSON.stringify({ query }) });

  it('compresses GraphQL JSON above 1 KB with brotli (or gzip), and leaves small answers as they are', async () => {
    // fetch decodes the body itself; the header says how it travelled.
    const big = await post('{ __schema { types { name fields { name } } } }', 'br, gzip');
    expect(big.status).toBe(200);
    expect(big.headers.get('content-encoding')).toBe('br');
    expect(JSON.stringify(await big.json()).length).toBeGreaterThan(1024);
    const gzipped = await post('{ __schema { types { name } } }', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const small = await post('{ __typename }', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
