/**
 * After a popup has closed: when the focus was lost with it (on the page's body, or still inside the closed
 * popup), `giveBack` puts it somewhere useful; when something else took it (a dialog an action opened), it
 * stays there.
 */
export function keepFocusOrGiveBack(popup: HTMLElement, giveBack: () => void): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body || popup.contains(focused)) giveBack();
}
