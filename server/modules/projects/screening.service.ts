import { z } from 'zod';
import { definePublicQuery } from '../../commands/operation.ts';
import { COST_RANGES, PROJECT_TYPES, SMALL_PROJECT_WARNING } from '../../../common/screening.ts';

/** The screening questions' choices (spec §1): product constants, open to anyone (the create form shows them). */
export const projectScreening = definePublicQuery({
  name: 'project.screening',
  input: z.object({}),
  run: async () => ({ costRanges: [...COST_RANGES], projectTypes: [...PROJECT_TYPES], smallProjectWarning: SMALL_PROJECT_WARNING }),
});
