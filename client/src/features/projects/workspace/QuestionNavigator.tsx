import { Button, ButtonGroup } from '@blueprintjs/core';
import { useRef } from 'react';

/** What the navigator needs of a question's saved answer (the card reports it as it saves). */
export type AnswerMarks = {
  level: number | null;
  na: boolean;
  revisit: boolean;
  /** Method 3: a claim of 1 or 2 without a linked entry that counts (scored as 4). */
  unsupported?: boolean;
  /** Method 3: a level 3 still without the comment that says what was started or assumed. */
  needsComment?: boolean;
};

type Item = { code: string; target: number; marks: AnswerMarks };

const KINDS = ['unanswered', 'flagged', 'gap'] as const;
export type NavigatorKind = (typeof KINDS)[number];

/** Which questions each jump goes to, from the saved answers (a gap is a level worse than the target: DOMAIN.md §4). */
const MATCHES: Record<NavigatorKind, (item: Item) => boolean> = {
  unanswered: ({ marks }) => marks.level === null && !marks.na,
  flagged: ({ marks }) => marks.revisit,
  gap: ({ marks, target }) => !marks.na && marks.level !== null && marks.level > target,
};

const LABELS: Record<NavigatorKind, { one: string; none: string; icon: 'circle' | 'warning-sign' | 'arrow-top-right' }> = {
  unanswered: { one: 'Next unanswered', none: 'All answered', icon: 'circle' },
  flagged: { one: 'Next flagged', none: 'Nothing flagged', icon: 'warning-sign' },
  gap: { one: 'Next gap', none: 'No gaps', icon: 'arrow-top-right' },
};

/** The codes of the page's cards in order, and the one holding the focus (or last focused), if any. */
function cardsFrom(): { codes: string[]; current: string | null } {
  const cards = [...document.querySelectorAll<HTMLElement>('.fel-question[data-code]')];
  const active = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.fel-question[data-code]') : null;
  return { codes: cards.map((c) => c.dataset.code ?? ''), current: active?.dataset.code ?? null };
}

/** The next matching code after the current one, wrapping round to the top. */
export function nextCode(order: readonly string[], current: string | null, matching: ReadonlySet<string>): string | null {
  const start = current === null ? -1 : order.indexOf(current);
  for (let step = 1; step <= order.length; step++) {
    const code = order[(start + step) % order.length];
    if (code !== undefined && matching.has(code)) return code;
  }
  return null;
}

/**
 * The phase page's question navigator: how many questions are unanswered, flagged or short of their target,
 * and a button for each that scrolls to the next such question card and gives it the keyboard focus.
 */
export function QuestionNavigator({ items }: { items: readonly Item[] }) {
  const matching = (kind: NavigatorKind) => new Set(items.filter(MATCHES[kind]).map((i) => i.code));
  // The card jumped to last, for when the focus has since left the cards (on the navigator's own button).
  const last = useRef<string | null>(null);

  function jump(kind: NavigatorKind) {
    const { codes, current } = cardsFrom();
    const code = nextCode(codes, current ?? last.current, matching(kind));
    if (code === null) return;
    last.current = code;
    const card = document.querySelector<HTMLElement>(`.fel-question[data-code="${CSS.escape(code)}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }

  return (
    <nav className="fel-question-navigator fel-no-print" aria-label="Question navigator" data-testid="question-navigator">
      <ButtonGroup variant="outlined">
        {KINDS.map((kind) => {
          const count = matching(kind).size;
          const label = LABELS[kind];
          return (
            <Button
              key={kind}
              icon={label.icon}
              size="small"
              disabled={count === 0}
              text={count === 0 ? label.none : `${label.one} (${count})`}
              data-testid={`navigator-${kind}`}
              onClick={() => jump(kind)}
            />
          );
        })}
      </ButtonGroup>
    </nav>
  );
}
