import { Button, Classes, Dialog, HTMLTable } from '@blueprintjs/core';
import { useEffect } from 'react';
import { CARD_SHORTCUTS, type Shortcut } from '../projects/workspace/answer-shortcuts';
import { useHelp } from './help/help-context';

/** Keys that work on every screen. */
const GLOBAL_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['?'], does: 'Show this list of keyboard shortcuts' },
  { keys: ['Tab', 'Shift + Tab'], does: 'Move to the next or previous control' },
  { keys: ['Enter', 'Space'], does: 'Press the focused button, open the focused menu' },
  { keys: ['Esc'], does: 'Close the open dialog, menu or help panel' },
];

/** Whether a key press belongs to a text field (typing "?" in a comment must not open the overlay). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [role="combobox"]') !== null;
}

function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly Shortcut[] }) {
  return (
    <HTMLTable compact className="fel-shortcuts-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">What they do</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((s) => (
          <tr key={s.does}>
            <td>
              {s.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' or '}
                  <kbd className="fel-key">{k}</kbd>
                </span>
              ))}
            </td>
            <td>{s.does}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The keyboard shortcut overlay: "?" opens it on any signed-in screen, as does "Keyboard shortcuts" in the profile menu. */
export function ShortcutsDialog() {
  const help = useHelp();
  const { openShortcuts } = help;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      openShortcuts();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openShortcuts]);
  return (
    <Dialog isOpen={help.shortcutsOpen} onClose={help.closeShortcuts} title="Keyboard shortcuts" icon="key-command" className="fel-shortcuts-dialog">
      <div className={Classes.DIALOG_BODY}>
        <ShortcutTable caption="Everywhere" shortcuts={GLOBAL_SHORTCUTS} />
        <ShortcutTable caption="On a question (Tab to its card first)" shortcuts={CARD_SHORTCUTS} />
        <p className="fel-muted">The question keys work on a phase page you may edit; J / K and the arrows also move through a read-only one.</p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Close" onClick={help.closeShortcuts} />
        </div>
      </div>
    </Dialog>
  );
}
