import { useCallback, useId } from 'react';
import { VITAL_EVENTS, VITAL_METRICS, type VitalsSummary } from '@grocer/shared-contracts/domain';
import type { PageProps } from '../page-props.ts';
import layout from '../shared/page-layout.module.css';
import { RetryAlert } from '../shared/retry-alert.tsx';
import { useServiceCall } from '../shared/use-service-call.ts';
import { RefusedBeacons } from './refused-beacons.tsx';
import { getVitalsSummary } from './support-calls.ts';
import { SupportSignInForm, useSupportSignIn } from './support-sign-in.tsx';
import { VitalsChart } from './vitals-chart.tsx';

const EVENT_NAMES: Record<(typeof VITAL_EVENTS)[number], string> = {
  render_error: 'Render errors',
  remote_load_failure: 'Remote load failures',
  fallback: 'Fallback headers',
};

/**
 * /admin/vitals: how the shared header does on shoppers' own devices, for support users: a chart
 * per metric of its p75 over the last releases, by host and page type, with the "good" threshold
 * marked, the errors and fallbacks counted, and the beacons refused. The support user's token stays in this
 * page's memory, as on the customer page.
 */
export function VitalsPage({ servicesUrl }: PageProps) {
  const { supportUser, fieldErrors, formError, busy, signIn } = useSupportSignIn(servicesUrl);
  return (
    <>
      <h1 className={layout.heading}>Header vitals</h1>
      <p className={layout.message}>
        The 75th percentile of what the header costs shoppers’ pages, by release, host and page type.
      </p>
      {formError ? (
        <p role="alert" className={layout.error}>
          {formError}
        </p>
      ) : null}
      {supportUser && servicesUrl !== undefined ? (
        <VitalsSection servicesUrl={servicesUrl} supportToken={supportUser.token} />
      ) : (
        <SupportSignInForm fieldErrors={fieldErrors} busy={busy} onSubmit={signIn} />
      )}
    </>
  );
}

function VitalsSection({ servicesUrl, supportToken }: { readonly servicesUrl: string; readonly supportToken: string }) {
  const load = useCallback(
    (signal: AbortSignal) => getVitalsSummary(servicesUrl, supportToken, signal),
    [servicesUrl, supportToken],
  );
  const { state, retry } = useServiceCall(supportToken, load);
  return (
    <div aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? <p className={layout.message}>Loading the vitals…</p> : null}
      {state.status === 'error' ? <RetryAlert message="Sorry, we couldn't load the vitals." retry={retry} /> : null}
      {state.status === 'success' ? <Summary summary={state.data} /> : null}
    </div>
  );
}

function Summary({ summary }: { readonly summary: VitalsSummary }) {
  return (
    <>
      {summary.releases.length === 0 ? (
        <p className={layout.message}>No measurements have come in yet.</p>
      ) : (
        <Measured summary={summary} />
      )}
      <RefusedBeacons refused={summary.refused} />
    </>
  );
}

function Measured({ summary }: { readonly summary: VitalsSummary }) {
  const eventsId = useId();
  const count = (kind: string, release: string) =>
    summary.events
      .filter((row) => row.kind === kind && row.release === release)
      .reduce((sum, row) => sum + row.count, 0);
  return (
    <>
      {VITAL_METRICS.map((metric) => (
        <VitalsChart key={metric} metric={metric} summary={summary} />
      ))}
      <section aria-labelledby={eventsId}>
        <h2 id={eventsId} className={layout.subheading}>
          Errors and fallbacks
        </h2>
        <div className={layout.scroller}>
          <table className={layout.table}>
            <caption className={layout.caption}>How many, by release, on every host and page type</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                {summary.releases.map((release) => (
                  <th key={release} scope="col">
                    {release}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {VITAL_EVENTS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{EVENT_NAMES[kind]}</th>
                  {summary.releases.map((release) => (
                    <td key={release}>{count(kind, release)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
