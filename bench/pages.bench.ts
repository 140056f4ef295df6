// Page weight as sent: the sign-in page opened in a fresh Chromium profile (empty cache) against the real
// server serving the production client build, counting the bytes the browser received for each response
// (CDP `encodedDataLength`: compressed body plus headers, as on the wire) until the sign-in form is usable
// and the network is idle. Goal: JS, CSS and fonts before interaction ≤ 220 KB compressed as sent (the
// fonts count: the form is not drawn in its type without them); JS + CSS alone is printed beside.
//
//   npm run bench pages
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../server/browser/chromium.ts';
import { startBenchApp } from './support/bench-app.ts';
import { reportGoal } from './support/goal.ts';

const GOAL_KB = 220;

const bench = await startBenchApp({ serveClient: true, hashCost: 'fast' });
const browser = await chromium.launch(await chromiumLaunchOptions(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  type Seen = { url: string; type: string; encoding: string; sent: number; body: number };
  const responses = new Map<string, Seen>();
  cdp.on('Network.responseReceived', (e) => {
    const encoding = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'none';
    responses.set(e.requestId, { url: e.response.url, type: e.type, encoding: String(encoding), sent: 0, body: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const seen = responses.get(e.requestId);
    if (seen) seen.body += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const seen = responses.get(e.requestId);
    if (seen) seen.sent = e.encodedDataLength;
  });

  await page.goto(`${bench.baseUrl}/sign-in`);
  await page.getByLabel('Email').waitFor();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');

  const all = [...responses.values()];
  const sum = (types: string[], field: 'sent' | 'body') => all.filter((r) => types.includes(r.type)).reduce((n, r) => n + r[field], 0);
  console.log(`Sign-in page, ${bench.baseUrl}/sign-in, fresh profile, ${all.length} responses:\n`);
  console.log('| type | responses | sent (compressed, with headers) | unpacked |');
  console.log('|---|---|---|---|');
  for (const type of [...new Set(all.map((r) => r.type))].sort()) {
    const of = all.filter((r) => r.type === type);
    console.log(`| ${type} | ${of.length} | ${(sum([type], 'sent') / 1000).toFixed(1)} KB | ${(sum([type], 'body') / 1000).toFixed(1)} KB |`);
  }
  console.log('\nLargest responses:');
  for (const r of [...all].sort((a, b) => b.sent - a.sent).slice(0, Number(process.env.BENCH_PAGES_LIST ?? 8))) {
    console.log(`  ${(r.sent / 1000).toFixed(1).padStart(7)} KB sent (${r.encoding}), ${(r.body / 1000).toFixed(1).padStart(7)} KB unpacked  ${r.type.padEnd(10)} ${new URL(r.url).pathname}`);
  }
  const plain = all.filter((r) => ['Script', 'Stylesheet'].includes(r.type) && r.encoding === 'none' && r.sent > 1500);
  if (plain.length > 0) console.log(`\nSent uncompressed: ${plain.map((r) => new URL(r.url).pathname).join(', ')}`);
  const jsCss = sum(['Script', 'Stylesheet'], 'sent');
  const fonts = sum(['Font'], 'sent');
  console.log(`\nJS + CSS ${(jsCss / 1000).toFixed(1)} KB sent (${(sum(['Script', 'Stylesheet'], 'body') / 1000).toFixed(1)} KB unpacked); fonts ${(fonts / 1000).toFixed(1)} KB; everything ${(sum([...new Set(all.map((r) => r.type))], 'sent') / 1000).toFixed(1)} KB`);
  reportGoal({ what: 'sign-in page JS + CSS + fonts before interaction, compressed as sent', max: GOAL_KB, figure: (jsCss + fonts) / 1000, unit: 'KB', digits: 1 });
  await context.close();
} finally {
  await browser.close();
  await bench.close();
}

