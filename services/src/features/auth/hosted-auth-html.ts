import { createHash } from 'node:crypto';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f7f4; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; margin-top: 0.25rem; font: inherit; }
input[aria-invalid="true"] { border: 2px solid #b00020; }
.help { color: #4a4a4a; margin: 0.25rem 0 0; }
.error { color: #b00020; margin: 0.25rem 0 0; }
button { margin-top: 1.5rem; padding: 0.6rem 1.2rem; font: inherit; background: #1f6b3a; color: #fff; border: 0; border-radius: 4px; }
a { color: #1f6b3a; }
`;

/** The page's one style block, allowed by its hash: the policy needs no 'unsafe-inline'. */
export const STYLE_HASH_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** A whole page; `title` is escaped here, `body` must already be safe HTML. */
export function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
