import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './processes.ts';

/**
 * A CSS module class that composes another and sets a property the other sets too depends on which
 * stylesheet the page loaded last: both rules weigh the same. Code-split pages load stylesheets in the
 * order the shopper reaches them, so the same control drew 96 px tall after one page and 50 px after
 * another. A class that composes adds properties; it never sets one again.
 */
type Rule = { readonly properties: Set<string>; readonly composes: { name: string; file: string }[] };

/** The plain `.name { … }` rules of a stylesheet: their properties and what they compose. */
function rules(file: string): Map<string, Rule> {
  const found = new Map<string, Rule>();
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, name, body] of css.matchAll(/^\.([\w-]+)\s*\{([^}]*)\}/gm)) {
    if (name === undefined || body === undefined) continue;
    const rule: Rule = { properties: new Set(), composes: [] };
    for (const declaration of body.split(';')) {
      const [property, value] = declaration.split(/:(.*)/s).map((part) => part.trim());
      if (!property || value === undefined) continue;
      if (property !== 'composes') rule.properties.add(property);
      else {
        const [names = '', from] = value.replace(/\s+/g, ' ').split(' from ');
        const source = from ? path.resolve(path.dirname(file), from.replace(/['"]/g, '')) : file;
        for (const composed of names.split(/\s+/)) rule.composes.push({ name: composed, file: source });
      }
    }
    found.set(name, rule);
  }
  return found;
}

/** Every property a class gets from what it composes, however deep. */
function inherited(rule: Rule): Set<string> {
  const properties = new Set<string>();
  for (const { name, file } of rule.composes) {
    const composed = rules(file).get(name);
    if (!composed) throw new Error(`${file} has no .${name} to compose`);
    for (const property of [...composed.properties, ...inherited(composed)]) properties.add(property);
  }
  return properties;
}

const modules = ['shell-host/src', 'header-remote/src'].flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(ROOT, folder, file)),
);

it('finds the stylesheets that compose', () => {
  expect(modules.filter((file) => [...rules(file).values()].some((rule) => rule.composes.length > 0)).length).toBe(9);
});

it('no composing class sets a property again that a class it composes sets', () => {
  const clashes = modules.flatMap((file) =>
    [...rules(file)].flatMap(([name, rule]) => {
      const composed = inherited(rule);
      return [...rule.properties]
        .filter((property) => composed.has(property))
        .map((property) => `${path.relative(ROOT, file)} .${name}: ${property}`);
    }),
  );
  expect(clashes).toEqual([]);
});
