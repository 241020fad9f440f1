import crypto from 'node:crypto';

/** 256 random bits, URL-safe: for session cookies and reset links. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so the database alone cannot be used to sign in. */
export function digestToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** "REQ-7K3M9QX2": a prefix and 8 characters drawn at random from an unambiguous alphabet. */
export function randomReference(prefix: string, alphabet: string): string {
  let s = `${prefix}-`;
  for (let i = 0; i < 8; i++) s += alphabet[crypto.randomInt(alphabet.length)];
  return s;
}
