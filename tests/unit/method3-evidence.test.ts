import { describe, expect, it } from 'vitest';
import { entryProblem, normalizeRegisterText, parseEvidenceText } from '../../server/modules/scoring/method3-evidence.ts';
import type { EntryRef, LinkedEntry } from '../../server/modules/scoring/method3-types.ts';

// DOMAIN.md §3a and issue 25 item 4: the one rule that reads free-text evidence (legacy /api/* bodies, answers
// saved before method 3), and when a register entry counts. The tables are the decision record of which
// texts the one-time migration turns into register entries: nothing else is guessed.

const ref = (number: string, revision: string, revisionDate: string | null = null): EntryRef => ({ number, revision, revisionDate });

describe('the free-text evidence reader', () => {
  const qualifies: [string, EntryRef][] = [
    ['DOC-001 rev B', ref('DOC-001', 'B')],
    ['P&ID-100 2026-03-01', ref('P&ID-100', '', '2026-03-01')],
    ['DOC-001 Rev. 2', ref('DOC-001', '2')],
    ['doc-001 REVISION c', ref('doc-001', 'c')],
    ['DOC-001 rev2', ref('DOC-001', '2')],
    ['DOC-001 rev 1.2', ref('DOC-001', '1.2')],
    ['DOC-001, rev B', ref('DOC-001', 'B')],
    ['DOC-001: rev B', ref('DOC-001', 'B')],
    ['DOC-001 – rev B', ref('DOC-001', 'B')],
    ['DOC-001 (rev B)', ref('DOC-001', 'B')],
    ['DOC-001 rev B.', ref('DOC-001', 'B')],
    ['  DOC-001   rev   B  ', ref('DOC-001', 'B')],
    ['DOC-001 dated 2026-03-01', ref('DOC-001', '', '2026-03-01')],
    ['DOC-001 rev B 2026-03-01', ref('DOC-001', 'B', '2026-03-01')],
    ['DOC-001 rev B, 2026-03-01', ref('DOC-001', 'B', '2026-03-01')],
    ['DOC-001 2026-03-01 rev C', ref('DOC-001', 'C', '2026-03-01')],
    ['DOC-001 (rev B) 2026-03-01', ref('DOC-001', 'B', '2026-03-01')],
    ['AB1 rev A', ref('AB1', 'A')],
    ['HAZOP/2026.04 rev 0', ref('HAZOP/2026.04', '0')],
  ];
  it.each(qualifies)('reads %j as a register reference', (text, expected) => {
    expect(parseEvidenceText(text)).toEqual(expected);
  });

  const notes: [string, string][] = [
    ['.', 'punctuation'],
    ['', 'nothing'],
    ['DOC-001', 'a number without revision or date'],
    ['rev B', 'a revision without a number'],
    ['A1 rev B', 'a number of 2 characters'],
    ['ABC rev B', 'a number without a digit'],
    ['DOC-001 rev', 'a revision marker without a revision'],
    ['DOC-001 review', 'a word that starts like "rev"'],
    ['DOC-001 revB', 'a revision glued to a letter'],
    ['DOC-001 2026-02-30', 'a date that does not exist'],
    ['DOC-001 01/03/2026', 'a date in an ambiguous format'],
    ['DOC-001 rev 2026-03-01', 'a date where the revision should be'],
    ['2026-03-01 rev B', 'a date where the number should be'],
    ['DOC 001 rev B', 'a number with a space'],
    ['See DOC-001 rev B', 'words before the number'],
    ['DOC-001 rev B (approved)', 'words after the reference'],
    ['DOC-001 rev B and DOC-002 rev A', 'two references'],
    ['DOC-001 rev B;DOC-002 rev C', 'two references'],
    ['DOC-001 rev B rev C', 'two revisions'],
    ['https://docs.example.com/DOC-001 rev B', 'a link'],
    ['on SharePoint', 'a place, not a document'],
  ];
  it.each(notes)('keeps %j as a note (%s)', (text) => {
    expect(parseEvidenceText(text)).toBeNull();
  });
});

describe('a register entry counts', () => {
  const judge3 = { phase: 'fel3' as const, today: '2026-11-24' };
  const entry = (patch: Partial<LinkedEntry> = {}): LinkedEntry => ({ number: 'DOC-001', revision: 'B', revisionDate: '2026-03-01', copied: null, ...patch });
  const copy = { at: '2026-06-01T09:30:00Z', revision: 'B', revisionDate: '2026-03-01' };

  it('with a number of 3+ characters including a digit, and a revision or a revision date not in the future', () => {
    expect(entryProblem(entry(), judge3)).toBeNull();
    expect(entryProblem(entry({ revisionDate: null }), judge3)).toBeNull();
    expect(entryProblem(entry({ revision: '' }), judge3)).toBeNull();
    expect(entryProblem(entry({ revisionDate: '2026-11-24' }), judge3)).toBeNull();
    expect(entryProblem(entry({ number: 'A1' }), judge3)).toBe('A1: the document number needs 3+ characters, one a digit');
    expect(entryProblem(entry({ number: 'A 1' }), judge3)).toBe('A 1: the document number needs 3+ characters, one a digit');
    expect(entryProblem(entry({ number: 'ABCD' }), judge3)).toBe('ABCD: the document number needs 3+ characters, one a digit');
    expect(entryProblem(entry({ number: '  ' }), judge3)).toBe('an entry without a number: the document number needs 3+ characters, one a digit');
    expect(entryProblem(entry({ revision: ' . ', revisionDate: null }), judge3)).toBe('DOC-001: no revision or revision date');
    expect(entryProblem(entry({ revisionDate: '2026-11-25' }), judge3)).toBe('DOC-001: revision date 2026-11-25 is in the future');
    expect(entryProblem(entry({ revisionDate: '2026-13-01' }), judge3)).toBe('DOC-001: revision date "2026-13-01" is not a date');
  });

  it('at FEL 3, linked by copy from FEL 2, only once it has a new revision dated after the day of the copy', () => {
    const copied = entry({ copied: copy });
    expect(entryProblem(copied, judge3)).toBe('DOC-001: linked by copy from FEL 2 on 2026-06-01 and not revised since');
    // edits of whitespace or letter case are no new revision, whatever the date says
    expect(entryProblem(entry({ copied: copy, revision: ' b ' }), judge3)).toMatch(/not revised since/);
    expect(entryProblem(entry({ copied: copy, revision: 'C' }), judge3)).toMatch(/not revised since/);
    expect(entryProblem(entry({ copied: copy, revision: 'C', revisionDate: '2026-06-01' }), judge3)).toMatch(/not revised since/);
    expect(entryProblem(entry({ copied: copy, revision: 'C', revisionDate: '2026-06-02' }), judge3)).toBeNull();
    expect(entryProblem(entry({ copied: { ...copy, revision: '', revisionDate: '2026-05-01' }, revision: '', revisionDate: '2026-07-01' }), judge3)).toBeNull();
    // at FEL 2 a copy flag means nothing (copies go from FEL 2 to FEL 3)
    expect(entryProblem(copied, { ...judge3, phase: 'fel2' })).toBeNull();
  });

  it('compares register texts without whitespace and letter case', () => {
    expect(normalizeRegisterText(' doc-001 ')).toBe(normalizeRegisterText('DOC-001'));
    expect(normalizeRegisterText('rev  b')).toBe('REVB');
  });
});
