import { expect, it } from 'vitest';
import { ProductLinesResponse, ProductSummary, ServiceError } from '@grocer/shared-contracts/domain';
import { describeEachDatabase } from '../../../testing/database-suite.ts';
import { ANONYMOUS, useCatalogueApp } from '../testing/catalogue-test-app.ts';
import { findSeedProducts } from './find-seed-products.ts';

describeEachDatabase('GET /v1/products/{productId} and its image', (target) => {
  const { app, db } = useCatalogueApp(target);
  const get = (url: string, headers: Record<string, string> = ANONYMOUS) =>
    app().inject({ method: 'GET', url, headers });

  it('returns one product as a contract summary, with estimated price for weighed items', async () => {
    const [weighed] = await findSeedProducts(db(), { uom: 'KGM', limit: 1 });
    const response = await get(`/v1/products/${weighed?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const product = ProductSummary.parse(response.json());
    expect(product).toMatchObject({ id: weighed?.id, lineNumber: weighed?.lineNumber, uom: 'KGM', size: 'per kg' });
    expect(product.price.amount).toBe((weighed?.pricePence ?? 0) / 100);
    expect(product.estimatedPrice.amount).toBe(
      Math.round((weighed?.pricePence ?? 0) * (weighed?.averageQuantity ?? 0)) / 100,
    );
    expect(product.unitPriceText).toBe(`£${product.price.amount.toFixed(2)}/kg`);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await get('/v1/products/000000-000000-000000');
    expect(unknown.statusCode).toBe(404);
    expect(ServiceError.parse(unknown.json()).error).toBe('product_not_found');
    const malformed = await get('/v1/products/not-a-product');
    expect(malformed.statusCode).toBe(400);
    expect(ServiceError.parse(malformed.json()).message).toContain('productId:');
    expect((await get('/v1/products/000000-000000-000000', {})).statusCode).toBe(401);
  });

  it("answers a buylist's products by line number, in the order asked, leaving out lines no product has", async () => {
    const [first, second] = await findSeedProducts(db(), { available: true, limit: 2 });
    const query = new URLSearchParams([
      ['lineNumber', second?.lineNumber ?? ''],
      ['lineNumber', '999999'],
      ['lineNumber', first?.lineNumber ?? ''],
    ]);
    const response = await get(`/v1/products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { products } = ProductLinesResponse.parse(response.json());
    expect(products.map((product) => product.id)).toEqual([second?.id, first?.id]);
  });

  it('refuses a buylist with no lines, more than 48, or one that is not a line number', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `lineNumber=${100000 + i}`).join('&');
    for (const url of ['/v1/products', `/v1/products?${lines(49)}`, '/v1/products?lineNumber=..%2Fadmin']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(ServiceError.parse(response.json()).message).toContain('lineNumber');
    }
    expect((await get(`/v1/products?${lines(48)}`)).statusCode).toBe(200);
    expect((await get('/v1/products?lineNumber=100001', {})).statusCode).toBe(401);
  });

  it('draws the product image as a cacheable SVG, with no Authorization needed', async () => {
    const [product] = await findSeedProducts(db(), { limit: 1 });
    const response = await get(`/images/products/${product?.id}.svg`, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).toContain(product?.name);
    // Same picture on every request.
    expect((await get(`/images/products/${product?.id}.svg`)).body).toBe(response.body);
  });

  it('links every search result to an image the service can draw', async () => {
    const search = await get('/v1/products/search?searchTerm=tea&size=5');
    const { products } = search.json() as { products: ProductSummary[] };
    for (const product of products) expect((await get(product.imageUrl, {})).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product image and 400 for a malformed name', async () => {
    const unknown = await get('/images/products/000000-000000-000000.svg');
    expect(unknown.statusCode).toBe(404);
    expect(ServiceError.parse(unknown.json()).error).toBe('product_not_found');
    for (const name of ['100012-392796-066922.png', 'nothing.svg', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await get(`/images/products/${name}`)).statusCode).toBe(400);
    }
  });
});
