// `node --import tsx bench/support/profile-top.ts FILE.cpuprofile [N]`: the N (25) frames with the most self
// time of a `node --cpu-prof` profile, and the self time per package (what docs/bench.md keeps).
import { readFile } from 'node:fs/promises';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts FILE.cpuprofile [N]');
const profile: Profile = JSON.parse(await readFile(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const where = (n: Node) => {
  const u = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  return u === '' ? '' : `${u}:${n.callFrame.lineNumber + 1}`;
};
const frames = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  if (!n) continue;
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where(n)}`;
  frames.set(key, (frames.get(key) ?? 0) + us);
  const url = n.callFrame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.includes('/server/') ? 'server (app code)' : url.startsWith('node:') ? 'node internals' : url === '' ? n.callFrame.functionName || '(native)' : 'other');
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
print('self time by frame', frames, Number(top));
print('self time by package', packages, 15);
