import { useId } from 'react';
import { BEACON_REFUSALS, OPEN_BEACONS, type VitalsSummary } from '@grocer/shared-contracts/domain';
import layout from '../shared/page-layout.module.css';

const BEACON_NAMES: Record<(typeof OPEN_BEACONS)[number], string> = {
  vitals: 'Vitals',
  'banner-events': 'Banner impressions and clicks',
};

const REASONS: Record<(typeof BEACON_REFUSALS)[number], string> = {
  'not-our-page': 'Not from the site’s pages',
  malformed: 'Not in the contract’s shape',
  'storage-full': 'Past the day’s room for new counts',
};

/** How many beacons the services turned away, and why: shown only when some were. */
export function RefusedBeacons({ refused }: { readonly refused: VitalsSummary['refused'] }) {
  const headingId = useId();
  if (refused.length === 0) return null;
  const count = (beacon: string, reason: string) =>
    refused.find((row) => row.beacon === beacon && row.reason === reason)?.count ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.subheading}>
        Refused beacons
      </h2>
      <div className={layout.scroller}>
        <table className={layout.table}>
          <caption className={layout.caption}>How many, by why, over the days the vitals are kept</caption>
          <thead>
            <tr>
              <th scope="col">Why</th>
              {OPEN_BEACONS.map((beacon) => (
                <th key={beacon} scope="col">
                  {BEACON_NAMES[beacon]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BEACON_REFUSALS.map((reason) => (
              <tr key={reason}>
                <th scope="row">{REASONS[reason]}</th>
                {OPEN_BEACONS.map((beacon) => (
                  <td key={beacon}>{count(beacon, reason)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
