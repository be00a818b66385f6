declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** The decryption of RFC 8188 (aes128gcm) as web push uses it: the receiver's ECDH key and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}
