// Every constant of the FEL Index (DOMAIN.md §3) in one place. The report's method page prints these
// values, so what a funding committee reads is what the code computes. Ours, stated openly: the real
// industry weights and cut-offs are proprietary.

import type { Weight } from '../questionnaire/bank/types.ts';

export type BandName = 'Best Practical' | 'Good' | 'Fair' | 'Poor' | 'Screening';
export type GateOutcome = 'Ready' | 'Ready with conditions' | 'Not ready';

export type ScoringConstants = {
  /** Upper bounds (inclusive) of the composite FEL Index per band, best first; above the last is Screening. */
  bands: readonly { name: Exclude<BandName, 'Screening'>; max: number }[];
  /** A question of this weight answered at this level caps the band and raises a red flag. */
  redFlag: { weight: Weight; level: 4; capBand: BandName };
  /** Bands that may pass the gate outright (no red flag), and with conditions (every High gap has an action). */
  gate: { ready: readonly BandName[]; conditional: readonly BandName[]; conditionWeight: Weight };
  /** PDRI-equivalent: base + (FEL − 3) × span / 9. */
  pdri: { base: number; span: number };
  /** Composite range (three areas of 1.00 … 4.00). */
  felRange: { min: number; max: number };
  /**
   * The company average needs at least this many other projects' reports, so that no single project's
   * figures show through to colleagues who may not see that project.
   */
  companyAverageMinProjects: number;
};

export const SCORING: ScoringConstants = {
  bands: [
    { name: 'Best Practical', max: 4.75 },
    { name: 'Good', max: 5.75 },
    { name: 'Fair', max: 7.0 },
    { name: 'Poor', max: 8.5 },
  ],
  redFlag: { weight: 3, level: 4, capBand: 'Fair' },
  gate: { ready: ['Best Practical', 'Good'], conditional: ['Good', 'Fair'], conditionWeight: 3 },
  pdri: { base: 70, span: 930 },
  felRange: { min: 3, max: 12 },
  companyAverageMinProjects: 3,
};

export const BAND_ORDER: readonly BandName[] = ['Best Practical', 'Good', 'Fair', 'Poor', 'Screening'];
