import { useEffect, useRef } from 'react';
import type { CmsComponent } from '@grocer/shared-contracts/domain';

/**
 * Logs each CMS component a page leaves out, once: a page renders many times (and twice in
 * development), and one record per component is what someone fixing the content needs.
 */
export function useLeftOutWarning(leftOut: readonly CmsComponent[]): void {
  const logged = useRef(new Set<string>());
  useEffect(() => {
    for (const { resourceType, componentId } of leftOut) {
      const key = `${resourceType}\n${componentId}`;
      if (logged.current.has(key)) continue;
      logged.current.add(key);
      console.warn('[shell] a CMS component the page has no card for is left out', { resourceType, componentId });
    }
  }, [leftOut]);
}
