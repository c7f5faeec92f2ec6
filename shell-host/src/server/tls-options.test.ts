// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tlsOptions } from './tls-options.ts';

describe('https for the host, from TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('is off when neither is set (or both are empty)', () => {
    expect(tlsOptions({})).toBeUndefined();
    expect(tlsOptions({ TLS_CERT_FILE: '', TLS_KEY_FILE: '' })).toBeUndefined();
  });

  it('is the two files when both are set', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'host-tls-'));
    await writeFile(path.join(folder, 'cert.pem'), 'CERT');
    await writeFile(path.join(folder, 'key.pem'), 'KEY');
    const tls = tlsOptions({
      TLS_CERT_FILE: path.join(folder, 'cert.pem'),
      TLS_KEY_FILE: path.join(folder, 'key.pem'),
    });
    expect([tls?.cert.toString(), tls?.key.toString()]).toEqual(['CERT', 'KEY']);
  });

  it('stops the start, naming what is missing, when only one is set', () => {
    expect(() => tlsOptions({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(
      'Refusing to start: TLS_CERT_FILE is set but TLS_KEY_FILE is not; set both for https, or neither for http.',
    );
    expect(() => tlsOptions({ TLS_KEY_FILE: '/etc/key.pem' })).toThrow('TLS_KEY_FILE is set but TLS_CERT_FILE is not');
  });

  it('stops the start, naming the setting, when a file cannot be read', () => {
    expect(() => tlsOptions({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: '/nowhere/key.pem' })).toThrow(
      /^Refusing to start: TLS_CERT_FILE \/nowhere\/cert\.pem cannot be read \(Error: ENOENT/,
    );
  });
});
