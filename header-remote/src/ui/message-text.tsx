import type { ReactNode } from 'react';
import { isSafeMessageHref, parseMessage, type MessageNode } from './parse-message.ts';

type Props = {
  /** The message, with `${name}` placeholders. */
  readonly text: string;
  readonly params?: Readonly<Record<string, string>>;
  /** Whether the message may carry its small set of HTML (bold, italic, line breaks, links). */
  readonly html?: boolean;
};

function render(nodes: readonly MessageNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'br':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{render(node.children)}</strong>;
      case 'em':
        return <em key={index}>{render(node.children)}</em>;
      case 'a':
        return isSafeMessageHref(node.href) ? (
          <a key={index} href={node.href}>
            {render(node.children)}
          </a>
        ) : (
          <span key={index}>{render(node.children)}</span>
        );
    }
  });
}

/**
 * Spec section 3, "Message text": placeholders filled from `params`, and optional HTML. The HTML
 * is read into a few safe elements and never set as markup (decision 010); values are always text,
 * so a parameter can never add markup.
 */
export function MessageText({ text, params = {}, html = false }: Props) {
  return <>{render(parseMessage(text, params, { html }))}</>;
}
