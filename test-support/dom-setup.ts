import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());
// Tests run as a shopper who accepted all cookies, so analytics events reach onEvent
// (docs/decisions/009-consent-cookies.md); consent tests clear or change it themselves.
// Server-render tests run without a DOM (`@vitest-environment node`): there is no cookie to set.
beforeEach(() => {
  if (typeof document !== 'undefined') document.cookie = 'cookie_consent=accepted; Path=/';
});
