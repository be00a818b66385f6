import { randomBytes } from 'node:crypto';

/**
 * Pages are rendered (and cached by Next) with a secret placeholder as their script nonce (middleware puts it in the
 * request's CSP header, lib/server/http/csp-placeholder). Each response then gets a nonce of its own: this module
 * swaps the placeholder for it in the outgoing bytes. Both are 24 base64url characters, so the body keeps its length
 * (a Content-Length stays true, and so do the byte counts inside the RSC payload's text rows).
 */
export const CSP_NONCE_LENGTH = 24;

/** A fresh nonce: 144 random bits as 24 base64url characters (a valid CSP nonce-source, nothing to escape). */
export function freshNonce(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Replaces every occurrence of `placeholder` with `nonce` in a stream of chunks, occurrences split across chunks
 * included. Only the tail of a chunk that could be the start of the placeholder is held back until the next chunk
 * (or `flush`), so streamed HTML is not delayed. The caller's buffers are never modified (Next hands over the cached
 * page itself): a chunk with an occurrence is copied first.
 */
export class NonceReplacer {
  private readonly placeholder: Buffer;
  private readonly nonce: Buffer;
  private carry: Buffer = Buffer.alloc(0);

  constructor(placeholder: string, nonce: string) {
    this.placeholder = Buffer.from(placeholder, 'latin1');
    this.nonce = Buffer.from(nonce, 'latin1');
    if (this.placeholder.length === 0 || this.placeholder.length !== this.nonce.length) {
      throw new Error('the nonce must be as long as its placeholder');
    }
  }

  /** The bytes that can go out now. */
  push(chunk: Uint8Array): Buffer {
    const input = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let data = this.carry.length ? Buffer.concat([this.carry, input]) : input;
    let copied = this.carry.length > 0;
    let from = 0;
    for (
      let at = data.indexOf(this.placeholder, from);
      at !== -1;
      at = data.indexOf(this.placeholder, from)
    ) {
      if (!copied) {
        data = Buffer.from(data);
        copied = true;
      }
      this.nonce.copy(data, at);
      from = at + this.placeholder.length;
    }
    const held = this.heldTail(data, from);
    this.carry = held ? Buffer.from(data.subarray(data.length - held)) : Buffer.alloc(0);
    return held ? data.subarray(0, data.length - held) : data;
  }

  /** What was held back: the stream ended, so it was not the placeholder after all. */
  flush(): Buffer {
    const rest = this.carry;
    this.carry = Buffer.alloc(0);
    return rest;
  }

  /** How many bytes at the end of `data` (after `from`) are a proper prefix of the placeholder. */
  private heldTail(data: Buffer, from: number): number {
    const longest = Math.min(this.placeholder.length - 1, data.length - from);
    for (let size = longest; size > 0; size--) {
      if (data.subarray(data.length - size).equals(this.placeholder.subarray(0, size))) return size;
    }
    return 0;
  }
}
