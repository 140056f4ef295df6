import { Button, Classes, Drawer } from '@blueprintjs/core';
import { useHelp } from './help-context';
import { HelpTopicView } from './HelpTopicView';
import { CONTEXT_TOPICS, HELP_TOPICS } from './topics';

/** The help drawer on the right: the collapsible topics, or a task's context topic first. */
export function HelpDrawer() {
  const help = useHelp();
  const context = CONTEXT_TOPICS.find((t) => t.id === help.topic) ?? null;
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
      <div className={`${Classes.DRAWER_BODY} fel-help-drawer-body`}>
        {context && (
          <div className="fel-help-context">
            <HelpTopicView topic={context} initiallyOpen />
            <h3 className="fel-help-more">All help topics</h3>
          </div>
        )}
        {HELP_TOPICS.map((topic) => (
          <HelpTopicView key={topic.id} topic={topic} initiallyOpen={topic.id === help.topic} />
        ))}
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button icon="envelope" text="Contact Us" onClick={help.openContact} />
      </div>
    </Drawer>
  );
}
