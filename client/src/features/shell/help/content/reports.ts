import type { HelpTopic } from '../types';

// The formulas and default constants of DOMAIN.md §3. The values in force for a report are printed on its
// method page (page 8); this text gives the defaults.

export const reports = {
  id: 'reports',
  title: 'Reports',
  summary: 'How the FEL Index is computed, bands, the gate outcome, comparisons and the 8 pages.',
  blocks: [
    {
      kind: 'p',
      text:
        'A report can be created once its phase is fully answered and each area has at least one question with a level (an area that is all N/A cannot be scored). Creating it takes a snapshot — the scores, the version of ' +
        'the questions, your notes, who created it and when — so later changes to the answers never alter it. Create a new ' +
        'report to see progress; earlier reports are kept, and they feed the trend and the company average.',
    },
    { kind: 'heading', text: 'How the FEL Index is computed' },
    {
      kind: 'steps',
      items: [
        'Gap of each answered question: gap = level − target, or 0 when the target is met. N/A questions are left out. ' +
          'FEL 3 targets are 1 for every question; FEL 2 targets are 1, 2 or 3 depending on how far that deliverable should be at FEL 2.',
        'Index of each area: 1 + Σ(weight × gap) ÷ Σ(weight), over the area’s questions. It runs from 1.00 (every target met) to 4.00.',
        'FEL Index = Site index + Engineering index + Execution planning index. It runs from 3.00 (best) to 12.00 (worst) and is shown with two decimals. Lower is better.',
        'Absolute index: the same calculation with every target set to 1. It puts FEL 2 and FEL 3 on one scale, so the trend from FEL 2 to FEL 3 is visible; at FEL 3 it equals the FEL Index.',
      ],
    },
    {
      kind: 'table',
      caption: 'Worked example: three FEL 2 site questions',
      head: ['Question', 'Weight', 'Level', 'FEL 2 target', 'Gap', 'Weight × gap'],
      rows: [
        ['Plot space & layout', 'High 3', '3', '2', '1', '3'],
        ['Geotechnical data', 'Medium 2', '3', '3', '0', '0'],
        ['Labour & contractors', 'Low 1', '4', '3', '1', '1'],
        ['Total', '6', '', '', '', '4'],
      ],
    },
    {
      kind: 'p',
      text:
        'Site index = 1 + 4 ÷ 6 = 1.67. With Engineering at 1.50 and Execution planning at 2.10, the FEL Index is ' +
        '1.67 + 1.50 + 2.10 = 5.27: Good. At FEL 3 the same answers would all be measured against level 1.',
    },
    {
      kind: 'table',
      caption: 'Bands of the FEL Index (defaults)',
      head: ['Band', 'FEL Index'],
      rows: [
        ['Best Practical', 'up to 4.75'],
        ['Good', 'above 4.75, up to 5.75'],
        ['Fair', 'above 5.75, up to 7.00'],
        ['Poor', 'above 7.00, up to 8.50'],
        ['Screening', 'above 8.50'],
      ],
    },
    {
      kind: 'list',
      items: [
        'Red flag: a High-weight question at level 4 raises a red flag and caps the band at Fair, whatever the index.',
        'Gate outcome: Ready — Best Practical or Good, with no red flag. Ready with conditions — Good or Fair, and every High-weight gap has an action that says what will be done. Not ready — anything else.',
        'PDRI-equivalent score, for teams used to the CII scale: 70 + (FEL Index − 3) × 930 ÷ 9. For example 4.25 ≈ 200 and 5.23 ≈ 300, the usual small-project threshold.',
      ],
    },
    { kind: 'heading', text: 'Comparisons' },
    {
      kind: 'list',
      items: [
        'Company average: the mean of your organization’s other projects’ latest report of the same phase, per area and overall, once at least 3 other projects have one (so no single project shows through) — unless the provider has set your organization’s own values.',
        'Industry and Best Practical: benchmark values kept by the provider (the IPA metrics).',
        'A value that does not exist yet is shown as “not available”, never as 0.',
      ],
    },
    { kind: 'heading', text: 'The 8 pages' },
    {
      kind: 'steps',
      items: [
        'Executive summary: FEL Index, band, gate outcome, area indices and the top gaps.',
        'Index breakdown and trend.',
        'Site: each question’s level against its target, the gaps and the evidence.',
        'Engineering: the same.',
        'Execution planning: the same.',
        'Benchmarks: the project against the company average, industry and best practical, per area and overall.',
        'Recommendations and actions: the gaps ranked by weight × gap, each with the next deliverable to produce.',
        'Method, notes and team: the formulas and constants used, your notes, and who answered.',
      ],
    },
    {
      kind: 'p',
      text: 'You can add notes to a report, and export its metrics to a spreadsheet.',
    },
  ],
} satisfies HelpTopic;
