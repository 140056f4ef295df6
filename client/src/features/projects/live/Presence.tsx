import { Icon, Tag, Tooltip } from '@blueprintjs/core';
import type { PresentPerson } from './usePresence';
import { pluralNoun } from '../../../../../common/plural';

// Who else is in the workspace: a row of round avatars (initials; the name and the question in focus as
// tooltip and label), and on a question card the names of whoever has it in focus.

const where = (p: PresentPerson) => (p.questionCode ? `on ${p.questionCode}` : 'in this phase');

export function PresenceRow({ people }: { people: PresentPerson[] }) {
  if (people.length === 0) return null;
  return (
    <div className="fel-presence-row fel-no-print" role="group" aria-label="Also here now" data-testid="presence-row">
      <span className="fel-muted">Also here:</span>
      {people.map((p) => (
        <Tooltip key={p.userKey} content={`${p.name}, ${where(p)}`} placement="bottom">
          <Tag round intent="primary" className="fel-presence-avatar" role="img" aria-label={`${p.name}, ${where(p)}`} tabIndex={0}>
            {p.initials}
          </Tag>
        </Tooltip>
      ))}
    </div>
  );
}

export function PresenceMarker({ people }: { people: PresentPerson[] }) {
  if (people.length === 0) return null;
  const names = people.map((p) => p.name).join(', ');
  return (
    <Tag minimal round intent="primary" className="fel-question-tag fel-no-print" data-testid="presence-marker">
      <Icon icon="eye-open" size={12} /> {names} {pluralNoun(people.length, 'is', 'are')} on this question
    </Tag>
  );
}
