import { PASSWORD_RULES } from '@grocer/shared-contracts/domain';
import { escapeHtml, htmlDocument } from './hosted-auth-html.ts';

export type HostedAuthScreen = 'signup' | 'login';

export type HostedAuthField = 'name' | 'email' | 'password';

export type HostedAuthForm = {
  readonly screen: HostedAuthScreen;
  readonly redirectUri: string;
  /** What the shopper typed, kept on a failed attempt (never the password). */
  readonly name?: string;
  readonly email?: string;
  readonly fieldErrors?: Partial<Record<HostedAuthField, string>>;
  /** A failure of the whole attempt (email taken, wrong password, too many tries). */
  readonly formError?: string;
};

const SCREENS = {
  signup: {
    heading: 'Create your Fernleaf account',
    submit: 'Create account',
    passwordAutocomplete: 'new-password',
    switchPrompt: 'Already have an account?',
    switchLink: 'Sign in',
  },
  login: {
    heading: 'Sign in',
    submit: 'Sign in',
    passwordAutocomplete: 'current-password',
    switchPrompt: 'New to Fernleaf?',
    switchLink: 'Create an account',
  },
} as const;

/** This page's own address for a screen, keeping where to return to. */
export function hostedAuthUrl(screen: HostedAuthScreen, redirectUri: string): string {
  const query = new URLSearchParams({ prompt: 'login', screen_hint: screen, redirect_uri: redirectUri });
  return `/v1/auth?${query}`;
}

type FieldOptions = {
  readonly id: HostedAuthField;
  readonly label: string;
  readonly type: string;
  readonly autocomplete: string;
  readonly value?: string;
  readonly help?: string;
  readonly error?: string;
};

function field({ id, label, type, autocomplete, value, help, error }: FieldOptions): string {
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${id}"`,
    `type="${type}"`,
    `autocomplete="${autocomplete}"`,
    'required',
    value !== undefined ? `value="${escapeHtml(value)}"` : '',
    described ? `aria-describedby="${described}"` : '',
    error ? 'aria-invalid="true"' : '',
  ].filter(Boolean);
  return [
    '<div>',
    `<label for="${id}">${escapeHtml(label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    help ? `<p class="help" id="${id}-help">${escapeHtml(help)}</p>` : '',
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The hosted sign-up or sign-in page: plain HTML that works without scripts. */
export function renderHostedAuthPage(form: HostedAuthForm): string {
  const screen = SCREENS[form.screen];
  const errors = form.fieldErrors ?? {};
  const other: HostedAuthScreen = form.screen === 'signup' ? 'login' : 'signup';
  const body = [
    `<h1>${escapeHtml(screen.heading)}</h1>`,
    form.formError ? `<p class="error" role="alert">${escapeHtml(form.formError)}</p>` : '',
    '<form method="post" action="/v1/auth" novalidate>',
    '<input type="hidden" name="prompt" value="login">',
    `<input type="hidden" name="screen_hint" value="${form.screen}">`,
    `<input type="hidden" name="redirect_uri" value="${escapeHtml(form.redirectUri)}">`,
    form.screen === 'signup'
      ? field({
          id: 'name',
          label: 'Full name',
          type: 'text',
          autocomplete: 'name',
          value: form.name ?? '',
          error: errors.name,
        })
      : '',
    field({
      id: 'email',
      label: 'Email address',
      type: 'email',
      autocomplete: 'email',
      value: form.email ?? '',
      error: errors.email,
    }),
    field({
      id: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: screen.passwordAutocomplete,
      help: form.screen === 'signup' ? PASSWORD_RULES.message : undefined,
      error: errors.password,
    }),
    `<button type="submit">${escapeHtml(screen.submit)}</button>`,
    '</form>',
    `<p>${escapeHtml(screen.switchPrompt)} <a href="${escapeHtml(hostedAuthUrl(other, form.redirectUri))}">${escapeHtml(screen.switchLink)}</a></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return htmlDocument(screen.heading, body);
}

/** The page for a request that cannot be served (a bad return address): no form, only why. */
export function renderHostedAuthError(message: string): string {
  return htmlDocument('This link cannot be used', `<h1>This link cannot be used</h1>\n<p>${escapeHtml(message)}</p>`);
}
