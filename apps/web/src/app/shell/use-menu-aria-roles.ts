import { useEffect, type RefObject } from 'react';

/**
 * Arco's sub-menu headers carry `aria-expanded` without a role, inside plain wrappers of the
 * `role="menu"` list (axe: aria-allowed-attr, aria-required-children). Give them the roles of the
 * ARIA menu pattern: wrappers are transparent, headers are menu items, sub-lists are groups.
 */
export function useMenuAriaRoles(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => {
      const set = (selector: string, role: string) =>
        root.querySelectorAll(selector).forEach((el) => el.setAttribute('role', role));
      set('.arco-menu-inline, .arco-menu-pop', 'none');
      set('.arco-menu-inline-header, .arco-menu-pop-header', 'menuitem');
      set('.arco-menu-inline-content', 'group');
    };
    apply();
    // Arco adds sub-menu nodes as groups open and the menu collapses; roles are attributes, so
    // setting them does not retrigger the observer.
    const observer = new MutationObserver(apply);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [ref]);
}
