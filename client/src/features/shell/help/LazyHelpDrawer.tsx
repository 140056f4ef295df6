import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useHelp } from './help-context';

// The help text is most of the shell's weight: it downloads the first time someone opens the help.
const HelpDrawer = lazy(async () => ({ default: (await import('./HelpDrawer')).HelpDrawer }));

/** The help drawer, loaded on first opening (a spinner in the drawer meanwhile) and kept mounted afterwards (so it can animate closed). */
export function LazyHelpDrawer() {
  const help = useHelp();
  const [wanted, setWanted] = useState(help.isOpen);
  if (help.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        // Not a drawer of its own: the focus stays on what opened the help, for the real drawer to return it to.
        <div className="fel-help-loading" role="status">
          <Spinner size={16} /> Loading the help…
        </div>
      }
    >
      <HelpDrawer />
    </Suspense>
  );
}
