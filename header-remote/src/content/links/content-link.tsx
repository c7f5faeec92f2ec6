import type { ContentLink as ContentLinkData } from '@grocer/shared-contracts/domain';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { contentHref } from './content-href.ts';
import { NEW_WINDOW_PROPS, NewWindowNote } from './new-window.tsx';
import styles from './content-link.module.css';

export type ButtonStyle = 'primary' | 'primaryLight' | 'secondary';

type Props = {
  readonly link: ContentLinkData | undefined;
  readonly buttonStyle?: ButtonStyle | undefined;
  /** Shown when the CMS gave the link no text, so it is never nameless. */
  readonly fallbackText?: string | undefined;
};

/**
 * A content link styled as a button. Only with a url that is safe to follow
 * (spec section 5: "a button only when the link has a url"); `altText`, when
 * it says more than the visible text, is added for screen readers.
 */
export function ContentLinkButton({ link, buttonStyle = 'primary', fallbackText = 'Find out more' }: Props) {
  const href = contentHref(link?.url);
  if (!link || href === undefined) return null;
  const text = link.text.trim() || link.altText?.trim() || fallbackText;
  const altText = link.altText?.trim();
  return (
    <a
      data-button-style={buttonStyle}
      className={[styles.button, styles[buttonStyle]].filter(Boolean).join(' ')}
      href={href}
      {...(link.newWindow ? NEW_WINDOW_PROPS : {})}
    >
      {text}
      {altText && altText !== text ? <VisuallyHidden>: {altText}</VisuallyHidden> : null}
      {link.newWindow ? <NewWindowNote /> : null}
    </a>
  );
}
