/**
 * Part 1 of the bench: exact bytes from the production build. Deterministic
 * for a given build, so these are the figures the budgets hold.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Sizes } from './compressed.ts';
import { allCodeFiles, type FileSetWeight, weighFiles } from './file-set.ts';
import { criticalFiles, hasReactAndContractsZod, HYDRATING_EXPOSE, reactFallbackFiles } from './remote-files.ts';

export type WeightReport = {
  /** (a) What a host that already has React loads from the remote for the closed header at load (the ./mount expose's JS with the state parser, the header's CSS; its code loads on intent). */
  readonly remoteCritical: FileSetWeight;
  /** Of (a): what a host that also has the contracts' zod (the reference host, decision 025) loads. */
  readonly remoteCriticalOnContractsHost: FileSetWeight;
  /** (b) Every JavaScript and CSS file the remote can ever load, its React fallback copies included. */
  readonly remoteEverything: FileSetWeight;
  /** Of (b): the remote's React and React DOM, loaded only by a host without React. */
  readonly remoteReactFallback: FileSetWeight;
  /** (d) The host's own JavaScript (its React and its own copy of the federation runtime included). */
  readonly hostJs: FileSetWeight;
};

export type WeightDirs = { readonly remoteDist: string; readonly hostDist: string };

export function defaultDirs(root: string): WeightDirs {
  return { remoteDist: path.join(root, 'header-remote', 'dist'), hostDist: path.join(root, 'shell-host', 'dist') };
}

export function measureWeight({ remoteDist, hostDist }: WeightDirs): WeightReport {
  return {
    remoteCritical: weighFiles(remoteDist, criticalFiles(remoteDist)),
    remoteCriticalOnContractsHost: weighFiles(
      remoteDist,
      criticalFiles(remoteDist, HYDRATING_EXPOSE, hasReactAndContractsZod),
    ),
    remoteEverything: weighFiles(remoteDist, allCodeFiles(remoteDist, readdirSync(remoteDist), 'remote')),
    remoteReactFallback: weighFiles(remoteDist, reactFallbackFiles(remoteDist)),
    hostJs: weighFiles(hostDist, allCodeFiles(hostDist, readdirSync(hostDist), 'host')),
  };
}

const SETS = [
  'remoteCritical',
  'remoteCriticalOnContractsHost',
  'remoteEverything',
  'remoteReactFallback',
  'hostJs',
] as const;
/** Sets whose federation runtime is a figure of its own; (a)'s other host has the same runtime as (a). */
const RUNTIME_SETS = new Set<(typeof SETS)[number]>(['remoteCritical', 'remoteEverything', 'hostJs']);
const ENCODINGS = ['gzip', 'brotli'] as const satisfies readonly (keyof Sizes)[];

/**
 * The report as flat, named byte counts (`remoteCritical.gzip`,
 * `hostJs.federationRuntime.brotli`…): what budgets.json holds limits for.
 * React's fallback copies hold no federation runtime, so that share is left out, and (a) on a
 * host with the contracts' zod has the same runtime as (a).
 */
export function weightFigures(report: WeightReport): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const set of SETS) {
    for (const encoding of ENCODINGS) {
      figures[`${set}.${encoding}`] = report[set].total[encoding];
      if (RUNTIME_SETS.has(set)) {
        figures[`${set}.federationRuntime.${encoding}`] = report[set].federationRuntime[encoding];
      }
    }
  }
  return figures;
}
