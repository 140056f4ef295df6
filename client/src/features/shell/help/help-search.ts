import type { HelpBlock, HelpTopic } from './types';

/** The words of one block, as a reader sees them. */
function blockText(block: HelpBlock): string {
  switch (block.kind) {
    case 'p':
    case 'heading':
    case 'note':
      return block.text;
    case 'list':
    case 'steps':
      return block.items.join(' ');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join(' ');
    case 'terms':
      return block.items.map((t) => `${t.term} ${t.meaning}`).join(' ');
    case 'contact':
      return 'contact us support email';
  }
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** The topics whose title, summary or text hold every word of the query (any case, accents ignored); all when it is blank. */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = fold([topic.title, topic.summary, ...topic.blocks.map(blockText)].join(' '));
    return words.every((w) => text.includes(w));
  });
}
