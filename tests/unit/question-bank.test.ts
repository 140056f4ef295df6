import { describe, expect, it } from 'vitest';
import {
  AREA_LABELS,
  AREAS,
  BANK,
  BANK_VERSION,
  BANK_VERSIONS,
  gateCriticalChains,
  LEVEL_LABELS,
  METHOD3_BANK_VERSION,
  PHASES,
  prerequisiteClosure,
  questionByCode,
  questionsFor,
  questionsForArea,
  type Area,
  type Level,
  type Phase,
} from '../../server/modules/questionnaire/bank/index.ts';

// The question bank's integrity (DOMAIN.md §2, §7): codes, counts, anchors, weights, targets, fel2Code links.

const LEVELS: readonly Level[] = [1, 2, 3, 4];
const PHASE_PREFIX: Record<Phase, string> = { fel2: 'F2', fel3: 'F3' };
const AREA_SEGMENT: Record<Area, string> = { site: 'SITE', eng: 'ENG', pep: 'PEP' };

function within(text: string, min: number, max: number) {
  const length = text.trim().length;
  return length >= min && length <= max;
}

describe('question bank', () => {
  it('has a version, also exposed as BANK_VERSION', () => {
    expect(BANK.version).toMatch(/^\d{4}\.\d+$/);
    expect(BANK_VERSION).toBe(BANK.version);
  });

  it('has unique codes', () => {
    const codes = BANK.questions.map((q) => q.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has codes that match phase and area, numbered 01.. without gaps per phase and area', () => {
    for (const phase of PHASES) {
      for (const area of AREAS) {
        const questions = questionsForArea(phase, area);
        questions.forEach((q, i) => {
          const expected = `${PHASE_PREFIX[phase]}-${AREA_SEGMENT[area]}-${String(i + 1).padStart(2, '0')}`;
          expect(q.code).toBe(expected);
          expect(q.phase).toBe(phase);
          expect(q.area).toBe(area);
        });
      }
    }
    for (const q of BANK.questions) expect(q.code).toMatch(/^F[23]-(SITE|ENG|PEP)-\d{2}$/);
  });

  // Bank 2026.2 grew execution planning to 16 (FEL 2) and 18 (FEL 3) questions: accepted, a session of
  // about 1.5 hours (docs/reports.md, the method; DOMAIN.md §1: 40–47 per phase, 12–18 per area).
  it('has 12–18 questions per area and 40–47 per phase', () => {
    for (const phase of PHASES) {
      const perPhase = questionsFor(phase).length;
      expect(perPhase, phase).toBeGreaterThanOrEqual(40);
      expect(perPhase, phase).toBeLessThanOrEqual(47);
      for (const area of AREAS) {
        const perArea = questionsForArea(phase, area).length;
        expect(perArea, `${phase} ${area}`).toBeGreaterThanOrEqual(12);
        expect(perArea, `${phase} ${area}`).toBeLessThanOrEqual(18);
      }
    }
    expect(questionsFor('fel2').length + questionsFor('fel3').length).toBe(BANK.questions.length);
  });

  it('anchors every level 1–4 with distinct, non-trivial text', () => {
    for (const q of BANK.questions) {
      expect(Object.keys(q.levels).sort(), q.code).toEqual(['1', '2', '3', '4']);
      for (const level of LEVELS) {
        const text = q.levels[level];
        expect(within(text, 30, 400), `${q.code} level ${level}: ${text.length} characters`).toBe(true);
        expect(text, `${q.code} level ${level} only repeats the generic label`).not.toBe(LEVEL_LABELS[level]);
      }
      const distinct = new Set(LEVELS.map((level) => q.levels[level].trim().toLowerCase()));
      expect(distinct.size, q.code).toBe(4);
    }
  });

  it('has weights in {1, 2, 3}', () => {
    for (const q of BANK.questions) expect([1, 2, 3], q.code).toContain(q.weight);
  });

  it('has targets 1–3 at FEL 2 and 1 at FEL 3', () => {
    for (const q of questionsFor('fel2')) expect([1, 2, 3], q.code).toContain(q.target);
    for (const q of questionsFor('fel3')) expect(q.target, q.code).toBe(1);
  });

  it('links fel2Code only from FEL 3, to an existing FEL 2 question of the same area, at most once each', () => {
    const used = new Map<string, string>();
    for (const q of BANK.questions) {
      if (q.fel2Code === undefined) continue;
      expect(q.phase, `${q.code} is FEL 2 but names a fel2Code`).toBe('fel3');
      const source = questionByCode(q.fel2Code);
      expect(source, `${q.code} names missing ${q.fel2Code}`).toBeDefined();
      expect(source?.phase, q.code).toBe('fel2');
      expect(source?.area, q.code).toBe(q.area);
      expect(used.get(q.fel2Code), `${q.fel2Code} continued by both ${used.get(q.fel2Code)} and ${q.code}`).toBeUndefined();
      used.set(q.fel2Code, q.code);
    }
    // Most FEL 3 questions continue a FEL 2 topic (DOMAIN.md §7); a few are new at FEL 3.
    expect(used.size).toBeGreaterThanOrEqual(Math.ceil(questionsFor('fel3').length / 2));
  });

  it('has non-empty texts of sensible length', () => {
    for (const q of BANK.questions) {
      expect(within(q.title, 4, 60), `${q.code} title`).toBe(true);
      expect(within(q.text, 60, 600), `${q.code} text: ${q.text.length}`).toBe(true);
      expect(within(q.guidance, 150, 1200), `${q.code} guidance: ${q.guidance.length}`).toBe(true);
      expect(within(q.nextDeliverable, 40, 400), `${q.code} nextDeliverable: ${q.nextDeliverable.length}`).toBe(true);
      for (const text of [q.title, q.text, q.guidance, q.nextDeliverable, ...LEVELS.map((l) => q.levels[l])]) {
        expect(text, q.code).toBe(text.trim());
        expect(text, q.code).not.toMatch(/\s{2,}|TODO|TBD|lorem/i);
      }
    }
  });

  it('has unique titles within a phase', () => {
    for (const phase of PHASES) {
      const titles = questionsFor(phase).map((q) => q.title.toLowerCase());
      expect(new Set(titles).size, phase).toBe(titles.length);
    }
  });

  it('answers the accessors consistently', () => {
    for (const q of BANK.questions) expect(questionByCode(q.code)).toBe(q);
    expect(questionByCode('F2-SITE-99')).toBeUndefined();
    expect(questionByCode('f2-site-01')).toBeUndefined();
    for (const phase of PHASES) {
      const byArea = AREAS.flatMap((area) => questionsForArea(phase, area));
      expect(byArea).toEqual(questionsFor(phase));
    }
    expect(Object.keys(AREA_LABELS).sort()).toEqual([...AREAS].sort());
  });
});

describe('prerequisite chains', () => {
  const node = (code: string, prerequisites: string[] = [], gateCritical = false) => ({ code, prerequisites, gateCritical });

  it('reach every prerequisite transitively, through diamonds and cycles, without the question itself', () => {
    const questions = [node('a', ['b', 'c']), node('b', ['d']), node('c', ['d']), node('d', ['e']), node('e'), node('f', ['a']), node('x', ['y']), node('y', ['x'])];
    expect([...prerequisiteClosure(questions, 'a')].sort()).toEqual(['b', 'c', 'd', 'e']);
    expect([...prerequisiteClosure(questions, 'e')]).toEqual([]);
    expect([...prerequisiteClosure(questions, 'x')].sort()).toEqual(['x', 'y']);
    expect([...prerequisiteClosure(questions, 'unknown')]).toEqual([]);
  });

  it('map each gate-critical question and everything it rests on to the gate-critical questions resting on it', () => {
    const questions = [node('est', ['pid', 'qty'], true), node('pid', ['pfd']), node('pfd'), node('qty', ['pid']), node('hazop', ['pid'], true), node('free', ['pfd'])];
    const chains = gateCriticalChains(questions);
    expect(Object.fromEntries(chains)).toEqual({ est: ['est'], pid: ['est', 'hazop'], pfd: ['est', 'hazop'], qty: ['est'], hazop: ['hazop'] });
    expect(chains.has('free')).toBe(false);
  });
});

describe(`bank ${METHOD3_BANK_VERSION} (method 3)`, () => {
  const v2 = (phase: Phase) => questionsFor(phase, '2026.2');
  const v3 = (phase: Phase) => questionsFor(phase, METHOD3_BANK_VERSION);
  const all3 = PHASES.flatMap(v3);

  it('is addressable beside the older versions, which stay as they were', () => {
    expect(BANK_VERSIONS).toEqual(expect.arrayContaining(['2026.1', '2026.2', METHOD3_BANK_VERSION]));
    expect(questionByCode('F3-ENG-02', '2026.2')?.naAllowed).toBe(true);
    expect(questionByCode('F3-ENG-02', METHOD3_BANK_VERSION)?.naAllowed).toBe(false);
    expect(questionByCode('F3-ENG-02', '2026.2')?.guidance).toMatch(/N\/A for projects with no process streams/);
  });

  it('changes only the guidance of two questions and N/A along the gate-critical chains (the list is reviewed here)', () => {
    const changed = PHASES.flatMap((phase) => {
      const before = v2(phase);
      return v3(phase).flatMap((q, i) => {
        const old = before[i];
        if (!old) return [`${q.code} added`];
        const oldFields = new Map(Object.entries(old));
        return Object.entries(q).flatMap(([k, value]) => (JSON.stringify(value) === JSON.stringify(oldFields.get(k)) ? [] : [`${q.code} ${k}`]));
      });
    });
    expect(changed).toEqual([
      'F2-ENG-02 naAllowed', 'F2-ENG-06 naAllowed', 'F2-PEP-07 naAllowed',
      'F3-SITE-06 guidance',
      'F3-ENG-01 naAllowed', 'F3-ENG-02 guidance', 'F3-ENG-02 naAllowed', 'F3-ENG-03 naAllowed', 'F3-ENG-05 naAllowed', 'F3-ENG-06 naAllowed', 'F3-ENG-11 naAllowed',
      'F3-PEP-02 naAllowed', 'F3-PEP-07 naAllowed',
    ]);
    for (const phase of PHASES) expect(v3(phase).map((q) => q.code)).toEqual(v2(phase).map((q) => q.code));
  });

  it('refuses N/A on every gate-critical question and on every question in its prerequisite chain', () => {
    const chains = gateCriticalChains(all3);
    expect(chains.size).toBeGreaterThan(all3.filter((q) => q.gateCritical).length);
    for (const code of chains.keys()) expect(questionByCode(code, METHOD3_BANK_VERSION)?.naAllowed, code).toBe(false);
    // the chain of the Class 3 estimate, by hand: P&IDs ← PFDs ← design basis; quantities ← layout; equipment specifications
    expect(chains.get('F3-ENG-01')).toEqual(['F3-ENG-04', 'F3-ENG-14', 'F3-PEP-05', 'F3-PEP-14', 'F3-PEP-15']);
    expect(chains.get('F3-ENG-06')).toEqual(['F3-ENG-14', 'F3-PEP-05', 'F3-PEP-14']);
    expect(chains.get('F2-ENG-02')).toEqual(['F2-ENG-13', 'F2-PEP-13', 'F2-PEP-14']);
  });

  it('keeps scope freeze and change control gate-critical at FEL 3', () => {
    const scopeFreeze = v3('fel3').find((q) => /scope freeze/i.test(q.title));
    expect(scopeFreeze).toMatchObject({ code: 'F3-PEP-15', gateCritical: true, naAllowed: false, weight: 3 });
  });

  it('never suggests N/A where N/A is refused, and its new texts meet the bank\'s rules', () => {
    const suggestsNa = /\bN\/A\b|not applicable/i;
    for (const q of all3.filter((x) => !x.naAllowed)) {
      for (const text of [q.text, q.guidance, q.nextDeliverable, ...LEVELS.map((l) => q.levels[l])]) expect(text, q.code).not.toMatch(suggestsNa);
    }
    for (const code of ['F3-ENG-02', 'F3-SITE-06']) {
      const guidance = questionByCode(code, METHOD3_BANK_VERSION)?.guidance ?? '';
      expect(within(guidance, 150, 1200), code).toBe(true);
      expect(guidance, code).toBe(guidance.trim());
      expect(guidance, code).not.toMatch(/\s{2,}|TODO|TBD|lorem/i);
      expect(guidance, code).toMatch(/registers .*memo/);
    }
  });
});
