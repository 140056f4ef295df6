import { describe, expect, it } from 'vitest';
import { outcomeLines } from '../../server/modules/outcomes/outcome-lines.ts';
import type { OutcomePoint } from '../../server/modules/outcomes/outcome-statistics.ts';

// Report page 6's outcome lines (DOMAIN.md §3b).

const point = (felIndex: number, costGrowth: number, phase: 'fel2' | 'fel3' = 'fel3', method = 3): OutcomePoint => ({
  projectId: `${felIndex}-${costGrowth}-${phase}`,
  organizationId: 'org',
  method,
  phase,
  felIndex,
  costGrowth,
  slip: null,
});
// Good (5.00–5.75): 1 2 3 4 5 → median 3; Fair (5.76–7.00): 4 6 8 10 12 → median 8; Poor: two projects only.
const POINTS = [...[1, 2, 3, 4, 5].map((y) => point(5.5, y)), ...[4, 6, 8, 10, 12].map((y) => point(6.5, y)), point(8, 20), point(8.2, 25)];

describe('page 6 outcome lines', () => {
  it('every band with n ≥ 5, its median and n, the project band marked; indicative below 15; the cap stated', () => {
    const lines = outcomeLines({ points: POINTS, method: 3, phase: 'fel3', felIndex: 6.2, band: 'Poor', capped: true });
    expect(lines.enough).toBe(true);
    expect(lines.indicative).toBe(true);
    expect(lines.text).toEqual([
      "Cost growth of your organization's closed projects by band at the FEL 3 gate (method 3)",
      'Good: median +3.0 % (n = 5)',
      'Fair: median +8.0 % (n = 5) ◀ this project',
      'Indicative: fewer than 15 projects (12).',
      "This report's band is capped at Poor; the line marked is the band of its FEL Index alone (Fair), as the statistics use.",
    ]);
  });

  it('says when the project band has too few closed projects and the band is not capped', () => {
    const lines = outcomeLines({ points: POINTS, method: 3, phase: 'fel3', felIndex: 8.1, band: 'Poor', capped: false });
    expect(lines.lines.some((l) => l.marked)).toBe(false);
    expect(lines.notes.slice(1)).toEqual(["This report's band is not capped (Poor).", "This project's band (Poor) has fewer than 5 closed projects."]);
  });

  it('otherwise "Not enough closed projects yet (n)", counting only the same method and phase', () => {
    const few = [point(5.5, 1), point(5.5, 2), point(6.5, 3), ...POINTS.map((p) => ({ ...p, phase: 'fel2' as const })), point(5.5, 9, 'fel3', 2)];
    const lines = outcomeLines({ points: few, method: 3, phase: 'fel3', felIndex: 5.5, band: 'Good', capped: false });
    expect(lines.enough).toBe(false);
    expect(lines.text).toEqual(["Cost growth of your organization's closed projects by band at the FEL 3 gate (method 3)", 'Not enough closed projects yet (3)']);
  });
});
