import { ICONS, isIconName } from './icon-catalogue.ts';

type Props = {
  /** A catalogue name; any other draws nothing (a taxonomy may name icons this release does not have). */
  readonly name: string;
  readonly className?: string | undefined;
  /** Read out in place of the icon; without one the icon is decorative and hidden from screen readers. */
  readonly label?: string | undefined;
};

/** One icon of the catalogue, 20 px by default, in the text's colour. */
export function CatalogueIcon({ name, className, label }: Props) {
  if (!isIconName(name)) return null;
  const named = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...named}
    >
      {ICONS[name].map((part, index) =>
        'fill' in part ? (
          <path key={index} d={part.d} fill={part.fill} stroke={part.fill === 'none' ? '#fff' : 'none'} />
        ) : (
          <path key={index} d={part.d} />
        ),
      )}
    </svg>
  );
}
