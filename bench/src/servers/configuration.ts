import { TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';

/**
 * The two ways the bench starts its site, recorded with every part that ran on one. Production is
 * what `npm run start:production` starts (scripts/production-config.ts); development is `npm start`'s.
 */
export type Configuration = 'production' | 'development';

/** What each configuration is, for the table's readers. */
export const CONFIGURATION_LABELS: Record<Configuration, string> = {
  production:
    'NODE_ENV=production, https on a certificate made for localhost, the remote’s release signed with the bench’s own key, no demo data',
  development: 'http, development settings, the demo data',
};

/** The session's two cookies as the services set them (decision 007); production's token cookie is `__Host-`, so only its own origin over https sets it. */
export function sessionCookieNames(configuration: Configuration): readonly [string, string] {
  return [configuration === 'production' ? '__Host-fernleaf_token' : 'fernleaf_token', TOKEN_SESSION_COOKIE];
}
