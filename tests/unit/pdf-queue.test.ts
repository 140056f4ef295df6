import { describe, expect, it } from 'vitest';
import { createPdfQueue, PDF_BUSY_FOR_ORGANIZATION } from '../../server/modules/reports/pdf-queue.ts';

// The PDF renderer's slots are shared fairly: one organization's burst neither holds every slot while another
// waits, nor fills the waiting list.

/** A render that ends when told to; `started` says whether it got a slot. */
function render() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const job = { started: false, finish, work: async () => ((job.started = true), await done) };
  return job;
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the PDF queue', () => {
  it('gives a freed slot to the organization with the fewest renders under way, and caps what one organization may queue', async () => {
    const queue = createPdfQueue({ concurrent: 2, waitingPerOrganization: 2, waitingTotal: 6 });
    const a = [render(), render(), render(), render()];
    const runs = a.map((job) => queue.run('org-a', job.work));
    await settle();
    expect(a.map((j) => j.started)).toEqual([true, true, false, false]);
    // A fifth render of A would be its third waiting: refused at once.
    await expect(queue.run('org-a', render().work)).rejects.toThrow(PDF_BUSY_FOR_ORGANIZATION);
    const b = render();
    const runB = queue.run('org-b', b.work);
    await settle();
    a[0]?.finish();
    await settle();
    // B came after A's two waiting renders, yet gets the slot: A already has one under way, B none.
    expect(b.started).toBe(true);
    expect(a[2]?.started).toBe(false);
    b.finish();
    await settle();
    expect(a[2]?.started).toBe(true);
    for (const job of a) job.finish();
    await Promise.all([...runs, runB]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
