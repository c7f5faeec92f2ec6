import type { ContentComponentProps } from '../content-component-props.ts';
import { componentImages, loadingFor, MENU_CARD_IMAGE_SIZE } from '../images/image-rules.ts';
import { contentHref } from '../links/content-href.ts';
import { NEW_WINDOW_PROPS, NewWindowNote } from '../links/new-window.tsx';
import styles from './menu-card.module.css';

/**
 * A menu card: an 80 by 80 picture, a name and a line about it, all one link
 * (the specialist shops open in a new window). Without a safe link it shows
 * as a card that goes nowhere.
 */
export function MenuCard({ component, position, environment }: ContentComponentProps) {
  const { textArea } = component;
  const { landscape, portrait } = componentImages(component, environment.imageBase);
  const image = landscape ?? portrait;
  const name = textArea?.heading?.trim() || textArea?.link?.text.trim() || '';
  const description = textArea?.subheading?.trim();
  const href = contentHref(textArea?.link?.url);
  const newWindow = textArea?.link?.newWindow === true;

  const content = (
    <>
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          alt={image.altText}
          width={MENU_CARD_IMAGE_SIZE}
          height={MENU_CARD_IMAGE_SIZE}
          loading={loadingFor(position)}
          decoding="async"
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.text}>
        {name ? <span className={styles.name}>{name}</span> : null}
        {/* Keeps the link's name "Name Description"; whitespace between flex items is not drawn. */}
        {name && description ? ' ' : null}
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </>
  );

  if (!name && !description) return null;
  if (href === undefined) return <div className={styles.card}>{content}</div>;
  return (
    <a className={styles.card} href={href} {...(newWindow ? NEW_WINDOW_PROPS : {})}>
      {content}
      {newWindow ? <NewWindowNote /> : null}
    </a>
  );
}
