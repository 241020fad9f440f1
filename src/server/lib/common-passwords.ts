import { createRequire } from 'node:module';

// Mozilla's list of the 50,000 most common passwords of 8+ characters (fxa-common-password-list),
// bundled with the package: no download at run time.
const require = createRequire(import.meta.url);
const list = require('fxa-common-password-list') as { test(password: string): boolean };

export function isCommonPassword(password: string): boolean {
  return list.test(password) || list.test(password.toLowerCase());
}
