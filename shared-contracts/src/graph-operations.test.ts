import { describe, expect, it } from 'vitest';
import { GRAPH_OPERATIONS, type GraphOperationName } from './graph-operations.ts';

const entries = Object.entries(GRAPH_OPERATIONS) as [GraphOperationName, string][];

describe('the known GraphQL operations', () => {
  it.each(entries)('%s is one operation that gives itself the name it is listed under', (name, document) => {
    expect(document).toMatch(new RegExp(`^(query|mutation) ${name}\\(`));
    expect(document.match(/^(query|mutation|subscription|fragment)\b/gm)).toHaveLength(1);
  });

  it('are all different texts, so each text names one operation', () => {
    expect(new Set(Object.values(GRAPH_OPERATIONS)).size).toBe(entries.length);
  });
});
