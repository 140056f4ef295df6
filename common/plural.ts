// Counts in text, the one way for the server and the client: "1 project", "2 projects", "1,204 answers", on the
// locale's plural rules (Intl.PluralRules), so no screen or report writes "1 projects" again.

const RULES = new Intl.PluralRules('en-GB');
const NUMBER = new Intl.NumberFormat('en-GB');

/** The noun (or verb) for a count: `one` when English says so (1), `other` otherwise (0, 2, 1.5 …): "is" / "are". */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return RULES.select(count) === 'one' ? one : other;
}

/** "1 claim", "2 claims", "1,204 claims"; `other` for irregular plurals ("1 analysis", "2 analyses"). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${NUMBER.format(count)} ${pluralNoun(count, one, other)}`;
}
