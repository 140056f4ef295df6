import { lazy, Suspense, useState } from 'react';
import { useHelp } from './help-context';

// The help text is most of the shell's weight: it downloads the first time someone opens the help.
const HelpDrawer = lazy(async () => ({ default: (await import('./HelpDrawer')).HelpDrawer }));

/** The help drawer, loaded on first opening and kept mounted afterwards (so it can animate closed). */
export function LazyHelpDrawer() {
  const help = useHelp();
  const [wanted, setWanted] = useState(help.isOpen);
  if (help.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HelpDrawer />
    </Suspense>
  );
}
