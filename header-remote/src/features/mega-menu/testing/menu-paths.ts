import { sampleMenuItems } from '../../../navigation/testing/navigation-fixtures.ts';

/**
 * The ids of a path through the sample Groceries taxonomy, root first, found
 * by name: `groceriesPath('Fresh & Chilled', 'Cheese')` → ['10051', …, …].
 */
export function groceriesPath(...names: string[]): string[] {
  const groceries = sampleMenuItems()[0];
  if (!groceries) throw new Error('The sample taxonomy has no Groceries root');
  let item = groceries;
  const ids = [item.id];
  for (const name of names) {
    const next = item.children.find((child) => child.name === name);
    if (!next) throw new Error(`No "${name}" under ${item.name}`);
    ids.push(next.id);
    item = next;
  }
  return ids;
}
