/**
 * WCAG 2.5.3 (label in name): a control's accessible name contains the words it shows, so a
 * speech-input user who says what they see reaches it. axe's own rule for this
 * (label-content-name-mismatch, experimental) looks only at controls named by aria-label or
 * aria-labelledby; a name built from visually hidden text (the signed-in trolley link's)
 * escapes it. This check takes every visible link, button and menu item, however it is named.
 *
 * `nameMismatches` runs in the page (frame.evaluate), after an axe scan has put axe there: it uses
 * axe's accessible-name computation.
 * Letters and digits are compared, case aside: punctuation and spacing differ between what is
 * shown ("£12.50", a badge beside a word) and what is read, and are not what a user would say.
 */
export type NameMismatch = { readonly role: string; readonly name: string; readonly visible: string };

export function nameMismatches(): NameMismatch[] {
  type VirtualNode = unknown;
  type Axe = {
    setup: (root: Node) => void;
    teardown: () => void;
    utils: { getNodeFromTree: (node: Node) => VirtualNode };
    commons: {
      text: { accessibleTextVirtual: (node: VirtualNode) => string };
      aria: { getRole: (node: Element) => string | null };
    };
  };
  const axe = (window as unknown as { axe?: Axe }).axe;
  if (!axe) throw new Error('nameMismatches needs axe in the page: run it after an axe scan');
  const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const CONTROLS =
    'a[href], button, summary, input[type="button"], input[type="submit"], input[type="reset"], [role="button"], [role="link"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="tab"], [role="switch"]';
  /**
   * Drawn, and not clipped to a pixel as visually hidden text is. (axe's own isVisibleOnScreen also
   * calls "off screen" whatever a scroll has taken above the viewport: not what is meant here.)
   */
  const shown = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.position === 'absolute') return false;
      if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return false;
    }
    return true;
  };
  const mismatches: NameMismatch[] = [];
  // A native modal dialog makes the rest of the page inert without an attribute.
  const modal = document.querySelector('dialog:modal');
  axe.setup(document);
  try {
    for (const control of document.querySelectorAll(CONTROLS)) {
      // Behind an open dialog (inert) or hidden from assistive technology: no name is spoken, nor meant to be.
      if (!shown(control) || control.closest('[inert], [aria-hidden="true"]')) continue;
      if (modal && !modal.contains(control)) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      let visible = control instanceof HTMLInputElement ? control.value : '';
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement;
        if (parent && !parent.closest('svg') && shown(parent)) visible += ` ${text.textContent}`;
      }
      visible = visible.replace(/\s+/g, ' ').trim();
      if (!compact(visible)) continue;
      const name = axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(control)).trim();
      if (!compact(name).includes(compact(visible)))
        mismatches.push({ role: axe.commons.aria.getRole(control) ?? control.tagName.toLowerCase(), name, visible });
    }
  } finally {
    axe.teardown();
  }
  return mismatches;
}
