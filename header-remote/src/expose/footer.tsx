/**
 * Exposed as "header/Footer": the site footer, apart from the header so it adds
 * nothing to the closed header's bytes. `Footer` for React hosts, `mountFooter`
 * for the others; both take the header's props.
 */
// First, so the footer's styles and chunks carry the page's CSP nonce.
import './use-page-nonce.ts';
import './supported-react.ts';
export { Footer } from '../features/footer/footer.tsx';
export { mountFooter } from '../features/footer/mount-footer.tsx';
export { CONTRACT_VERSION as contractVersion } from '@grocer/shared-contracts';
export type { HeaderPropsInput as FooterProps } from '@grocer/shared-contracts/domain';
export type { HeaderEventMap, OnHeaderEvent } from '@grocer/shared-contracts';
