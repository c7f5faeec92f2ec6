/**
 * JSON that is safe as the text of a `<script type="application/json">`: no
 * `<` (so no `</script>` or `<!--`), `>` or `&`, and no U+2028/U+2029, each
 * written as its \u escape, which JSON.parse reads back as the same character.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
