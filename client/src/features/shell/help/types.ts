// The shape of the in-app help: typed data, reviewed like code, rendered by HelpTopicView.

/** Every topic id, content-free, so the shell can read `?help=<id>` links without loading the help text. */
export const HELP_TOPIC_IDS = [
  'overview',
  'sign-in',
  'second-factors',
  'single-sign-on',
  'projects',
  'team',
  'answering',
  'reports',
  'printing',
  'portfolio',
  'outcomes',
  'licence',
  'support',
  'terms',
  'copy-fel2',
  'answer-history',
  'register',
  'review',
] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export const isHelpTopicId = (value: string | null): value is HelpTopicId => HELP_TOPIC_IDS.some((id) => id === value);

export type HelpBlock =
  | { kind: 'p'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  | { kind: 'terms'; items: { term: string; meaning: string }[] }
  | { kind: 'note'; text: string }
  /** The configured support email and contact page, and the Contact Us button. */
  | { kind: 'contact' };

export type HelpTopic = {
  id: HelpTopicId;
  title: string;
  /** One line under the title, so a collapsed list still says what each topic answers. */
  summary: string;
  blocks: HelpBlock[];
};
