import { Fragment, type ReactNode } from 'react';
import type { RichTextBlock, RichTextMarkDef } from '@grocer/shared-contracts/domain';
import { richTextHref } from '../links/content-href.ts';
import { NEW_WINDOW_PROPS, NewWindowNote } from '../links/new-window.tsx';
import { childrenOf, isBlank, MAX_RICH_TEXT_DEPTH } from './rich-text-tree.ts';
import { safeStyle } from './style-attributes.ts';

export type InlineContext = {
  /** Link definitions in scope, by the key spans name in `marks`. */
  readonly markDefs: ReadonlyMap<string, RichTextMarkDef>;
  /** Already inside an `<a>`: a link must not nest in another (spec section 5), so it becomes a span. */
  readonly insideLink: boolean;
  readonly depth: number;
};

export const ROOT_CONTEXT: InlineContext = { markDefs: new Map(), insideLink: false, depth: 0 };

const DECORATORS: Readonly<Record<string, 'strong' | 'em' | 'u' | 's' | 'code'>> = {
  strong: 'strong',
  em: 'em',
  underline: 'u',
  strike: 's',
  'strike-through': 's',
  code: 'code',
};

type LinkTarget = { readonly href: string; readonly newWindow: boolean; readonly title: string | undefined };
type Wrapper =
  | { readonly kind: 'decorator'; readonly tag: 'strong' | 'em' | 'u' | 's' | 'code' }
  | { readonly kind: 'link'; readonly link: LinkTarget }
  | { readonly kind: 'unlinked' };

function linkTarget(attributes: RichTextMarkDef['attributes']): LinkTarget | undefined {
  const href = richTextHref(attributes?.href);
  if (href === undefined) return undefined;
  const title = typeof attributes?.title === 'string' ? attributes.title.trim() : '';
  return { href, newWindow: attributes?.target === '_blank', title: title || undefined };
}

/** Adds a node's own link definitions to those in scope. */
export function withMarkDefs(context: InlineContext, node: RichTextBlock): InlineContext {
  if (!Array.isArray(node.markDefs) || node.markDefs.length === 0) return context;
  const markDefs = new Map(context.markDefs);
  for (const def of node.markDefs) {
    if (typeof def === 'object' && def !== null && typeof def.key === 'string') markDefs.set(def.key, def);
  }
  return { ...context, markDefs };
}

/** Plain text, with line breaks kept. React escapes it: no markup can come through. */
function textWithBreaks(text: unknown): ReactNode {
  if (typeof text !== 'string' || text === '') return null;
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

function wrap(wrapper: Wrapper, content: ReactNode): ReactNode {
  switch (wrapper.kind) {
    case 'decorator': {
      const Tag = wrapper.tag;
      return <Tag>{content}</Tag>;
    }
    case 'unlinked':
      return <span>{content}</span>;
    case 'link':
      return (
        <a href={wrapper.link.href} title={wrapper.link.title} {...(wrapper.link.newWindow ? NEW_WINDOW_PROPS : {})}>
          {content}
          {wrapper.link.newWindow ? <NewWindowNote /> : null}
        </a>
      );
  }
}

/**
 * The marks on a node, outermost first: decorators (strong, em, underline,
 * strike, code) and links (a markDef of type link, or the node's own href).
 * Only the first followable link outside any other becomes an `<a>`; a link
 * inside it, one with an unsafe href, or one with no text is a span.
 */
function wrappersFor(node: RichTextBlock, context: InlineContext): { wrappers: Wrapper[]; linked: boolean } {
  const wrappers: Wrapper[] = [];
  let linked = context.insideLink;
  const blank = isBlank(node);
  const addLink = (attributes: RichTextMarkDef['attributes']) => {
    const link = linkTarget(attributes);
    if (link && !linked && !blank) {
      wrappers.push({ kind: 'link', link });
      linked = true;
    } else {
      wrappers.push({ kind: 'unlinked' });
    }
  };
  const marks = Array.isArray(node.marks) ? [...new Set(node.marks.filter((mark) => typeof mark === 'string'))] : [];
  for (const mark of marks) {
    const tag = Object.hasOwn(DECORATORS, mark) ? DECORATORS[mark] : undefined;
    if (tag) {
      wrappers.push({ kind: 'decorator', tag });
      continue;
    }
    const def = context.markDefs.get(mark);
    if (def?.type === 'link') addLink(def.attributes);
  }
  if (typeof node.attributes?.href === 'string') addLink(node.attributes);
  return { wrappers, linked };
}

/** A node's own text, then its children, as inline content. */
export function inlineContent(node: RichTextBlock, context: InlineContext): ReactNode {
  if (context.depth > MAX_RICH_TEXT_DEPTH) return null;
  const scoped = withMarkDefs(context, node);
  const children = childrenOf(node);
  return (
    <>
      {textWithBreaks(node.text)}
      {children.map((child, index) => (
        <Fragment key={index}>{renderInline(child, { ...scoped, depth: scoped.depth + 1 })}</Fragment>
      ))}
    </>
  );
}

/** A span (or anything inside a block): its marks around its styled content. */
export function renderInline(node: RichTextBlock, context: InlineContext): ReactNode {
  if (context.depth > MAX_RICH_TEXT_DEPTH) return null;
  const scoped = withMarkDefs(context, node);
  const { wrappers, linked } = wrappersFor(node, scoped);
  const style = safeStyle(node.attributes);
  const inner = inlineContent(node, { ...scoped, insideLink: linked });
  const styled = style ? <span style={style}>{inner}</span> : inner;
  return wrappers.reduceRight<ReactNode>((content, wrapper) => wrap(wrapper, content), styled);
}
