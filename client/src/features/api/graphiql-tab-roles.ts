import { type RefObject, useEffect } from 'react';

/**
 * GraphiQL marks each operation tab's <li> as the tab, with the tab's own button inside it: a control inside a
 * control, which screen readers announce badly (axe: nested-interactive). This moves the tab role and its
 * selected state onto that button and leaves the <li> a plain holder, again whenever GraphiQL redraws its tabs.
 */
export function useGraphiQLTabRoles(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    const fix = () => {
      for (const item of container.querySelectorAll('li.graphiql-tab')) {
        const button = item.querySelector('.graphiql-tab-button');
        if (!button) continue;
        if (item.getAttribute('role') !== 'presentation') item.setAttribute('role', 'presentation');
        if (button.getAttribute('role') !== 'tab') button.setAttribute('role', 'tab');
        const selected = item.getAttribute('aria-selected');
        if (selected !== null) {
          button.setAttribute('aria-selected', selected);
          item.removeAttribute('aria-selected');
        }
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected'] });
    return () => observer.disconnect();
  }, [root]);
}
