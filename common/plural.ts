// Counts in text ("1 project", "3 projects"): one helper for the server and the client, on the locale's plural rules.

const RULES = new Intl.PluralRules('en-GB');

/** "1 claim", "2 claims"; `other` for irregular plurals ("1 analysis", "2 analyses"). */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${RULES.select(count) === 'one' ? one : other}`;
}
