import { highlightSegments } from './highlight.ts';

/** `text` with the words of `query` marked (spec section 5), rendered as text: never as HTML. */
export function HighlightedText({ text, query }: { readonly text: string; readonly query: string }) {
  return highlightSegments(text, query).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
  );
}
