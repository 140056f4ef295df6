import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Reading PDFs in tests with poppler-utils (CI installs it): the page count and the text.

function toFile(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fel-pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** The number of pages, as pdfinfo reads it. */
export function pdfPageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', [toFile(pdf)], { encoding: 'utf8' });
  const match = /^Pages:\s+(\d+)/m.exec(info);
  if (!match?.[1]) throw new Error(`pdfinfo gave no page count:\n${info}`);
  return Number(match[1]);
}

/** The text of each page (pdftotext), with runs of white space made single spaces. */
export function pdfPagesText(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', toFile(pdf), '-'], { encoding: 'utf8' });
  const pages = text.split('\f').map((page) => page.replace(/\s+/g, ' ').trim());
  return pages[pages.length - 1] === '' ? pages.slice(0, -1) : pages;
}

/** The paper sizes a report must print on, in PDF points (1/72 inch). */
const PAPER = { A4: { width: 595.28, height: 841.89 }, Letter: { width: 612, height: 792 } } as const;

/** The paper of the first page (within 2 points: Chromium rounds A4 to whole CSS pixels), or its size in points. */
export function pdfPaper(pdf: Buffer): string {
  const info = execFileSync('pdfinfo', [toFile(pdf)], { encoding: 'utf8' });
  const match = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  if (!match?.[1] || !match[2]) throw new Error(`pdfinfo gave no page size:\n${info}`);
  const [width, height] = [Number(match[1]), Number(match[2])];
  const paper = Object.entries(PAPER).find(([, size]) => Math.abs(size.width - width) <= 2 && Math.abs(size.height - height) <= 2);
  return paper ? paper[0] : `${width} x ${height} pts`;
}
