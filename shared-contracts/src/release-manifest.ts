/// <reference types="node" />
/**
 * The remote's signed release manifest (release.json, beside mf-manifest.json; decision 034): the
 * SHA-256 of every file a host's server reads from the remote, signed with Ed25519 when the remote
 * is built. A host runs the remote's server build only when the signature is one of its keys' and
 * every file it reads has the hash the manifest names. Node only (node:crypto, hence the reference
 * to Node's types, which the published package otherwise leaves out): for servers and builds, never
 * for pages.
 */
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import * as z from './zod.ts';

/** The manifest's own name, beside the browser manifest. */
export const RELEASE_MANIFEST_FILE = 'release.json';
/** A few hundred bytes per file, a few dozen files: past this it is refused unread. */
export const MAX_RELEASE_MANIFEST_BYTES = 64 * 1024;

/**
 * HEADER_SERVER_BUILD_TOKEN: the credential a server sends as `Authorization: Bearer <token>` to
 * read the remote's server build (`server/`, decision 045). The remote and every server that runs
 * the build read it; 32 characters at least (`openssl rand -hex 32`), so it cannot be guessed.
 */
export const ServerBuildToken = z
  .string()
  .check(z.minLength(32, 'HEADER_SERVER_BUILD_TOKEN must be at least 32 characters'));

/** A path below the manifest's folder: no scheme, host, absolute path or climbing out, so it stays on its origin. */
const ReleasePath = z.string().check(
  z.maxLength(200),
  z.refine((path) => path.split('/').every((part) => /^[\w.-]+$/.test(part) && part !== '.' && part !== '..')),
);
const Sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

export const ReleaseManifest = z.object({
  /** When the release was signed: a host replaces a release only with one signed later (decision 049). */
  builtAt: z.iso.datetime(),
  files: z.record(ReleasePath, Sha256),
});
export type ReleaseManifest = z.infer<typeof ReleaseManifest>;

/** What release.json holds: the manifest's exact bytes (what was signed) and their signature, both base64. */
const SignedRelease = z.object({ manifest: z.string(), signature: z.string() });

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** An Ed25519 public key given as base64 DER (SPKI), as `openssl pkey -pubout -outform DER | base64` prints it. */
export const releasePublicKey = (base64: string): KeyObject =>
  createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });

/** An Ed25519 private key given as base64 DER (PKCS #8), as `openssl pkey -outform DER | base64` prints it. */
export const releasePrivateKey = (base64: string): KeyObject =>
  createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });

/** release.json's text for `manifest`, signed with `privateKey`. */
export function signRelease(manifest: ReleaseManifest, privateKey: KeyObject): string {
  const bytes = Buffer.from(JSON.stringify(ReleaseManifest.parse(manifest)));
  const signature = sign(null, bytes, privateKey);
  return `${JSON.stringify({ manifest: bytes.toString('base64'), signature: signature.toString('base64') }, null, 2)}\n`;
}

/** A manifest whose signature one of `keys` made, with its id (the hash of what was signed): a release is its content. */
export type VerifiedRelease = ReleaseManifest & { readonly id: string };

/** release.json's text, verified and parsed; throws `UnverifiedRelease` for anything else. */
export function verifyRelease(text: string, keys: readonly KeyObject[]): VerifiedRelease {
  let signed: z.infer<typeof SignedRelease>;
  try {
    signed = SignedRelease.parse(JSON.parse(text));
  } catch {
    throw new UnverifiedRelease('release.json is not a signed release manifest');
  }
  const bytes = Buffer.from(signed.manifest, 'base64');
  const signature = Buffer.from(signed.signature, 'base64');
  if (!keys.some((key) => verify(null, bytes, key, signature))) {
    throw new UnverifiedRelease("release.json's signature is not one of this host's release keys");
  }
  // Parsed only once its signature holds: until then its bytes are anyone's.
  return { ...ReleaseManifest.parse(JSON.parse(bytes.toString('utf8'))), id: sha256(bytes) };
}

export class UnverifiedRelease extends Error {
  override name = 'UnverifiedRelease';
}
