import { PRODUCT_NAME } from '../../../common/product.ts';

// The review's mail (through the outbox, like every mail): a request to the reviewer, a return to the preparer.

type Mail = { subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(subject: string, paragraphs: string[], link: { label: string; url: string }): Mail {
  const text = [...paragraphs, `${link.label}: ${link.url}`, '', `— ${PRODUCT_NAME}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>— ${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
  return { subject, text, html };
}

/** To the reviewer: a report waits for an independent review. */
export function reviewRequestMail(p: { name: string; preparer: string; project: string; phase: string; url: string }): Mail {
  return render(`Review waiting: ${p.project} (${p.phase})`, [`Hello ${p.name},`, `${p.preparer} submitted the ${p.phase} report of ${p.project} for your independent review.`, 'Mark every listed answer and N/A, then sign off or return it with comments.'], { label: 'Open the review', url: p.url });
}

/** To the preparer: the reviewer returned the draft with comments. */
export function reviewReturnedMail(p: { name: string; reviewer: string; project: string; comments: string; url: string }): Mail {
  return render(`Review returned: ${p.project}`, [`Hello ${p.name},`, `${p.reviewer} returned the draft report of ${p.project} with these comments:`, p.comments, 'Revise the answers and submit it again to the same reviewer.'], { label: 'Open the project', url: p.url });
}
