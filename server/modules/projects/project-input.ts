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
import { AppError } from '../../errors.ts';
import { phaseField, versionField } from '../../validation.ts';

// The inputs of the project services as they parse them: the field rules the client's forms check too
// (common/project-schema.ts, team-schema.ts, site-schema.ts) plus what only a caller sends (keys, versions).

const key = () => z.string().max(100);

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

export const RenameProjectInput = z.object({ key: key(), name: projectName(), version: versionField().optional() });

/** Only the fields sent change. */
export const ProjectDetailsInput = z.object({
  key: key(),
  version: versionField().optional(),
  description: descriptionField().optional(),
  costRange: costRangeField().optional(),
  projectType: projectTypeField().optional(),
  gateDate: gateDateField().optional(),
});

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
