// Published outcome figures of another index, drawn on the outcomes charts as labelled reference lines: never
// this product's figures, never on its FEL Index scale (DOMAIN.md §3b). CII's Project Definition Rating Index
// (PDRI) studies compared projects scoring better and worse than a PDRI threshold; the lines show those two
// averages on the outcome axis.

export type PublishedReference = { measure: 'costGrowth' | 'slip'; value: number; label: string; source: string };

const PDRI_BUILDINGS = 'CII PDRI for buildings (outcome study; PDRI score, not this FEL Index)';
const PDRI_INFRA = 'CII PDRI for small infrastructure (outcome study; PDRI score, not this FEL Index)';

export const PUBLISHED_REFERENCES: readonly PublishedReference[] = [
  { measure: 'costGrowth', value: 3, label: 'PDRI buildings < 200, small infrastructure < 300: +3 %', source: `${PDRI_BUILDINGS}; ${PDRI_INFRA}` },
  { measure: 'costGrowth', value: 9, label: 'PDRI buildings > 200: +9 %', source: PDRI_BUILDINGS },
  { measure: 'costGrowth', value: 24, label: 'PDRI small infrastructure > 300: +24 %', source: PDRI_INFRA },
  { measure: 'slip', value: 5, label: 'PDRI buildings < 200: +5 %', source: PDRI_BUILDINGS },
  { measure: 'slip', value: 21, label: 'PDRI buildings > 200: +21 %', source: PDRI_BUILDINGS },
];
