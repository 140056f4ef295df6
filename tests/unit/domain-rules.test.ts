import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLE } from '../../common/roles.ts';
import { currentPhaseOf, phaseInScope, phaseIsInScope, phasesOf } from '../../server/modules/projects/phase-scope.ts';
import { hasCelAssignments, isProviderRole, mayBeOwnerOnly } from '../../server/policies/roles.ts';

// The rules that were written in several places, each now one function.

describe('phaseInScope', () => {
  it('FEL 3 is always in scope, FEL 2 only when the screening put it there', () => {
    expect(phaseInScope({ fel20: true }, 'fel2')).toBe(true);
    expect(phaseInScope({ fel20: false }, 'fel2')).toBe(false);
    expect(phaseInScope({ fel20: false }, 'fel3')).toBe(true);
    expect(phasesOf({ fel20: true })).toEqual(['fel2', 'fel3']);
    expect(phasesOf({ fel20: false })).toEqual(['fel3']);
  });

  it('the current phase moves to FEL 3 once FEL 2 is out of scope or FEL 3 has started', () => {
    expect(currentPhaseOf({ fel20: true, statusfel3: 0 })).toBe('fel2');
    expect(currentPhaseOf({ fel20: true, statusfel3: 1 })).toBe('fel3');
    expect(currentPhaseOf({ fel20: false, statusfel3: 0 })).toBe('fel3');
  });

  it('refuses FEL 2 out of scope with the field phase and the spec message', () => {
    expect(phaseIsInScope.holds({ project: { fel20: false }, phase: 'fel2' })).toBe(false);
    expect(phaseIsInScope.refusal({ project: { fel20: false }, phase: 'fel2' }).message).toBe('FEL 2 is not in this project’s scope.');
    expect(phaseIsInScope.holds({ project: { fel20: false }, phase: 'fel3' })).toBe(true);
  });
});

describe('role facts', () => {
  it('provider staff are Admin and IPA User; only IPA Users are CELs', () => {
    expect(ALL_ROLES.filter(isProviderRole)).toEqual([ROLE.ADMIN, ROLE.IPA_USER]);
    expect(ALL_ROLES.filter(hasCelAssignments)).toEqual([ROLE.IPA_USER]);
  });

  it('only Users and Power Users can be "Project owner only"', () => {
    expect(ALL_ROLES.filter(mayBeOwnerOnly)).toEqual([ROLE.USER, ROLE.POWER_USER]);
  });
});
