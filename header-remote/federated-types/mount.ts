/**
 * The types page teams get for "header/mount" (shipped as mount.d.ts in the remote's
 * `@mf-types.zip`; see Header.ts). Declarations only.
 */
import type { HeaderProps } from './Header.ts';

export type { HeaderProps } from './Header.ts';

/** Removes the header; calling it again does nothing. */
export type Unmount = () => void;

/** Renders the header into the element; hydrates it instead when the server rendered it there, with its state. */
export declare function mount(element: Element, props: HeaderProps): Unmount;

/** Makes a server-rendered header (the remote's fragment, followed by its state script) live. */
export declare function hydrate(element: Element, props: HeaderProps): Unmount;

/** The contract version the remote that answered was built with. */
export declare const contractVersion: string;
