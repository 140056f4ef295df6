import { Button, Callout, Collapse, HTMLTable, Icon } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppInfo } from '../app-info';
import { useHelp } from './help-context';
import type { HelpBlock, HelpTopic } from './types';

/** The support email and contact page as configured, with the Contact Us button. */
function ContactBlock() {
  const appInfo = useAppInfo();
  const help = useHelp();
  return (
    <div className="fel-help-contact">
      {appInfo ? (
        <ul>
          <li>
            Email: <a href={`mailto:${appInfo.supportEmail}`}>{appInfo.supportEmail}</a>
          </li>
          <li>
            Contact page:{' '}
            <a href={appInfo.contactUrl} target="_blank" rel="noreferrer">
              {appInfo.contactUrl}
            </a>
          </li>
        </ul>
      ) : (
        <p>Loading the support contacts…</p>
      )}
      <Button icon="envelope" text="Contact Us" onClick={help.openContact} />
    </div>
  );
}

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'heading':
      return <h4 className="fel-help-heading">{block.text}</h4>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        // A wide table scrolls sideways in its box: the box takes the focus, so the keyboard can scroll it.
        <div className="fel-help-table" tabIndex={0} role="region" aria-label={block.caption}>
          <HTMLTable compact striped>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    <td key={`${i}-${cell}`}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      );
    case 'terms':
      return (
        <dl className="fel-help-terms">
          {block.items.map((t) => (
            <div key={t.term}>
              <dt>{t.term}</dt>
              <dd>{t.meaning}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <Callout compact intent="primary" icon="lightbulb">
          {block.text}
        </Callout>
      );
    case 'contact':
      return <ContactBlock />;
  }
}

/** One collapsible help topic (an accordion section: the title is a button that shows or hides the text); scrolled to when opened by a link. */
export function HelpTopicView({ topic, initiallyOpen, scrollTo = initiallyOpen }: { topic: HelpTopic; initiallyOpen: boolean; scrollTo?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (scrollTo) ref.current?.scrollIntoView({ block: 'start' });
  }, [scrollTo]);
  return (
    <section ref={ref} className="fel-help-topic" data-topic={topic.id}>
      <h3 className="fel-help-topic-title">
        <button type="button" id={`${id}-button`} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((v) => !v)}>
          <Icon icon={open ? 'chevron-down' : 'chevron-right'} aria-hidden />
          <span>{topic.title}</span>
        </button>
      </h3>
      <p className="fel-help-summary">{topic.summary}</p>
      <Collapse isOpen={open}>
        <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} className="fel-help-body">
          {topic.blocks.map((block, i) => (
            <Block key={`${block.kind}-${i}`} block={block} />
          ))}
        </div>
      </Collapse>
    </section>
  );
}
