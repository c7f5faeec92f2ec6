import type { SnifferError } from '../support/html-codesniffer.ts';

/**
 * HTML_CodeSniffer's errors on the stories that storybook.spec.ts lets pass, each with why. A story
 * fails on any other error. `stories` limits an entry to the stories whose id matches; `element` to
 * the elements whose markup matches. Two kinds: false positives (not a barrier), and known findings
 * (real, fixed elsewhere: each names its issue; remove the entry with the fix).
 */
type Entry = {
  readonly code: string;
  readonly stories?: RegExp;
  readonly element?: RegExp;
  readonly kind: 'false positive' | 'known finding';
  readonly reason: string;
};

const H98 = 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98';

export const SNIFFER_EXCEPTIONS: readonly Entry[] = [
  {
    code: 'WCAG2AA.Principle2.Guideline2_4.2_4_2.H25.1.NoTitleEl',
    stories: /^header-header--(?:all-states|shopper-at-\d+)$/,
    element: /^<head>/,
    kind: 'false positive',
    reason:
      'The story draws the header in an iframe of a given width (AtWidth) to show a narrow state beside wide ones; ' +
      'that frame is story scaffolding, not a page. The header never sets a title: the page around it does, and the story page has one.',
  },
  {
    code: H98,
    element:
      /autocomplete="(?:address-line[123]|address-level[1-4]|postal-code|name|given-name|family-name)"(?![^>]*type=)/,
    kind: 'false positive',
    reason:
      'An input with no type attribute is a text input (HTML), whose autocomplete tokens these are; ' +
      'HTML_CodeSniffer 2.5.1 reads the type attribute literally and takes a missing one for a non-text control.',
  },
  {
    code: H98,
    element: /autocomplete="username"[^>]*type="email"|type="email"[^>]*autocomplete="username"/,
    kind: 'false positive',
    reason:
      'Sign-in by e-mail address: the address is the account name, and "username" is the token that tells password ' +
      'managers so (the HTML spec allows it on type=email). HTML_CodeSniffer 2.5.1 accepts it on type=text only.',
  },
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H43.HeadersRequired',
    stories: /^host-pages-book-a-slot/,
    element: /^<table/,
    kind: 'false positive',
    reason:
      'The slot grid has two rows of column headers (weeks with scope="colgroup", days with scope="col") and row headers ' +
      '(scope="row"): WCAG technique H63 (scope) is sufficient for it and browsers expose it; HTML_CodeSniffer demands headers/id (H43) for any second level.',
  },
  {
    code: 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
    stories: /^header-checkout-button--/,
    element: /^<form [^>]*role="none"/,
    kind: 'false positive',
    reason:
      'When Checkout has no page to go to without script, its no-script form (role="none": no form to assistive ' +
      'technology) holds a type="button" button: there is nothing to submit. The form stays in every state so the ' +
      'button is never re-created (and never loses focus) when the state gives it a page to go to.',
  },
];

export const isSnifferException = (storyId: string, error: SnifferError): boolean =>
  SNIFFER_EXCEPTIONS.some(
    (entry) =>
      error.code === entry.code &&
      (entry.stories?.test(storyId) ?? true) &&
      (entry.element?.test(error.element) ?? true),
  );
