/**
 * The page's own header, at the header's height: the same markup as index.html's, so React
 * taking over the slot moves nothing. It stays when the header cannot load.
 */
export function OwnHeader() {
  return (
    <header className="own-header" data-own-header="">
      <a href="/ecom">Fernleaf</a>
      <form role="search" action="/ecom/shop/search" method="get">
        <label htmlFor="own-search">Search groceries</label>
        <input id="own-search" type="search" name="searchTerm" maxLength={200} />
        <button type="submit">Search</button>
      </form>
      <a href="/ecom/shop/trolley">Trolley</a>
    </header>
  );
}
