import { installPopoverStandIn } from './popover-stand-in.ts';

// Every engine the header supports has popovers; jsdom has not (a real browser keeps its own).
// Server-render tests have no DOM.
if (typeof document !== 'undefined' && !('showPopover' in HTMLElement.prototype)) installPopoverStandIn(document);
