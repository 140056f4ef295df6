// Writes the server PDF of the bench report (A4 and Letter) to a folder, with the metadata that changes
// per render (dates, document ids) blanked, so two builds of the print path can be compared byte for byte:
// `cmp` equal means the paper is the same.
//
//   node --import tsx bench/pdf-look.ts OUT_DIR
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startBenchApp } from './support/bench-app.ts';
import { benchReport } from './support/pdf-report.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: pdf-look.ts OUT_DIR');
await mkdir(out, { recursive: true });
const bench = await startBenchApp({ hashCost: 'fast', serveClient: true });
try {
  const { reportKey, access } = await benchReport(bench);
  for (const format of ['A4', 'Letter']) {
    for (const round of [1, 2]) {
      const res = await fetch(`${bench.baseUrl}/api/report/${reportKey}/pdf/?format=${format}`, { headers: { authorization: `Bearer ${access}` } });
      if (res.status !== 200) throw new Error(`PDF ${res.status}`);
      const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
      const blanked = pdf.replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 (D:0)').replace(/\/ID \[<[0-9A-F]+> <[0-9A-F]+>\]/gi, '/ID [<0> <0>]');
      await writeFile(path.join(out, `${format}-${round}.pdf`), Buffer.from(blanked, 'latin1'));
    }
  }
} finally {
  await bench.close();
}
