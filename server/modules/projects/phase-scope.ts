import { precondition } from '../../commands/operation.ts';
import type { Phase } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

// Which phases a project has (DOMAIN.md §3): FEL 3 always; FEL 2 only when the screening put it in scope.
// Services, viewerCan… fields and read models ask these functions instead of reading `fel20` themselves.

type Scoped = { fel20: boolean };

export const FEL2_OUT_OF_SCOPE = 'FEL 2 is not in this project’s scope.';

/** The phase is part of the project. */
export const phaseInScope = (project: Scoped, phase: Phase): boolean => phase === 'fel3' || project.fel20;

/** The project's phases in order. */
export const phasesOf = (project: Scoped): Phase[] => (project.fel20 ? ['fel2', 'fel3'] : ['fel3']);

/** The phase the project works on now: FEL 3 once FEL 2 is out of scope or FEL 3 has started. */
export const currentPhaseOf = (project: Scoped & { statusfel3: number }): Phase =>
  !project.fel20 || project.statusfel3 > 0 ? 'fel3' : 'fel2';

/** An operation's precondition on a phase of a project: the phase is part of it (BAD_INPUT on the field `phase` otherwise). */
export const phaseIsInScope = precondition<{ project: Scoped; phase: Phase }>(
  'phaseInScope',
  (p) => phaseInScope(p.project, p.phase),
  () => new AppError('BAD_INPUT', FEL2_OUT_OF_SCOPE, [{ field: 'phase', message: FEL2_OUT_OF_SCOPE }]),
);
