import { createRoot, type Root } from 'react-dom/client';
import type { AppStorePlatform } from '../features/app-banner/app-banner-rule.ts';

/** The same chunk as the header's own app banner loads (features/app-banner/app-banner.tsx). */
const loadCard = () => import(/* webpackChunkName: "app-banner" */ '../features/app-banner/app-banner-card.tsx');

/**
 * The app banner of a server-rendered header whose code waits for the shopper's intent (decision
 * 027): the card shows on arrival, as it does in a hydrated header, in a root of its own at the end
 * of the page, with only its own small chunk. It is a card fixed to the bottom of the viewport, out
 * of the page's flow, so where it sits in the document moves nothing. The live header, told by the
 * handover, does not show a second one. Returns the function that takes it away.
 */
export function showAppBannerAlone(platform: AppStorePlatform, onFailed: (error: unknown) => void): () => void {
  const container = document.createElement('div');
  container.setAttribute('data-header-app-banner', '');
  document.body.append(container);
  let root: Root | undefined;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    root?.unmount();
    container.remove();
  };
  loadCard().then(
    ({ AppBannerCard }) => {
      if (removed) return;
      root = createRoot(container);
      // Dismissed: taken away after the press's own handling is done.
      root.render(<AppBannerCard platform={platform} onDismissed={() => queueMicrotask(remove)} />);
    },
    (error: unknown) => {
      remove();
      onFailed(error);
    },
  );
  return remove;
}
