import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type HelpTopicId, isHelpTopicId } from './types';

type HelpApi = {
  isOpen: boolean;
  /** The topic opened (and scrolled to) when the drawer opened, if any. */
  topic: HelpTopicId | null;
  /** Opens the help drawer, at a topic when given (a context topic such as 'copy-fel2' opens its variant). */
  open(topic?: HelpTopicId): void;
  close(): void;
  contactOpen: boolean;
  openContact(): void;
  closeContact(): void;
  /** The keyboard shortcut overlay ("?" anywhere outside a text field). */
  shortcutsOpen: boolean;
  openShortcuts(): void;
  closeShortcuts(): void;
};

const HelpContext = createContext<HelpApi | null>(null);

const HELP_PARAM = 'help';

/**
 * The help drawer's state, for the shell and for any screen inside it (useHelp). A `?help=<topic>` link
 * opens the drawer at that topic, so mail, documents and other screens can point at one topic.
 */
export function HelpProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<{ isOpen: boolean; topic: HelpTopicId | null }>({ isOpen: false, topic: null });
  const [contactOpen, setContactOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const requested = params.get(HELP_PARAM);

  const fromLink = requested !== null;
  const close = useCallback(() => {
    setState({ isOpen: false, topic: null });
    if (!fromLink) return;
    setParams(
      (current) => {
        current.delete(HELP_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [fromLink, setParams]);

  const api = useMemo<HelpApi>(
    () => ({
      isOpen: state.isOpen || requested !== null,
      topic: requested !== null ? (isHelpTopicId(requested) ? requested : null) : state.topic,
      open: (topic) => setState({ isOpen: true, topic: topic ?? null }),
      close,
      contactOpen,
      openContact: () => setContactOpen(true),
      closeContact: () => setContactOpen(false),
      shortcutsOpen,
      openShortcuts: () => setShortcutsOpen(true),
      closeShortcuts: () => setShortcutsOpen(false),
    }),
    [state, requested, close, contactOpen, shortcutsOpen],
  );
  return <HelpContext.Provider value={api}>{children}</HelpContext.Provider>;
}

/** The help drawer of the signed-in shell: screens call `useHelp().open('copy-fel2')` for context help. */
export function useHelp(): HelpApi {
  const api = useContext(HelpContext);
  if (!api) throw new Error('useHelp outside the signed-in shell');
  return api;
}
