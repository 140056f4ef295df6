import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getFragmentData, graphql } from '../../../gql';
import { QuestionCard_AnswerFragmentDoc, type QuestionCard_AnswerFragment } from '../../../gql/graphql';
import { type Draft, draftOf } from './draft';
import type { AnswerRef, PendingChange, SendResult } from './answer-queue';
import { fromFields, holdsChanges } from './pending-fields';

// Sends one queued change with the saveAnswer mutation and says what came of it.

const SaveAnswerMutation = graphql(`
  mutation SaveAnswer($input: SaveAnswerInput!) {
    saveAnswer(input: $input) {
      answer {
        ...QuestionCard_answer
      }
      current {
        ...QuestionCard_answer
      }
      project {
        key
        statusfel3
        progress {
          phase
          area
          label
          answered
          total
          flagged
        }
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export type SavedAnswer = QuestionCard_AnswerFragment;

const NOT_SAVED = 'The answer could not be saved.';

const phaseOf = (phase: string) => (phase === 'fel2' || phase === 'fel3' ? phase : null);

/** What a thrown error means for a queued change. */
function thrownResult(error: unknown): SendResult<SavedAnswer> {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'unreachable' };
  const first = error.errors[0];
  const message = first?.message ?? NOT_SAVED;
  switch (first?.extensions?.code) {
    case 'UNAUTHENTICATED':
      return { kind: 'signed-out' };
    case 'FORBIDDEN':
    case 'NOT_FOUND':
      return { kind: 'refused', message };
    case 'BAD_INPUT':
      return { kind: 'rejected', message };
    default:
      // INTERNAL, UNAVAILABLE, RATE_LIMITED…: the server may take it later.
      return { kind: 'unreachable' };
  }
}

/** A card's changed fields as the mutation's input (the linked entries as a plain list). */
function inputOf({ evidenceEntries, ...rest }: Partial<Draft>) {
  return { ...rest, ...(evidenceEntries ? { evidenceEntries: [...evidenceEntries] } : {}) };
}

/** The queue's sender: one saveAnswer per change, naming the version the change was based on. */
export function answerSender(client: ApolloClient) {
  return async (ref: AnswerRef, change: PendingChange): Promise<SendResult<SavedAnswer>> => {
    const fields = fromFields(change.fields);
    const phase = phaseOf(ref.phase);
    if (!fields || !phase) return { kind: 'refused', message: 'This change kept in the browser could not be read, so it was not saved.' };
    try {
      const { data } = await client.mutate({
        mutation: SaveAnswerMutation,
        variables: { input: { key: ref.projectKey, phase, code: ref.code, version: change.baseVersion, ...inputOf(fields) } },
      });
      const payload = data?.saveAnswer;
      const result = payload && { ...payload, answer: getFragmentData(QuestionCard_AnswerFragmentDoc, payload.answer), current: getFragmentData(QuestionCard_AnswerFragmentDoc, payload.current) };
      if (result?.answer) return { kind: 'saved', answer: result.answer };
      const conflict = result?.errors.find((e) => e.code === 'CONFLICT');
      if (conflict) {
        const current = result?.current ?? null;
        if (current && holdsChanges(draftOf(current), change.fields)) return { kind: 'saved', answer: current };
        return { kind: 'conflict', current, message: conflict.message };
      }
      return { kind: 'rejected', message: result?.errors[0]?.message ?? NOT_SAVED };
    } catch (error) {
      return thrownResult(error);
    }
  };
}
