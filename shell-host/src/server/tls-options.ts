/**
 * HTTPS for this server from TLS_CERT_FILE and TLS_KEY_FILE (PEM files), given to Fastify as its
 * `https` option: both set serve https, neither serves http (as behind a proxy that ends TLS). One
 * without the other is a mistake that would otherwise serve http quietly: the start stops instead.
 */
import { readFileSync } from 'node:fs';

export type TlsOptions = { readonly cert: Buffer; readonly key: Buffer };

export function tlsOptions(env: Readonly<Record<string, string | undefined>>): TlsOptions | undefined {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    const [given, missing] =
      certFile === undefined ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    throw new Error(
      `Refusing to start: ${given} is set but ${missing} is not; set both for https, or neither for http.`,
    );
  }
  return { cert: readPem('TLS_CERT_FILE', certFile), key: readPem('TLS_KEY_FILE', keyFile) };
}

function readPem(setting: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`Refusing to start: ${setting} ${file} cannot be read (${String(error)}).`, { cause: error });
  }
}
