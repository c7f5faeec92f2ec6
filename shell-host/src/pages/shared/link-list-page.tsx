import layout from './page-layout.module.css';

export type PageLink = { readonly text: string; readonly href: string };

export type LinkListPageProps = {
  readonly title: string;
  readonly message: string;
  readonly links: readonly PageLink[];
};

/**
 * A plain page of the site's account and help area: a heading, one line and
 * where to go next. The header and account menu link to these pages; the
 * pages themselves make no call.
 */
export function LinkListPage({ title, message, links }: LinkListPageProps) {
  return (
    <>
      <h1 className={layout.heading}>{title}</h1>
      <p className={layout.message}>{message}</p>
      <nav aria-label={title}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a className={layout.link} href={link.href}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
