import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { Draft } from './useAnswerAutosave';

// Methods 1 and 2 (a finalized project on bank 2026.2 or 2026.1): the one action kept in the answer's own fields,
// saved with the answer. Method 3's actions are AnswerActions.tsx.

type Props = { idPrefix: string; draft: Draft; readOnly: boolean; change(fields: Partial<Draft>, when: 'now' | 'later'): void; flush(): void };

/** The answer's own action: what, owner, due date, status. */
export function AnswerActionFields({ idPrefix, draft, readOnly, change, flush }: Props) {
  return (
    <details open={draft.actionText !== ''}>
      <summary>Action to close the gap</summary>
      <div className="fel-question-fields">
        <FormGroup label="What" labelFor={`${idPrefix}-action`}>
          <InputGroup id={`${idPrefix}-action`} value={draft.actionText} disabled={readOnly} onValueChange={(v) => change({ actionText: v }, 'later')} onBlur={flush} />
        </FormGroup>
        <FormGroup label="Owner" labelFor={`${idPrefix}-owner`}>
          <InputGroup id={`${idPrefix}-owner`} value={draft.actionOwner} disabled={readOnly} onValueChange={(v) => change({ actionOwner: v }, 'later')} onBlur={flush} />
        </FormGroup>
        <FormGroup label="Due date" labelFor={`${idPrefix}-due`}>
          <InputGroup
            id={`${idPrefix}-due`}
            type="date"
            min="1900-01-01"
            max="2099-12-31"
            value={draft.actionDue ?? ''}
            disabled={readOnly}
            onValueChange={(v) => change({ actionDue: v || null }, 'now')}
          />
        </FormGroup>
        <FormGroup label="Status" labelFor={`${idPrefix}-status`}>
          <HTMLSelect
            id={`${idPrefix}-status`}
            fill
            value={draft.actionStatus}
            disabled={readOnly}
            onChange={(e) => change({ actionStatus: e.currentTarget.value === 'done' ? 'done' : 'open' }, 'now')}
          >
            <option value="open">Open</option>
            <option value="done">Done</option>
          </HTMLSelect>
        </FormGroup>
      </div>
    </details>
  );
}
