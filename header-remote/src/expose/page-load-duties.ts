/**
 * What a server-rendered header does as the page loads, before its script (decision 027). The
 * server's HTML is the header until the shopper comes near it: links and a search form. What must
 * not wait for that is done here, without React or jotai: tell the host the header is ready (and
 * what was wrong with its props), settle the session's cookies, send the personalisation report
 * for the trolley the server loaded (its lines asked for first), keep the scrolled form, show the app banner (in a root of its
 * own), and keep the page's trolley events, which wake the header. The live header takes over when
 * it hydrates (`Handover`).
 *
 * Some headers cannot wait: what the server could not load in time has to load now, and the amend
 * bar counts down. Those hydrate with the page, as before.
 */
import {
  HOST_EVENT_NAMES,
  type HeaderInitialState,
  type HeaderProps,
  type HeaderPropsInput,
} from '@grocer/shared-contracts';
import { APP_BANNER_FAILURE, appBannerPlatform } from '../features/app-banner/app-banner-rule.ts';
import { personalisationAllowed, personalisationPayload } from '../features/personalisation/personalisation-payload.ts';
import { watchScrolled } from '../features/scrolled-header/use-scrolled-header.ts';
import { announceReady, reportContractSkew, reportPropsProblems } from '../lib/announce.ts';
import { createHeaderConfig } from '../lib/create-header-config.ts';
import type { Handover } from '../lib/handover.tsx';
import { authStateFrom, isCompleteServerState } from '../shopping/auth.ts';
import { settleSession } from '../shopping/settle-session.ts';
import { settleSlotCookie } from '../shopping/settle-slot-cookie.ts';
import { reportPieceFailure } from '../ui/use-lazy-piece.ts';
import { showAppBannerAlone } from './app-banner-alone.tsx';

/** What the browser says about itself: the app banner's rule reads it. */
export type Browser = { readonly userAgent: string; readonly cookies: string };

/** Why the header's script must come with the page rather than on intent; null when it can wait. */
export function scriptNeededAtLoad(state: HeaderInitialState, props: HeaderProps): string | null {
  if (!isCompleteServerState(state)) return "the server did not load the shopper's state in time";
  if (state.seasonalMenu === undefined) return "the seasonal menu's content is still to load";
  const amending =
    state.trolley?.status === 'loaded' && state.trolley.summary.amendingOrder && state.slot?.status === 'booked';
  if (amending && props.features.sitePinBar) return 'the amend bar counts down';
  return null;
}

export type PageLoadDuties = {
  /** Why the script must come now; the duties then did nothing, and the live header does it all. */
  readonly scriptNeeded: string | null;
  /** Ends the duties as the live header hydrates: what it takes over (none when the duties did nothing). */
  readonly handOver: () => Handover | undefined;
  /** Ends them for good: the header was unmounted. */
  readonly stop: () => void;
};

/**
 * Starts the duties for the header in `element`, rendered with `state`; `wake` brings the header's
 * script (a page's trolley event calls it: the trolley must show the change).
 */
export function startPageLoadDuties(
  element: Element,
  input: HeaderPropsInput,
  state: HeaderInitialState,
  wake: () => void,
  browser: Browser = { userAgent: navigator.userAgent, cookies: document.cookie },
): PageLoadDuties {
  const { config, problems } = createHeaderConfig(input);
  const scriptNeeded = scriptNeededAtLoad(state, config.props);
  if (scriptNeeded !== null) {
    config.logger.info(`The header hydrates with the page: ${scriptNeeded}`);
    return { scriptNeeded, handOver: () => undefined, stop: () => {} };
  }

  reportPropsProblems(config, problems);
  reportContractSkew(config);
  announceReady(config);
  const auth = authStateFrom(state.auth);
  settleSession(auth, config);
  if (auth.isLoggedIn && state.slot) settleSlotCookie(state.slot);
  // The report needs the trolley's lines, which no page carries (decision 029): asked for after the
  // page's own work, through the loading chunk the live header uses too, and only when it may leave.
  const { context } = state;
  if (auth.isLoggedIn && context && state.trolley?.status === 'loaded' && personalisationAllowed()) {
    import('../shopping/start-shopping-state.ts')
      .then(({ loadTrolleyLines }) => loadTrolleyLines(config, auth, context))
      .then((lines) => {
        if (lines)
          config.emit('personalisation', personalisationPayload(lines, state.slot ?? { status: 'idle' }, auth));
      })
      .catch((error: unknown) =>
        config.logger.error('Could not send the personalisation report', { error: String(error) }),
      );
  }

  const platform = appBannerPlatform(browser.userAgent, browser.cookies);
  const removeAppBanner = platform
    ? showAppBannerAlone(platform, (error) => reportPieceFailure(config, APP_BANNER_FAILURE, error))
    : () => {};

  const root = element.querySelector('[data-header-root]');
  const stopWatchingScroll = root ? watchScrolled(root) : () => {};
  const hostEvents: Event[] = [];
  const onHostEvent = (event: Event) => {
    hostEvents.push(event);
    wake();
  };
  for (const name of HOST_EVENT_NAMES) window.addEventListener(name, onHostEvent);
  const stopKeepingEvents = () => {
    for (const name of HOST_EVENT_NAMES) window.removeEventListener(name, onHostEvent);
  };

  return {
    scriptNeeded,
    handOver: () => {
      // The live header's own watcher takes over; the attribute keeps its value until its first report.
      stopWatchingScroll();
      return {
        takeHostEvents: () => {
          stopKeepingEvents();
          return hostEvents.splice(0);
        },
        appBannerShown: platform !== null,
      };
    },
    stop: () => {
      stopWatchingScroll();
      stopKeepingEvents();
      removeAppBanner();
    },
  };
}
