import styles from './browse-page.module.css';

export type Crumb = { readonly name: string; readonly url: string };

/** Where this page sits: links up the trail, the page itself last and marked current (WAI-ARIA breadcrumb). */
export function Breadcrumb({ trail }: { readonly trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.url}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.url}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
