import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// As in jsdom (test-support/dom-setup.ts): a deadline for a hang, not for slowness.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
