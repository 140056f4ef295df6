import type { DeliverableRow } from '../register/index.ts';
import type { Phase } from './bank/index.ts';
import type { EvidenceLinkRow } from './evidence.queries.ts';

/** A link with the entry it names and the phase it is judged in (GraphQL's EvidenceLink). */
export type EvidenceLinkView = { link: EvidenceLinkRow; entry: DeliverableRow; phase: Phase };
