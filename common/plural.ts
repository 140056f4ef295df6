// Counts in text, the one way: "1 project", "2 projects", "1,204 answers" (Intl.PluralRules, English), so no
// screen or report writes "1 projects" again.

const RULES = new Intl.PluralRules('en-US');
const NUMBER = new Intl.NumberFormat('en-US');

/** The noun for a count: `one` when English says so (1), `other` otherwise (0, 2, 1.5 …). */
export function pluralNoun(n: number, one: string, other = `${one}s`): string {
  return RULES.select(n) === 'one' ? one : other;
}

/** A count with its noun: "1 project", "3 projects", "1,204 projects" (irregular plurals as `other`). */
export function plural(n: number, one: string, other = `${one}s`): string {
  return `${NUMBER.format(n)} ${pluralNoun(n, one, other)}`;
}
