/** A category's url name from its name: 'Milk, Butter & Eggs' → 'Milk_Butter_and_Eggs'. */
export function urlNameFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|(?<!_)_+$/g, '');
}
