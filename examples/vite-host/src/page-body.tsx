/** The page's own content: it renders at once, whatever the header is doing. */
export function PageBody() {
  return (
    <section>
      <h1>A page on Vite</h1>
      <p>The page body is here.</p>
    </section>
  );
}
