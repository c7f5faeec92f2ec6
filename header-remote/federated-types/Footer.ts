/**
 * The types page teams get for "header/Footer" (shipped as Footer.d.ts in the remote's
 * `@mf-types.zip`; see Header.ts). The footer takes the header's props: one object serves both.
 * Declarations only.
 */
import type { JSX } from 'react';
import type { HeaderProps } from './Header.ts';

export type { HeaderEventMap, OnHeaderEvent } from './Header.ts';

/** The footer's props: the header's, so a host passes the same object to both. */
export type FooterProps = HeaderProps;

/** The shared site footer: the footer taxonomy's links, or customer service and the store finder when it cannot load. */
export declare function Footer(props: FooterProps): JSX.Element;

/** Renders the footer into the element, for hosts without React; returns the unmount. */
export declare function mountFooter(element: Element, props: FooterProps): () => void;

/** The contract version the remote that answered was built with. */
export declare const contractVersion: string;
