/**
 * Imported by every exposed module, right after the nonce: the header is built for React
 * `HEADER_REACT_RANGE` (19.x). Handed another React by the page's share scope (a singleton the
 * page declares loaded wins over the remote's own copy), it would fail inside React with
 * "Cannot read properties of null (reading 'useState')". It refuses to load instead, with a
 * message that names both versions, so the page's loader keeps its own header and says why.
 */
import { version } from 'react';
import { isHeaderReactVersion, unsupportedReactMessage } from '@grocer/shared-contracts';

if (!isHeaderReactVersion(version)) throw new Error(unsupportedReactMessage(version));
