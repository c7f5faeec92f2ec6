/**
 * What a header tells its host as it starts, once: its props' problems, a contract version that
 * differs from the host's, and that it is ready. The header's root does it in the browser, once
 * it is live (decision 038).
 */
import { CONTRACT_VERSION, compareContractVersions } from '@grocer/shared-contracts';
import type { HeaderConfig } from './header-config.tsx';

export function reportPropsProblems(config: HeaderConfig, problems: string): void {
  if (problems === '') return;
  config.logger.error('Invalid header props; using defaults for the fields below', { problems });
  config.emit('header_error', { code: 'invalid_props', message: problems });
}

export function reportContractSkew(config: HeaderConfig): void {
  const hostVersion = config.props.contractVersion;
  if (hostVersion === undefined) return;
  const agreement = compareContractVersions(hostVersion, CONTRACT_VERSION);
  if (agreement.status === 'same') return;
  config.logger.warn(agreement.message);
  config.emit('contract_mismatch', { hostVersion, remoteVersion: CONTRACT_VERSION, status: agreement.status });
}

export function announceReady(config: HeaderConfig): void {
  config.emit('header_ready', { contractVersion: CONTRACT_VERSION, placement: config.props.placement });
}
