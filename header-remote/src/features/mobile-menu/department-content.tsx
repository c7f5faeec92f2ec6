import { CmsComponents } from '../../content/cms-components.tsx';
import { useExperienceFragment } from '../../navigation/navigation-loader.tsx';
import styles from './department-content.module.css';

/**
 * An open department's experience fragment (its `banner` key), below its
 * list, loaded when the department is first opened. Nothing shows while it
 * loads or when it failed: the list above is the menu.
 */
export function DepartmentContent({ fragmentKey }: { readonly fragmentKey: string }) {
  const fragment = useExperienceFragment(fragmentKey);
  if (fragment.status !== 'loaded') return null;
  const components = Object.values(fragment.value).flat();
  if (components.length === 0) return null;
  return (
    <div className={styles.content}>
      <CmsComponents components={components} />
    </div>
  );
}
