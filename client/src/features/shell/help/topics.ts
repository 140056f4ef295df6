import { answerHistory } from './content/answer-history';
import { answering } from './content/answering';
import { copyFel2 } from './content/copy-fel2';
import { licence } from './content/licence';
import { outcomes } from './content/outcomes';
import { overview } from './content/overview';
import { portfolio } from './content/portfolio';
import { printing } from './content/printing';
import { register } from './content/register';
import { projects } from './content/projects';
import { reports } from './content/reports';
import { review } from './content/review';
import { secondFactors } from './content/second-factors';
import { signIn } from './content/sign-in';
import { singleSignOn } from './content/single-sign-on';
import { support } from './content/support';
import { team } from './content/team';
import { terms } from './content/terms';
import type { HelpTopic, HelpTopicId } from './types';

// Every id has exactly one topic, filed under its own id: the type checker holds the list together.
const BY_ID: { [Id in HelpTopicId]: HelpTopic & { id: Id } } = {
  overview,
  'sign-in': signIn,
  'second-factors': secondFactors,
  'single-sign-on': singleSignOn,
  projects,
  team,
  answering,
  reports,
  printing,
  portfolio,
  outcomes,
  licence,
  support,
  terms,
  'copy-fel2': copyFel2,
  'answer-history': answerHistory,
  register,
  review,
};

/** The help drawer's topics, in the order of spec §1 (the portfolio and outcomes, added later, after printing). */
export const HELP_TOPICS: readonly HelpTopic[] = [
  BY_ID.overview,
  BY_ID['sign-in'],
  BY_ID['second-factors'],
  BY_ID['single-sign-on'],
  BY_ID.projects,
  BY_ID.team,
  BY_ID.answering,
  BY_ID.reports,
  BY_ID.review,
  BY_ID.printing,
  BY_ID.portfolio,
  BY_ID.outcomes,
  BY_ID.licence,
  BY_ID.support,
  BY_ID.terms,
];

/** Context help: shown first, opened, when a screen opens the help for one task. */
export const CONTEXT_TOPICS: readonly HelpTopic[] = [BY_ID['copy-fel2'], BY_ID['answer-history'], BY_ID.register];
