import { AppError } from '../../errors.ts';

// The PDF renderer's slots, shared fairly by organizations: at most `concurrent` renders at once, and when
// a slot frees it goes to the waiting render of the organization with the fewest renders under way (the one
// that waited longest among equals), so one organization's burst cannot hold every slot while others wait.
// An organization may have `waitingPerOrganization` renders waiting, and the queue `waitingTotal` in all;
// beyond either a request is refused at once (busy) rather than queued for minutes.

export const PDF_BUSY = 'Many PDFs are being made right now. Try again in a minute, or print the report from your browser.';
export const PDF_BUSY_FOR_ORGANIZATION = 'Your organization has several PDFs being made right now. Try again in a minute, or print the report from your browser.';

export type PdfQueue = {
  /** Runs `work` in a slot, for an organization (waiting its fair turn); UNAVAILABLE when too many wait. */
  run<T>(organizationId: string, work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

type Waiter = { organizationId: string; start: () => void };

export function createPdfQueue(limits: { concurrent: number; waitingPerOrganization: number; waitingTotal: number }): PdfQueue {
  const runningBy = new Map<string, number>();
  const waiters: Waiter[] = [];
  let running = 0;

  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  /** The next waiter: of the organization with the fewest renders running, the first that came. */
  const next = (): Waiter | undefined => {
    let best = -1;
    waiters.forEach((w, i) => {
      const chosen = waiters[best];
      if (!chosen || (runningBy.get(w.organizationId) ?? 0) < (runningBy.get(chosen.organizationId) ?? 0)) best = i;
    });
    return best < 0 ? undefined : waiters.splice(best, 1)[0];
  };

  return {
    async run(organizationId, work) {
      if (running >= limits.concurrent) {
        if (waiters.length >= limits.waitingTotal) throw new AppError('UNAVAILABLE', PDF_BUSY);
        if (waiters.filter((w) => w.organizationId === organizationId).length >= limits.waitingPerOrganization) {
          throw new AppError('UNAVAILABLE', PDF_BUSY_FOR_ORGANIZATION);
        }
        await new Promise<void>((start) => waiters.push({ organizationId, start }));
      } else {
        running++;
      }
      count(runningBy, organizationId, 1);
      try {
        return await work();
      } finally {
        count(runningBy, organizationId, -1);
        const after = next();
        // The slot passes to the next waiter as it is (still counted as running), or is given back.
        if (after) after.start();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
