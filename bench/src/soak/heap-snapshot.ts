/**
 * A V8 heap snapshot (`.heapsnapshot`, as `--heapsnapshot-signal` writes it) read down to what the
 * soak compares: the live objects' bytes after the full collection a snapshot starts with, and
 * those bytes and counts by constructor, as the comparison view of a browser's memory panel shows
 * them. Retained sizes would need the dominator tree; a leak shows as well as a constructor whose
 * count and bytes grow between the soak's start and end.
 *
 * `node bench/src/soak/heap-snapshot.ts start.heapsnapshot end.heapsnapshot` prints the growth.
 */
import { readFileSync } from 'node:fs';

type SnapshotFile = {
  readonly snapshot: {
    readonly meta: { readonly node_fields: readonly string[]; readonly node_types: readonly unknown[] };
  };
  readonly nodes: readonly number[];
  readonly strings: readonly string[];
};

export type Group = { readonly count: number; readonly bytes: number };

export type HeapSummary = {
  readonly bytes: number;
  readonly objects: number;
  /** By constructor for objects, by kind in brackets for the rest: "(string)", "(closure)", "(compiled code)". */
  readonly groups: ReadonlyMap<string, Group>;
};

export type Growth = { readonly name: string; readonly count: number; readonly bytes: number };

/** Names as the memory panel groups them: objects by constructor, the rest by what they are. */
function groupName(type: string, name: string): string {
  if (type === 'object' || type === 'native') return name;
  if (type === 'concatenated string' || type === 'sliced string') return '(string)';
  if (type === 'code') return '(compiled code)';
  if (type === 'hidden') return '(system)';
  return `(${type})`;
}

export function summariseSnapshot(json: SnapshotFile): HeapSummary {
  const fields = json.snapshot.meta.node_fields;
  const typeNames = json.snapshot.meta.node_types[0];
  if (!Array.isArray(typeNames)) throw new Error('The snapshot names no node types');
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  if (typeAt === undefined || nameAt === undefined || sizeAt === undefined || Math.min(typeAt, nameAt, sizeAt) < 0)
    throw new Error('The snapshot’s nodes have no type, name or self_size');
  const groups = new Map<string, { count: number; bytes: number }>();
  let bytes = 0;
  const { nodes, strings } = json;
  for (let at = 0; at < nodes.length; at += fields.length) {
    const size = nodes[at + sizeAt] ?? 0;
    const name = groupName(String(typeNames[nodes[at + typeAt] ?? 0]), strings[nodes[at + nameAt] ?? 0] ?? '');
    const group = groups.get(name) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += size;
    groups.set(name, group);
    bytes += size;
  }
  return { bytes, objects: nodes.length / fields.length, groups };
}

export function readSnapshot(file: string): HeapSummary {
  return summariseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile);
}

/** The groups that grew most in bytes from `start` to `end`, biggest first. */
export function growth(start: HeapSummary, end: HeapSummary, top = 10): Growth[] {
  const names = new Set([...start.groups.keys(), ...end.groups.keys()]);
  return [...names]
    .map((name) => {
      const before = start.groups.get(name) ?? { count: 0, bytes: 0 };
      const after = end.groups.get(name) ?? { count: 0, bytes: 0 };
      return { name, count: after.count - before.count, bytes: after.bytes - before.bytes };
    })
    .filter((group) => group.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, top);
}

if (import.meta.main) {
  const [startFile, endFile] = process.argv.slice(2);
  if (startFile === undefined || endFile === undefined) {
    console.error('Usage: node bench/src/soak/heap-snapshot.ts start.heapsnapshot end.heapsnapshot');
    process.exit(2);
  }
  const [start, end] = [readSnapshot(startFile), readSnapshot(endFile)];
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
  console.log(`live heap ${mib(start.bytes)} → ${mib(end.bytes)}; objects ${start.objects} → ${end.objects}`);
  for (const group of growth(start, end, 25))
    console.log(`${mib(group.bytes).padStart(12)}  ${String(group.count).padStart(8)}  ${group.name}`);
}
