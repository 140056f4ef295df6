import { z } from 'zod';
import { MSG } from '../../../common/validation.ts';
import { AppError } from '../../errors.ts';
import { str } from '../../validation.ts';
import { COST_RANGES, PROJECT_TYPES } from './screening.ts';

// Input rules shared by the project services (create, duplicate, rename, details).

export const PROJECT_NAME_MAX = 100;
export const NAME_TAKEN_MESSAGE = 'A project with this name already exists in your organization. Choose another name.';

/** A project name: trimmed, required, at most 100 characters. */
export const projectName = () =>
  str(PROJECT_NAME_MAX + 50)
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, MSG.required).max(PROJECT_NAME_MAX, `Must be at most ${PROJECT_NAME_MAX} characters`));

const oneOf = (values: readonly { value: string }[], message: string) =>
  z.string({ error: (i) => (i.input === undefined ? MSG.required : message) }).refine((v) => values.some((o) => o.value === v), message);

export const costRangeField = () => oneOf(COST_RANGES, 'Choose an estimated cost range');
export const projectTypeField = () => oneOf(PROJECT_TYPES, 'Choose a project type');
export const fel20Field = () => z.boolean({ error: 'Say whether FEL 2 is in scope' });
export const descriptionField = () => str(2000);

/** The error for a name already used in the organization (field "name"). */
export const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN_MESSAGE, [{ field: 'name', message: NAME_TAKEN_MESSAGE }]);
