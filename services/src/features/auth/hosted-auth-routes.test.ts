import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { PASSWORD_RULES, SessionResponse, TOKEN_SESSION_COOKIE } from '@grocer/shared-contracts/domain';
import { DEMO_SHOPPER } from '../../seed/demo-accounts.ts';
import { describeEachDatabase } from '../../testing/database-suite.ts';
import { bearer, useTestApp } from '../../testing/test-app.ts';
import { SIGN_IN_LIMITS } from './sign-in-limits.ts';
import { TOKEN_COOKIE } from './token-cookies.ts';

const SITE = 'http://localhost:3000';
const RETURN_TO = `${SITE}/ecom/auth-success`;

let next = 0;
const newEmail = () => `hosted-${process.pid}-${(next += 1)}@example.com`;

const pageUrl = (query: Record<string, string>) => `/v1/auth?${new URLSearchParams(query)}`;

const cookieValue = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** The CSP source that allows the page's one <style> block: the hash of its text, as the browser computes it. */
const styleHash = (html: string) =>
  `'sha256-${createHash('sha256')
    .update(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '')
    .digest('base64')}'`;

/** The <input> tag with this id, for checking its attributes. */
const inputTag = (html: string, id: string) => html.match(new RegExp(`<input id="${id}"[^>]*>`))?.[0];

describeEachDatabase('the hosted sign-up and sign-in page at /v1/auth', (target) => {
  const { app, db } = useTestApp(target);

  const getPage = (query: Record<string, string>) => app().inject({ method: 'GET', url: pageUrl(query) });
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ prompt: 'login', redirect_uri: RETURN_TO, ...fields }).toString(),
    });

  it('renders the sign-up form, accessible and locked down, for the header’s Register link', async () => {
    const response = await getPage({ prompt: 'login', screen_hint: 'signup', redirect_uri: RETURN_TO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src ${styleHash(response.body)}; form-action 'self' ${SITE}; frame-ancestors 'none'; base-uri 'none'`,
    );
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<title>Create your Fernleaf account</title>');
    expect(html).toMatch(/<main>[\s\S]*<h1>Create your Fernleaf account<\/h1>[\s\S]*<\/main>/);
    for (const [id, label] of [
      ['name', 'Full name'],
      ['email', 'Email address'],
      ['password', 'Password'],
    ] as const) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(inputTag(html, id)).toBeDefined();
    }
    expect(inputTag(html, 'password')).toContain('aria-describedby="password-help"');
    expect(html).toContain(`<p class="help" id="password-help">${PASSWORD_RULES.message}</p>`);
    expect(html).toContain('<button type="submit">Create account</button>');
    expect(html).toContain(`name="redirect_uri" value="${RETURN_TO}"`);
    expect(html).toContain(
      `<a href="${pageUrl({ prompt: 'login', screen_hint: 'login', redirect_uri: RETURN_TO }).replaceAll('&', '&amp;')}">Sign in</a>`,
    );
  });

  it('renders the sign-in screen without a name field', async () => {
    const response = await getPage({ prompt: 'login', screen_hint: 'login', redirect_uri: RETURN_TO });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in</h1>');
    expect(inputTag(response.body, 'name')).toBeUndefined();
    expect(inputTag(response.body, 'password')).toContain('autocomplete="current-password"');
    expect(response.body).toContain('>Create an account</a>');
  });

  it.each([
    ['missing', {}],
    ['relative', { redirect_uri: '/ecom/auth-success' }],
    ['another site', { redirect_uri: 'https://evil.example/ecom/auth-success' }],
    ['a look-alike host', { redirect_uri: 'http://localhost.evil.example/ecom' }],
    ['not http', { redirect_uri: 'javascript:alert(1)' }],
    ['with credentials', { redirect_uri: 'http://user:pw@localhost:3000/ecom' }],
  ])('answers 400 with a plain page, no form, for a return address %s', async (_case, query) => {
    const response = await getPage({ screen_hint: 'signup', ...query });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>This link cannot be used</h1>');
    expect(response.body).not.toContain('<form');
    expect(response.headers['content-security-policy']).toContain("form-action 'self';");
  });

  it('answers 400 for an unknown screen hint', async () => {
    const response = await getPage({ screen_hint: 'admin', redirect_uri: RETURN_TO });
    expect(response.statusCode).toBe(400);
  });

  it('escapes what it echoes from the query', async () => {
    const attack = `${RETURN_TO}?a=1&b="><script>alert(1)</script>`;
    const response = await getPage({ screen_hint: 'signup', redirect_uri: attack });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain(`name="redirect_uri" value="${RETURN_TO}?a=1&amp;b=%22%3E%3Cscript%3E`);
  });

  it('escapes what it echoes from the form', async () => {
    const response = await postForm({
      screen_hint: 'login',
      email: '"><script>alert(1)</script>',
      password: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('<script>');
    expect(inputTag(response.body, 'email')).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('creates the account, sets the token cookies and sends the browser back (303)', async () => {
    const email = newEmail();
    const response = await postForm({ screen_hint: 'signup', name: 'Robin Page', email, password: 'fresh-bread-1' });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(RETURN_TO);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cookieValue(response, TOKEN_SESSION_COOKIE)).toBe('true');
    const token = cookieValue(response, TOKEN_COOKIE) ?? '';
    expect(response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.httpOnly).toBe(true);

    const session = await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(token) });
    const body = SessionResponse.parse(session.json());
    expect(body).toMatchObject({ isLoggedIn: true, name: 'Robin Page' });
    expect(body.customerId).toMatch(/^C-5\d{6}$/);
    expect(await db().query('select 1 from customers where email = $1', [email])).toHaveLength(1);
  });

  it('shows a taken email on the page (409), keeping name and email but not the password', async () => {
    const response = await postForm({
      screen_hint: 'signup',
      name: 'Sam <b>',
      email: DEMO_SHOPPER.email,
      password: 'fresh-bread-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatch(/<p class="error" role="alert">An account with this email address already exists/);
    expect(inputTag(response.body, 'name')).toContain('value="Sam &lt;b&gt;"');
    expect(inputTag(response.body, 'email')).toContain(`value="${DEMO_SHOPPER.email}"`);
    expect(inputTag(response.body, 'password')).not.toContain('value=');
    expect(response.cookies).toEqual([]);
  });

  it('shows a weak password next to its field (422) and creates nothing', async () => {
    const email = newEmail();
    const response = await postForm({ screen_hint: 'signup', name: 'Weak', email, password: 'short' });
    expect(response.statusCode).toBe(422);
    const password = inputTag(response.body, 'password');
    expect(password).toContain('aria-invalid="true"');
    expect(password).toContain('aria-describedby="password-help password-error"');
    expect(response.body).toContain(`<p class="error" id="password-error">${PASSWORD_RULES.message}</p>`);
    expect(inputTag(response.body, 'email')).not.toContain('aria-invalid');
    expect(await db().query('select 1 from customers where email = $1', [email])).toHaveLength(0);
  });

  it('refuses a password that is the email address (422)', async () => {
    const email = `pass1word-${process.pid}@example.com`;
    const response = await postForm({ screen_hint: 'signup', name: 'Same', email, password: email.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Your password must not be your email address');
  });

  it('signs a shopper in from the sign-in screen (303 with cookies)', async () => {
    const response = await postForm({ screen_hint: 'login', email: DEMO_SHOPPER.email, password: 'groceries' });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(RETURN_TO);
    const token = cookieValue(response, TOKEN_COOKIE) ?? '';
    const session = await app().inject({ method: 'GET', url: '/v1/auth/session', headers: bearer(token) });
    expect(SessionResponse.parse(session.json()).customerId).toBe(DEMO_SHOPPER.id);
  });

  it('says a wrong password is wrong (401), and counts it towards the sign-in limits', async () => {
    const email = `limits-${process.pid}@example.com`;
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perEmail.limit; attempt += 1) {
      const response = await postForm({ screen_hint: 'login', email, password: 'not-it-1' });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('<p class="error" role="alert">Email or password is wrong</p>');
      expect(inputTag(response.body, 'email')).toContain(`value="${email}"`);
    }
    const blocked = await postForm({ screen_hint: 'login', email, password: 'not-it-1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.body).toContain('Too many failed sign-in attempts');
    // The JSON sign-in shares the same counters.
    const json = await app().inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email, password: 'not-it-1' },
    });
    expect(json.statusCode).toBe(429);
  });

  it('asks for missing sign-in fields next to them (422)', async () => {
    const response = await postForm({ screen_hint: 'login', email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<p class="error" id="email-error">Enter your email address</p>');
    expect(response.body).toContain('<p class="error" id="password-error">Enter your password</p>');
  });

  it('refuses a form posted from another site (login CSRF)', async () => {
    const response = await postForm(
      { screen_hint: 'login', email: DEMO_SHOPPER.email, password: 'groceries' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('refuses a NUL character in a field, which the database cannot store, with a 400 page (found by the route fuzz)', async () => {
    const forms: Record<string, string>[] = [
      { screen_hint: 'login', email: `${DEMO_SHOPPER.email}\u0000`, password: 'groceries' },
      { screen_hint: 'signup', name: 'Robin', email: `${newEmail()}\u0000`, password: 'fresh-bread-1' },
    ];
    for (const fields of forms) {
      const response = await postForm(fields);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses a bad return address on the post too, before anything is created', async () => {
    const email = newEmail();
    const response = await postForm({
      screen_hint: 'signup',
      name: 'Robin',
      email,
      password: 'fresh-bread-1',
      redirect_uri: 'https://evil.example/',
    });
    expect(response.statusCode).toBe(400);
    expect(await db().query('select 1 from customers where email = $1', [email])).toHaveLength(0);
  });
});
