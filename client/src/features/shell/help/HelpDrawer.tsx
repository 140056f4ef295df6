import { Button, Classes, Drawer, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useHelp } from './help-context';
import { searchHelp } from './help-search';
import { HelpTopicView } from './HelpTopicView';
import { CONTEXT_TOPICS, HELP_TOPICS } from './topics';

/** The help drawer on the right: a search box, the collapsible topics, or a task's context topic first. */
export function HelpDrawer() {
  const help = useHelp();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const context = searching ? null : (CONTEXT_TOPICS.find((t) => t.id === help.topic) ?? null);
  const found = searchHelp(HELP_TOPICS, query);
  return (
    <Drawer
      isOpen={help.isOpen}
      onClose={help.close}
      position="right"
      icon="help"
      title={context ? `Help: ${context.title}` : 'Help'}
      className="fel-help-drawer"
      size="min(560px, 100vw)"
    >
      <div className="fel-help-search">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Search help"
          aria-label="Search help"
          value={query}
          onValueChange={setQuery}
          rightElement={searching ? <Button variant="minimal" icon="cross" aria-label="Clear the search" onClick={() => setQuery('')} /> : undefined}
        />
        <p className="fel-muted" role="status" aria-live="polite">
          {searching ? `${found.length} of ${HELP_TOPICS.length} topics` : ''}
        </p>
      </div>
      <div className={`${Classes.DRAWER_BODY} fel-help-drawer-body`}>
        {context && (
          <div className="fel-help-context">
            <HelpTopicView topic={context} initiallyOpen />
            <h3 className="fel-help-more">All help topics</h3>
          </div>
        )}
        {searching && found.length === 0 && (
          <NonIdealState icon="search" title="No help topic matches" description={`No help topic mentions “${query.trim()}”. Try another word, or ask us with Contact Us.`} />
        )}
        {found.map((topic) => (
          // A search opens the topics it finds (a new key remounts them open); clearing it folds them again.
          <HelpTopicView key={`${topic.id}-${searching ? 'found' : 'all'}`} topic={topic} initiallyOpen={searching || topic.id === help.topic} scrollTo={!searching && topic.id === help.topic} />
        ))}
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button icon="envelope" text="Contact Us" onClick={help.openContact} />
      </div>
    </Drawer>
  );
}
