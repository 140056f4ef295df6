import type { Intent } from '@blueprintjs/core';

/** The colour of a gate outcome's tag. */
export const GATE_INTENT: Record<string, Intent> = { Ready: 'success', 'Ready with conditions': 'warning', 'Not ready': 'danger' };

/** The colours of the two phases in the portfolio's charts. */
export const PHASE_COLORS = { fel2: '#2d72d2', fel3: '#1c6e42' } as const;
