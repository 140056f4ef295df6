import { getFragmentData } from '../../../gql';
import { EvidenceSection_LinkFragmentDoc, type QuestionCard_AnswerFragment } from '../../../gql/graphql';

// The editable part of an answer, as the autosave engine queues it and the question card edits it: a plain
// model of its own, so the engine never imports the React hook that uses it.

export type Draft = {
  level: number | null;
  na: boolean;
  naReason: string;
  naApprover: string;
  comment: string;
  evidence: string;
  revisit: boolean;
  actionText: string;
  actionOwner: string;
  actionDue: string | null;
  actionStatus: 'open' | 'done';
  /** Method 3: the keys of the register entries linked as evidence (linking works offline, through the queue). */
  evidenceEntries: readonly string[];
};

type Answer = QuestionCard_AnswerFragment;

/** The editable part of an answer (an empty one when there is none). */
export function draftOf(answer: Answer | null | undefined): Draft {
  return {
    level: answer?.level ?? null,
    na: answer?.na ?? false,
    naReason: answer?.naReason ?? '',
    naApprover: answer?.naApprover ?? '',
    comment: answer?.comment ?? '',
    evidence: answer?.evidence ?? '',
    revisit: answer?.revisit ?? false,
    actionText: answer?.action?.text ?? '',
    actionOwner: answer?.action?.owner ?? '',
    actionDue: answer?.action?.due ?? null,
    actionStatus: answer?.action?.status ?? 'open',
    evidenceEntries: answer ? getFragmentData(EvidenceSection_LinkFragmentDoc, answer.evidenceEntries).map((e) => e.entry.key) : [],
  };
}
