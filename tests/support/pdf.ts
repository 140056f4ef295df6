import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading PDFs in tests with pdfjs-dist (Mozilla's PDF reader, an npm package), so `npm test` needs nothing
// but Node: the pages, their paper and their text.

/** The paper sizes a report must print on, in PDF points (1/72 inch). */
const PAPER = { A4: { width: 595.28, height: 841.89 }, Letter: { width: 612, height: 792 } } as const;

export type ReadPdf = {
  /** The text of each page, with runs of white space made single spaces. */
  pages: string[];
  /** The paper of the first page (within 2 points: Chromium rounds A4 to whole CSS pixels), or its size in points. */
  paper: string;
};

function paperOf(width: number, height: number): string {
  const paper = Object.entries(PAPER).find(([, size]) => Math.abs(size.width - width) <= 2 && Math.abs(size.height - height) <= 2);
  return paper ? paper[0] : `${width} x ${height} pts`;
}

/** Reads a PDF: its pages' text and its paper. */
export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    let paper = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      if (number === 1) {
        const [x0, y0, x1, y1] = page.view;
        paper = paperOf(Math.abs((x1 ?? 0) - (x0 ?? 0)), Math.abs((y1 ?? 0) - (y0 ?? 0)));
      }
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ' ')).join('');
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    return { pages, paper };
  } finally {
    await document.destroy();
  }
}
