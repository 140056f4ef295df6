import { answering } from './content/answering';
import { copyFel2 } from './content/copy-fel2';
import { licence } from './content/licence';
import { overview } from './content/overview';
import { printing } from './content/printing';
import { projects } from './content/projects';
import { reports } from './content/reports';
import { signIn } from './content/sign-in';
import { support } from './content/support';
import { team } from './content/team';
import { terms } from './content/terms';
import type { HelpTopic, HelpTopicId } from './types';

/** The help drawer's topics, in the order of spec §1. */
export const HELP_TOPICS: readonly HelpTopic[] = [overview, signIn, projects, team, answering, reports, printing, licence, support, terms];

/** Context help: shown first, opened, when a screen opens the help for one task. */
export const CONTEXT_TOPICS: readonly HelpTopic[] = [copyFel2];

const ALL = [...HELP_TOPICS, ...CONTEXT_TOPICS];

/** A topic by id (for ?help=<id> links), or null. */
export function findHelpTopic(id: string | null): HelpTopic | null {
  return ALL.find((t) => t.id === id) ?? null;
}

export const isContextTopic = (id: HelpTopicId) => CONTEXT_TOPICS.some((t) => t.id === id);
