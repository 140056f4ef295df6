import { z } from 'zod';
import {
  costRangeField,
  descriptionField,
  fel20Field,
  gateDateField,
  newOwnerField,
  projectName,
  projectTypeField,
} from '../../../common/project-schema.ts';
import { siteFieldRules } from '../../../common/site-schema.ts';
import { memberFieldRules } from '../../../common/team-schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { phaseField, str, versionField } from '../../validation.ts';
import { PROJECT_SORTS } from '../read-models/dashboard-order.ts';

// The inputs of the project services as they parse them: the field rules the client's forms check too
// (common/project-schema.ts, team-schema.ts, site-schema.ts) plus what only a caller sends (keys, versions).

/** A project's key as an input names it (any string: one that names no visible project is "not found"). */
export const projectKey = () => z.string().max(100);
const key = projectKey;

export const CreateProjectInput = z.object({
  name: projectName(),
  fel20: fel20Field(),
  // Optional (stored as null): spec §7's legacy create sends only name, fel20 and client; the workspace
  // asks for them later. GraphQL's CreateProjectInput still requires them.
  costRange: costRangeField()
    .nullish()
    .transform((v) => v ?? null),
  projectType: projectTypeField()
    .nullish()
    .transform((v) => v ?? null),
  description: descriptionField().default(''),
  /** The client the project is for: the viewer's active organization (legacy callers send it). */
  client: z.string().max(100).nullish(),
});

/** An input that names one project. */
export const ProjectKeyInput = z.object({ key: key() });

export const RenameProjectInput = z.object({ key: key(), name: projectName(), version: versionField().optional() });

/**
 * The project's own fields an edit may change (only the fields sent change): a new editable field is one
 * line here (plus its column, its SDL field and the fragment that shows it).
 */
export const ProjectDetailChanges = z.object({
  description: descriptionField().optional(),
  costRange: costRangeField().optional(),
  projectType: projectTypeField().optional(),
  gateDate: gateDateField().optional(),
});

export const ProjectDetailsInput = ProjectDetailChanges.extend({ key: key(), version: versionField().optional() });

export const PAGE_MAX = 1000;

export const ListProjectsInput = z
  .object({
    status: z.enum(['active', 'inactive', 'all']).default('active'),
    mine: z.boolean().default(false),
    phase: z.enum(['fel2', 'fel3']).nullish(),
    search: str(200).default(''),
    sort: z.enum(PROJECT_SORTS).default('name'),
    /** Null or absent: the column's own direction (defaultDescending). */
    descending: z.boolean().nullish(),
    first: z.number().int().min(1).max(PAGE_MAX, `At most ${PAGE_MAX} projects per page`).default(50),
    offset: z.number().int().min(0).default(0),
    /** A page cursor (startCursor or endCursor of a page in the same order): the page after or before it. */
    after: z.string().max(2000).nullish(),
    before: z.string().max(2000).nullish(),
    onlyKeys: z.array(z.uuid()).max(PAGE_MAX).optional(),
    /** The client whose list is asked for (legacy path): only the viewer's active organization answers. */
    client: z.string().max(100).optional(),
    /** Also read each project's answer counts per area, in the page's statement. */
    withProgress: z.boolean().default(false),
  })
  .refine((f) => !(f.after && f.before), { message: 'Give either after or before, not both', path: ['before'] });

/** `fel20` defaults to the original's. */
export const DuplicateProjectInput = z.object({ key: key(), name: projectName(), fel20: fel20Field().optional() });

export const TransferProjectInput = z.object({ key: key(), projectOwner: newOwnerField() });

const memberId = () => z.string({ error: 'Team member not found' }).max(100);
const { name, email, function: fn, company } = memberFieldRules;

export const AddTeamMemberInput = z.object({ name, email: email.default(''), function: fn.default(''), company: company.default(''), key: key(), phase: phaseField() });
/**
 * An edit: only the fields sent change (no defaults, so nothing unsent is blanked). `phase`, when given, is the
 * phase the member is addressed in (legacy paths name it): another phase's member is "not found".
 */
export const EditTeamMemberInput = z.object({
  name: name.optional(),
  email: email.optional(),
  function: fn.optional(),
  company: company.optional(),
  key: key(),
  id: memberId(),
  phase: phaseField().optional(),
});
export const RemoveTeamMemberInput = z.object({ key: key(), id: memberId(), phase: phaseField().optional() });

const siteId = () => z.string({ error: 'Site not found' }).max(100);

export const AddSiteInput = z.object({ key: key(), plantName: siteFieldRules.plantName, location: siteFieldRules.location.default('') });
export const EditSiteInput = z.object({ key: key(), id: siteId(), plantName: siteFieldRules.plantName.optional(), location: siteFieldRules.location.optional() });
export const RemoveSiteInput = z.object({ key: key(), id: siteId() });

export const NAME_TAKEN_MESSAGE = 'A project with this name already exists in your organization. Choose another name.';

/** The error for a name already used in the organization (field "name"). */
export const nameTaken = () => new AppError('CONFLICT', NAME_TAKEN_MESSAGE, [{ field: 'name', message: NAME_TAKEN_MESSAGE }]);

/** Runs a write whose unique-name race, lost inside its transaction, reads as the name being taken. */
export async function nameRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
