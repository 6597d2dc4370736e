/**
 * Tokens whose signature and header this process has already checked, with their decoded payload. A
 * candidate sends the same token with every request of an exam; checking its HMAC and decoding its JSON
 * again each time was about a tenth of the answer save's CPU. Only what can never change is remembered:
 * the claims (expiry) are checked again on every use by the caller, and the session behind the token is
 * still read from the database on every request, so sign-out and revocation apply at once.
 *
 * Bounded: past `limit` entries the oldest is dropped (a Map keeps insertion order). Refused tokens are
 * never remembered, so garbage cannot fill it.
 */
export class VerifiedTokens<P> {
  readonly #limit: number;
  readonly #entries = new Map<string, P>();

  constructor(limit = 20_000) {
    this.#limit = limit;
  }

  get(token: string): P | undefined {
    return this.#entries.get(token);
  }

  remember(token: string, payload: P): void {
    if (this.#entries.size >= this.#limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, payload);
  }

  get size(): number {
    return this.#entries.size;
  }
}
