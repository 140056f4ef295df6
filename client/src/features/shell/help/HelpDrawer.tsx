import { Button, Classes, Drawer, H2, Icon, IconSize, InputGroup } from '@blueprintjs/core';
import { EmptyState } from '../../../ui/EmptyState';
import { useState } from 'react';
import { useHelp } from './help-context';
import { searchHelp } from './help-search';
import { HelpTopicView } from './HelpTopicView';
import { CONTEXT_TOPICS, HELP_TOPICS } from './topics';

/**
 * The help drawer on the right: a search box, the collapsible topics, or a task's context topic first. Its
 * header is drawn here so that its title is an h2 above the topics' h3 (Blueprint's drawer title is an h4,
 * which skips levels under a screen's h1).
 */
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
      className="fel-help-drawer"
      size="min(560px, 100vw)"
    >
      <div className={Classes.DRAWER_HEADER}>
        <Icon icon="help" size={IconSize.LARGE} />
        <H2 className="fel-help-drawer-title">{context ? `Help: ${context.title}` : 'Help'}</H2>
        <Button aria-label="Close" className={Classes.DIALOG_CLOSE_BUTTON} icon={<Icon icon="small-cross" size={IconSize.LARGE} />} variant="minimal" onClick={help.close} />
      </div>
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
          <EmptyState level={3} icon="search" title="No help topic matches" description={`No help topic mentions “${query.trim()}”. Try another word, or ask us with Contact Us.`} />
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
