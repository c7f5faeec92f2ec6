/**
 * Exposed as "header/Header". Named exports only: a React host adapts them
 * explicitly (`loadRemote(...).then((m) => ({ default: m.Header }))`), which
 * avoids the default-export interop trap between ESM packages.
 */
// First, so the header's styles and chunks carry the page's CSP nonce.
import './use-page-nonce.ts';
import './supported-react.ts';
export { Header } from '../app/header.tsx';
export { CONTRACT_VERSION as contractVersion } from '@grocer/shared-contracts';
export type { HeaderPropsInput as HeaderProps } from '@grocer/shared-contracts/domain';
export type { HeaderEventMap, OnHeaderEvent } from '@grocer/shared-contracts';
