// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Local ESLint rules for the layers inside one app's `src/`. Both
 * resolve a relative specifier against the importing file, so `../x` is judged
 * by where it lands, not by how it is spelled; package imports are the app
 * boundary rule's business.
 *
 * `layers`: the flow runs expose / server / standalone (the remote's entries) →
 * app → features → navigation → shopping → content → ui → lib. Nothing imports
 * an entry; a feature never imports another feature or app/; navigation/,
 * shopping/ and content/ import only the ones after them in that order, so the
 * folders never form a loop, and never features/ or app/ (their tests still
 * may: the closed header's tests compose the features the navigation serves);
 * ui/ and lib/ never import a layer above them. Tests and stories reach the mounted header
 * through the test root (src/testing/), which production code never imports.
 *
 * `no-cycle`: no file reaches itself through its imports (type-only and
 * dynamic imports too: a loop of either still knots the files together).
 */

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */

const TEST_ROOT = 'testing';
/** The remote's entries: the exposes, the server build, the page-team script. */
const ENTRIES = ['expose', 'server', 'standalone'];
/** In order: each may import those after it. */
const MIDDLE = ['navigation', 'shopping', 'content'];
/** What a layer may not import, beyond the test root (tests and stories only). */
const FORBIDDEN = {
  app: ENTRIES,
  features: [...ENTRIES, 'app', 'features'],
  ...Object.fromEntries(
    MIDDLE.map((layer, index) => [layer, [...ENTRIES, 'app', 'features', ...MIDDLE.slice(0, index)]]),
  ),
  ui: [...ENTRIES, 'app', 'features', ...MIDDLE],
  lib: [...ENTRIES, 'app', 'features', ...MIDDLE, 'ui'],
};

/** A test, a story, or a helper in a `testing/` folder (a path under src): code only tests and stories run. */
function isTestCode(/** @type {string} */ file) {
  return /\.(?:test|stories)\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('testing');
}

/** `features/<name>` for a feature's files, else the first folder under src; null outside src. */
function layerOf(/** @type {string} */ root, /** @type {string} */ file) {
  const [first, second] = path.relative(root, file).split(path.sep);
  if (first === undefined || first === '..' || path.isAbsolute(first) || second === undefined) return null;
  return first === 'features' ? `features/${second}` : first;
}

/** @typedef {import('eslint').Rule.Node} Node */

/**
 * Every import, re-export, dynamic import and `vi.mock` of a string literal in
 * the file being linted, with its node.
 * @param {(node: Node, specifier: string) => void} visit
 * @returns {import('eslint').Rule.RuleListener}
 */
function onImport(visit) {
  /** @param {Node | null | undefined} source */
  const check = (source) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') visit(source, source.value);
  };
  return {
    ImportDeclaration: (node) => check(/** @type {Node} */ (node.source)),
    ExportNamedDeclaration: (node) => check(/** @type {Node | null | undefined} */ (node.source)),
    ExportAllDeclaration: (node) => check(/** @type {Node} */ (node.source)),
    ImportExpression: (node) => check(/** @type {Node} */ (node.source)),
    CallExpression: (node) => {
      const { callee } = node;
      if (
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        ['mock', 'doMock', 'importActual'].includes(callee.property.name)
      )
        check(/** @type {Node | undefined} */ (node.arguments[0]));
    },
  };
}

const rootOption = /** @type {const} */ ([
  {
    type: 'object',
    properties: { root: { type: 'string' } },
    required: ['root'],
    additionalProperties: false,
  },
]);

/** @type {RuleModule} */
export const layers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps imports flowing expose / server / standalone → app → features → navigation → shopping → content → ui → lib.',
    },
    schema: rootOption,
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.filename;
    const from = layerOf(root, file);
    if (from === null) return {};
    const testCode = isTestCode(path.relative(root, file));
    const forbidden = from.startsWith('features/')
      ? FORBIDDEN.features
      : testCode && MIDDLE.includes(from)
        ? undefined
        : FORBIDDEN[/** @type {keyof typeof FORBIDDEN} */ (from)];
    return onImport((node, specifier) => {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const to = layerOf(root, path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) return;
      if (to === TEST_ROOT) {
        if (!testCode)
          context.report({
            node,
            message: `Production code must not import ${TEST_ROOT}/: it is the root that tests and stories mount the header from.`,
          });
        return;
      }
      if (forbidden === undefined || !forbidden.includes(to.split('/')[0] ?? to)) return;
      const message =
        from.startsWith('features/') && !ENTRIES.includes(to)
          ? to === 'app'
            ? `A feature must not import app/ (${from} imports ${specifier}): tests and stories mount the header through ${TEST_ROOT}/header-under-test.tsx.`
            : `A feature must not import another feature (${from} imports ${to}): move what both need down to navigation/, shopping/, content/, ui/ or lib/, or into the feature that owns it.`
          : `${from}/ must not import ${to} (${specifier}): the flow runs expose / server / standalone → app → features → navigation → shopping → content → ui → lib.`;
      context.report({ node, message });
    });
  },
};

/**
 * A path of declared uses that comes back to where it started, or null.
 * @param {Record<string, readonly string[]>} uses
 */
export function cycleIn(uses) {
  /** @type {Map<string, 'open' | 'done'>} */
  const seen = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @returns {string[] | null} */
  const visit = (/** @type {string} */ name) => {
    if (seen.get(name) === 'done') return null;
    if (seen.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    seen.set(name, 'open');
    trail.push(name);
    for (const next of uses[name] ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    trail.pop();
    seen.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(uses)) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

/**
 * `features`: for an app whose code lives in `<root>/<folder>/<name>/` (the
 * services' features, the host's pages). One folder imports another only
 * where `uses` declares it, and the declared uses form no loop (checked when
 * the rule starts: a loop is a configuration error); the folders named in
 * `lower` (what every folder builds on) never import the folders, nor the
 * files at the root named in `assembly`, which put the app together. Every
 * folder may import those named in `open` (the parts all of them share),
 * which import no other. Tests and test helpers may compose several folders.
 * @type {RuleModule}
 */
export const features = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the imports between feature folders to the declared, acyclic uses.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          folder: { type: 'string' },
          uses: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          lower: { type: 'array', items: { type: 'string' } },
          assembly: { type: 'array', items: { type: 'string' } },
          open: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'folder', 'uses'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options =
      /** @type {{ root: string, folder: string, uses: Record<string, string[]>, lower?: string[], assembly?: string[], open?: string[] }} */ (
        context.options[0]
      );
    const loop = cycleIn(options.uses);
    if (loop) throw new Error(`The declared uses of ${options.root}/${options.folder} loop: ${loop.join(' → ')}.`);
    const root = path.resolve(context.cwd, options.root);
    const file = context.filename;
    /** `<folder>/<name>` for a feature's files, `lower:<name>` for a lower folder's, `top` for the root files. */
    const place = (/** @type {string} */ target) => {
      const parts = path.relative(root, target).split(path.sep);
      const [first, second, third] = parts;
      if (first === undefined || first === '..' || path.isAbsolute(first)) return null;
      if (second === undefined) return (options.assembly ?? []).includes(first) ? 'top' : null;
      // A file beside the folders (pages/routes.ts) is theirs to share; a cycle through it is no-cycle's.
      if (first === options.folder) return third === undefined ? null : `${options.folder}/${second}`;
      return (options.lower ?? []).includes(first) ? `lower:${first}` : null;
    };
    const from = place(file);
    if (from === null || from === 'top') return {};
    const testCode = isTestCode(path.relative(root, file));
    return onImport((node, specifier) => {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const to = place(path.resolve(path.dirname(file), specifier));
      if (to === null || to === from || to.startsWith('lower:')) return;
      if (from.startsWith('lower:')) {
        if (testCode) return;
        context.report({
          node,
          message: `${from.slice(6)}/ must not import ${to === 'top' ? 'the app' : to} (${specifier}): every ${options.folder} folder builds on it, not the other way.`,
        });
        return;
      }
      if (testCode) return;
      if (to === 'top') {
        context.report({
          node,
          message: `${from} must not import the app (${specifier}): the app puts the ${options.folder} together.`,
        });
        return;
      }
      const [, name] = from.split('/');
      const [, target] = to.split('/');
      if (name === undefined || target === undefined) return;
      if ((options.uses[name] ?? []).includes(target) || (options.open ?? []).includes(target)) return;
      context.report({
        node,
        message: `${from} must not import ${to} (${specifier}): declare "${name}" uses "${target}" in eslint.config.js (the uses must not loop), or move what both need down.`,
      });
    });
  },
};

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const importsCache = new Map();

/** The files a source file imports by relative path (from disk; cached while it is unchanged). */
function importsOnDisk(/** @type {string} */ file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => /\.[cm]?[jt]sx?$/.test(target));
  importsCache.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/**
 * A path of imports from `start` back to `file`, or null. The file being
 * linted is read from the editor's text (the caller), every other from disk.
 */
function pathBack(/** @type {string} */ file, /** @type {string} */ start) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const target of importsOnDisk(next)) {
      if (target === file) {
        const chain = [next];
        for (let step = cameFrom.get(next); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
    }
  }
  return null;
}

/** @type {RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself through its relative imports.' },
    schema: rootOption,
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = context.filename;
    const where = path.relative(root, file);
    if (where === '' || where.startsWith('..') || path.isAbsolute(where)) return {};
    return onImport((node, specifier) => {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const target = path.resolve(path.dirname(file), specifier);
      if (!/\.[cm]?[jt]sx?$/.test(target)) return;
      const chain = target === file ? [] : pathBack(file, target);
      if (chain === null) return;
      const names = [file, ...chain, file].map((step) => path.relative(root, step));
      context.report({ node, message: `Import cycle: ${names.join(' → ')}.` });
    });
  },
};

export default { rules: { layers, 'no-cycle': noCycle, features } };
