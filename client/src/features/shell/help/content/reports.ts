import type { HelpTopic } from '../types';

// The formulas and default constants of DOMAIN.md §3. The values in force for a report are printed on its
// method page (page 8); this text gives the defaults.

export const reports = {
  id: 'reports',
  title: 'Reports',
  summary: 'How the FEL Index is computed (method 2), bands and caps, the gate outcome, comparisons and the 8 pages.',
  blocks: [
    {
      kind: 'p',
      text:
        'A report can be created once its phase is fully answered and each area can be scored (an area more than a third N/A by weight cannot). Creating it takes a snapshot — the scores, the version of ' +
        'the questions, your notes, who created it and when — so later changes to the answers never alter it. Create a new ' +
        'report to see progress; earlier reports are kept, and they feed the trend and the company average.',
    },
    { kind: 'heading', text: 'How the FEL Index is computed (method 2)' },
    {
      kind: 'steps',
      items: [
        'Scored level: no evidence, no credit — level 1 or 2 on a High- or Medium-weight question without an evidence reference is not credited and is scored lower (at FEL 3, evidence copied from FEL 2 counts once edited). An answer better than its prerequisite questions allow is scored at what they allow. The report prints the claimed level beside the scored one.',
        'Index of each area: Σ(weight × scored level) ÷ Σ(weight) over the area’s rated questions (N/A left out), rounded to two decimals: 1.00 best … 4.00 worst.',
        'FEL Index = Site + Engineering + Execution planning: 3.00 (best) to 12.00 (worst). One scale for FEL 2 and FEL 3, with the same bands; lower is better.',
        'Target index: the FEL Index the project would have with every answer exactly at its phase target (FEL 3 targets are 1; FEL 2 targets are 1–3). The gauge marks it; at FEL 2 the report says how far the project is from it.',
        'Gap = scored level − target when positive; priority = weight × gap. Target attainment = the share of rated weight at or better than target.',
      ],
    },
    {
      kind: 'table',
      caption: 'Worked example: three FEL 2 site questions',
      head: ['Question', 'Weight', 'Claimed', 'Evidence', 'Scored', 'FEL 2 target', 'Weight × scored'],
      rows: [
        ['Plot space & layout', 'High 3', '2', 'none', '3', '2', '9'],
        ['Geotechnical data', 'Medium 2', '3', 'report rev A', '3', '3', '6'],
        ['Labour & contractors', 'Low 1', '4', '—', '4', '3', '4'],
        ['Total', '6', '', '', '', '', '19'],
      ],
    },
    {
      kind: 'p',
      text:
        'Site index = 19 ÷ 6 = 3.17; site target index = (3×2 + 2×3 + 1×3) ÷ 6 = 2.50; attainment = 2 ÷ 6 = 33.3 %. ' +
        'Naming the layout drawing as evidence would score it 2 (index 2.67). The report’s method page (page 8) prints every rule and constant in force.',
    },
    {
      kind: 'table',
      caption: 'Bands of the FEL Index (defaults, both phases)',
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
        'Red flag: a High-weight question scored 4, or scored 3 where its target is 1. Caps: at FEL 3 a High-weight gap caps the band at Good and a red flag at Poor; at FEL 2 a High-weight gap caps it at Poor and a red flag at Screening. The cap is printed beside the band.',
        'A complete action says what will be done, names an owner, and is due on a date not passed and not after the project’s planned gate date.',
        'Gate outcome, a recommendation: Ready — no red flag, no High-weight gap, attainment of at least 90 %, no open revisit flag, and the index close enough to the target. Ready with conditions — no red flag, a few one-level High-weight gaps (none on a gate-critical question), every gap with a complete action. Not ready — anything else. Page 1 lists every reason.',
        'Without a reviewer who is not on the project team (named when the report is created), a Ready outcome reads “pending independent review”.',
        'Page 1 also shows the uncertainty: evidence coverage and a pessimistic index (flagged, unsupported and copied answers one level worse), and the number of N/A answers.',
        'N/A is allowed only where the question says so, needs a justification of at least 20 characters, and on a High-weight question the name of who approved it. An area more than a third N/A (by weight) cannot be scored.',
        'The questions, weights, targets and bands are this product’s own: the index is modelled on the industry’s three-component FEL Index, it is not IPA’s, and no figure is a CII PDRI score.',
        'Reports saved before method 2 keep their figures and method page as they were made.',
      ],
    },
    { kind: 'heading', text: 'Comparisons' },
    {
      kind: 'list',
      items: [
        'Company average: the mean of your organization’s other projects’ latest report of the same phase and method, per area and overall, once at least 3 other projects have one (so no single project shows through), shown with n and the range — unless the provider has set your organization’s own values. A class average of projects of the same type is shown when at least 3 share it.',
        'Industry and Best Practical: benchmark values kept by the provider (the IPA metrics), each with its own source, “as of” date and basis. A figure from outside this product is printed as “another index”, with what it measures, never as a FEL Index of this method; a figure the provider computed with this product names its method.',
        'A value that does not exist yet is shown as “not available”, never as 0.',
      ],
    },
    { kind: 'heading', text: 'The 8 pages' },
    {
      kind: 'steps',
      items: [
        'Executive summary: the verdict, FEL Index, band and target on the gauge, gate outcome and its conditions, uncertainty and the top gaps.',
        'Index breakdown (the formulas with the report’s numbers) and the trend on the one scale.',
        'Site: each question’s claimed and scored level against its target, the gaps, the evidence or “no evidence”, N/A justifications and revisit flags.',
        'Engineering: the same.',
        'Execution planning: the same.',
        'Benchmarks: the project against the company average, industry and best practical, per area and overall.',
        'Recommendations and actions: every gap ranked by weight × gap, with its title, the action’s owner and due date, and the next deliverable.',
        'Method, notes and team: every rule and constant used, the disclaimer, your notes, the team and the sign-off (prepared by, reviewed by).',
      ],
    },
    {
      kind: 'p',
      text: 'You can add notes to a report, and export its metrics to a spreadsheet.',
    },
  ],
} satisfies HelpTopic;
