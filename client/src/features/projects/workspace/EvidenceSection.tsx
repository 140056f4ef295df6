import { Button, Callout, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { EvidenceSection_LinkFragment, RegisterEntry_DeliverableFragment } from '../../../gql/graphql';
import { DeliverableDialog } from '../register/DeliverableDialog';

// Method 3's evidence on an answer card (DOMAIN.md §3a): the register entries the answer links, whether each
// counts, linking an existing entry (saved through the answer's queue, so it works offline) and adding a new
// document to the register (which needs the connection). A claim of 1 or 2 without an entry that counts is
// scored as 4: the card says so at once, before anyone reads it in the report.

export const EvidenceSectionLinkFragment = graphql(`
  fragment EvidenceSection_link on EvidenceLink {
    entry {
      key
      number
      title
      revision
      revisionDate
    }
    copiedAt
    counts
    countsProblem
  }
`);

type Props = {
  projectKey: string;
  /** The card's id prefix (labels). */
  idPrefix: string;
  /** The keys the answer links now (the draft, which may not have reached the server yet). */
  linked: readonly string[];
  /** The links as the server last saved them (whether each counts for this answer). */
  saved: readonly FragmentType<typeof EvidenceSectionLinkFragment>[];
  register: readonly RegisterEntry_DeliverableFragment[];
  /** The claimed level (1 and 2 need an entry that counts). */
  level: number | null;
  readOnly: boolean;
  onLink(keys: readonly string[]): void;
};

export const NOT_COUNTED = (level: number) => `Scored as 4 — Not started until a document with a revision or date is linked (claimed ${level}).`;

/** Whether a linked entry counts for this answer: as the server judged the link, or by the entry itself when just linked. */
export function linkCounts(key: string, saved: readonly EvidenceSection_LinkFragment[], register: readonly RegisterEntry_DeliverableFragment[]): boolean {
  const link = saved.find((l) => l.entry.key === key);
  return link ? link.counts : (register.find((e) => e.key === key)?.counts ?? false);
}

/** The linked entries with their state, the link picker and the add-entry dialog. */
export function EvidenceSection({ projectKey, idPrefix, linked, register, level, readOnly, onLink, ...props }: Props) {
  const saved = getFragmentData(EvidenceSectionLinkFragment, props.saved);
  const [pick, setPick] = useState('');
  const [adding, setAdding] = useState(false);
  const entries = linked.map((key) => ({ key, entry: register.find((e) => e.key === key) ?? saved.find((l) => l.entry.key === key)?.entry, link: saved.find((l) => l.entry.key === key) }));
  const unlinked = register.filter((e) => !linked.includes(e.key));
  const supported = linked.some((key) => linkCounts(key, saved, register));
  const claim = level === 1 || level === 2 ? level : null;
  return (
    <div className="fel-evidence" data-testid="evidence">
      <FormGroup label="Evidence (documents in the register)" labelFor={`${idPrefix}-evidence-pick`}>
        {entries.length === 0 ? (
          <p className="fel-muted">No document linked.</p>
        ) : (
          <ul className="fel-evidence-list">
            {entries.map(({ key, entry, link }) => {
              const counts = linkCounts(key, saved, register);
              const problem = link ? link.countsProblem : (register.find((e) => e.key === key)?.countsProblem ?? null);
              return (
                <li key={key} data-testid="evidence-entry">
                  <strong>{entry?.number ?? key}</strong>
                  {entry?.title ? ` · ${entry.title}` : ''}
                  {entry?.revision ? ` · rev ${entry.revision}` : ''}
                  {entry?.revisionDate ? ` (${entry.revisionDate})` : ''}{' '}
                  {counts ? (
                    <Tag minimal intent="success" data-testid="entry-counts">
                      Counts
                    </Tag>
                  ) : (
                    <Tag minimal intent="warning" title={problem ?? undefined} data-testid="entry-not-counted">
                      Does not count{problem ? `: ${problem}` : ''}
                    </Tag>
                  )}{' '}
                  {!readOnly && <Button minimal small icon="cross" aria-label={`Unlink ${entry?.number ?? key}`} onClick={() => onLink(linked.filter((k) => k !== key))} />}
                </li>
              );
            })}
          </ul>
        )}
        {!readOnly && (
          <div className="fel-evidence-pick">
            <HTMLSelect id={`${idPrefix}-evidence-pick`} aria-label="Register entry to link" value={pick} onChange={(e) => setPick(e.currentTarget.value)} disabled={unlinked.length === 0}>
              <option value="">{unlinked.length === 0 ? 'No other document in the register' : 'Choose a document of the register…'}</option>
              {unlinked.map((e) => (
                <option key={e.key} value={e.key}>
                  {e.number}
                  {e.title ? ` · ${e.title}` : ''}
                  {e.revision ? ` · rev ${e.revision}` : ''}
                </option>
              ))}
            </HTMLSelect>
            <Button
              text="Link"
              disabled={pick === ''}
              onClick={() => {
                onLink([...linked, pick]);
                setPick('');
              }}
            />
            <Button icon="add" text="Add a document…" onClick={() => setAdding(true)} />
          </div>
        )}
      </FormGroup>
      {claim !== null && !supported && (
        <Callout intent="warning" icon="warning-sign" className="fel-question-note" data-testid="unsupported">
          {NOT_COUNTED(claim)}
        </Callout>
      )}
      {adding && <DeliverableDialog projectKey={projectKey} entry={null} onClose={() => setAdding(false)} onSaved={(key) => onLink([...linked, key])} />}
    </div>
  );
}
