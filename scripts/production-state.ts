/**
 * What the production configuration needs that a real deployment gets from its secret store and its
 * certificate authority, made once on this machine and kept in one folder (`.production/`, never
 * committed): a TLS certificate for localhost, the remote's release key pair, and the servers' secrets.
 * Made on first start and read on every later one, so sign-ins and the browser's trust survive a restart.
 */
import { createHash, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export type ProductionState = {
  readonly dir: string;
  readonly tls: { readonly certFile: string; readonly keyFile: string; readonly cert: string };
  /** base64 DER: PKCS #8 for the build that signs, SPKI for the host that verifies. */
  readonly releaseKey: { readonly privateKey: string; readonly publicKey: string };
  readonly secrets: { readonly tokenSecret: string; readonly metricsToken: string; readonly serverBuildToken: string };
};

/** A certificate is made anew this long before it expires. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this user reads what is secret. */
const writeSecret = (file: string, text: string) => writeFileSync(file, text, { mode: 0o600 });

async function ensureCertificate(dir: string): Promise<ProductionState['tls']> {
  const certFile = path.join(dir, 'localhost-cert.pem');
  const keyFile = path.join(dir, 'localhost-key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = readFileSync(certFile, 'utf8');
    if (Date.parse(new X509Certificate(cert).validTo) - Date.now() > RENEW_BEFORE_MS)
      return { certFile, keyFile, cert };
  }
  const now = Date.now();
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 365 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  writeSecret(keyFile, made.private);
  writeFileSync(certFile, made.cert);
  return { certFile, keyFile, cert: made.cert };
}

function ensureReleaseKey(dir: string): ProductionState['releaseKey'] {
  const file = path.join(dir, 'release-key.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProductionState['releaseKey'];
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const key = {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
  writeSecret(file, JSON.stringify(key, null, 2));
  return key;
}

function ensureSecrets(dir: string): ProductionState['secrets'] {
  const file = path.join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProductionState['secrets'];
  const secret = () => randomBytes(32).toString('hex');
  const secrets = { tokenSecret: secret(), metricsToken: secret(), serverBuildToken: secret() };
  writeSecret(file, JSON.stringify(secrets, null, 2));
  return secrets;
}

export async function ensureProductionState(dir: string): Promise<ProductionState> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return { dir, tls: await ensureCertificate(dir), releaseKey: ensureReleaseKey(dir), secrets: ensureSecrets(dir) };
}

/** The state a running production start made, for a test that drives it. */
export function readProductionState(dir: string): Omit<ProductionState, 'releaseKey'> {
  const certFile = path.join(dir, 'localhost-cert.pem');
  return {
    dir,
    tls: { certFile, keyFile: path.join(dir, 'localhost-key.pem'), cert: readFileSync(certFile, 'utf8') },
    secrets: JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as ProductionState['secrets'],
  };
}

/**
 * The certificate's public key hash, as Chromium's `--ignore-certificate-errors-spki-list` takes it:
 * the browser then trusts this one certificate, and still refuses every other bad one.
 */
export function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
