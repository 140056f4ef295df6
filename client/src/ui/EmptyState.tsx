import { H1, H2, H3, NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import './empty-state.css';

type Props = Omit<NonIdealStateProps, 'title'> & {
  title: string;
  /**
   * The title's heading level in the screen's outline (Blueprint's own title is always an h4, which skips levels
   * under an h1): 1 when the empty state is the whole screen, 2 under the screen's h1, 3 inside a section.
   */
  level: 1 | 2 | 3;
};

const HEADINGS = { 1: H1, 2: H2, 3: H3 } as const;

/** Blueprint's NonIdealState (an empty or waiting state) whose title sits at the heading level the screen needs. */
export function EmptyState({ title, level, description, ...rest }: Props) {
  const Heading = HEADINGS[level];
  return (
    <NonIdealState
      {...rest}
      description={
        <div>
          <Heading className="fel-empty-title">{title}</Heading>
          {description}
        </div>
      }
    />
  );
}
