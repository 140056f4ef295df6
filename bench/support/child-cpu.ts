// CPU time used by this process's descendants (headless Chromium's processes), read from /proc: a figure
// that, unlike wall time, does not grow when other work shares the machine. Linux only; 0 elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

type Proc = { pid: number; ppid: number; cpu: number };

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const cpu = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid, ppid, cpu };
  } catch {
    return null;
  }
}

/** Seconds of CPU used so far by the live descendants of this process (including the children they reaped). */
export function descendantsCpuSeconds(): number {
  let procs: Proc[];
  try {
    procs = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => readProc(Number(name)))
      .filter((p): p is Proc => p !== null);
  } catch {
    return 0;
  }
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let ticks = 0;
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length > 0) {
    const p = stack.pop();
    if (!p) break;
    ticks += p.cpu;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}
