import { StrictMode } from 'react';
import { Page } from '../pages/page.tsx';
import type { PageProps } from '../pages/page-props.ts';
import { NO_ANSWERS, PreloadedAnswersContext, type PreloadedAnswers } from '../pages/shared/preloaded-answers.ts';
import { RequestCookies } from '../pages/shared/request-cookies.ts';

type Props = PageProps & {
  /** The page request's cookies, on the server only (the browser reads its own). */
  readonly requestCookies?: string | undefined;
  /** The services' answers the server loaded for the first render (the same on both, so they agree). */
  readonly answers?: PreloadedAnswers | undefined;
};

/**
 * The page body's root element, the one tree the server renders into #root and the browser
 * hydrates (or renders, when the server did not): the same element on both, so they agree.
 */
export function PageRoot({ location, servicesUrl, requestCookies, answers = NO_ANSWERS }: Props) {
  return (
    <StrictMode>
      <RequestCookies value={requestCookies}>
        <PreloadedAnswersContext value={answers}>
          <Page location={location} servicesUrl={servicesUrl} />
        </PreloadedAnswersContext>
      </RequestCookies>
    </StrictMode>
  );
}
