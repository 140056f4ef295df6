import { z } from 'zod';
import { SCOPE_TYPES } from '../../../common/outcome-schema.ts';
import { COST_RANGES, PROJECT_TYPES } from '../../../common/screening.ts';
import { phaseField } from '../../validation.ts';
import { screening, screeningFilter } from '../portfolio/portfolio.service.ts';
import type { OutcomesFilter } from '../read-models/index.ts';

// The outcomes views' filter (phase of the gate report, project type, cost range, scope type): the portfolio's
// screening filters ("notGiven" for an unset answer), the phase and the approval's scope type. A missing or null
// field is "any"; the thresholds apply after it.

export const OutcomesFilterSchema = z.object({
  phase: phaseField().nullish(),
  projectType: screeningFilter(PROJECT_TYPES, 'Project type').nullish(),
  costRange: screeningFilter(COST_RANGES, 'Cost range').nullish(),
  scopeType: z.enum(SCOPE_TYPES, { error: 'Unknown scope type' }).nullish(),
});

/** The read model's filter from a parsed input. */
export function readFilter(f: z.output<typeof OutcomesFilterSchema>): OutcomesFilter {
  return { phase: f.phase ?? undefined, projectType: screening(f.projectType), costRange: screening(f.costRange), scopeType: f.scopeType ?? undefined };
}
