// The keys a focused question card takes: one list, read by the card's key handler and by the shortcut overlay.

export type CardCommand = 'level' | 'na' | 'flag' | 'next' | 'previous';

export type Shortcut = { keys: string[]; does: string };

/** The key (lower case, as KeyboardEvent.key gives it) → the card's command. */
const CARD_KEYS: Record<string, CardCommand> = {
  '1': 'level',
  '2': 'level',
  '3': 'level',
  '4': 'level',
  n: 'na',
  f: 'flag',
  j: 'next',
  arrowdown: 'next',
  k: 'previous',
  arrowup: 'previous',
};

/** What a key does on a focused question card, or null when the card leaves it alone. */
export const cardCommand = (key: string): CardCommand | null => CARD_KEYS[key.toLowerCase()] ?? null;

/** The question card's keys as the overlay and the phase page's hint show them. */
export const CARD_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['1', '2', '3', '4'], does: 'Choose level 1–4 (Definitive … Not started)' },
  { keys: ['N'], does: 'Mark N/A (where the question allows it), then type the reason' },
  { keys: ['F'], does: 'Flag or unflag the question to revisit' },
  { keys: ['J', '↓'], does: 'Next question' },
  { keys: ['K', '↑'], does: 'Previous question' },
];
