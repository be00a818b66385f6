import 'server-only';
import { ApiError } from '../http/api-error';

let list: Promise<{ test(password: string): boolean }> | undefined;

/** Mozilla's list of common passwords (fxa-common-password-list), loaded on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= import('fxa-common-password-list').then((module) => module.default);
  const common = await list;
  return common.test(password) || common.test(password.toLowerCase());
}

/** Throws a 422 naming `field` when the password is on the common list (length rules live in the schema). */
export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) throw ApiError.invalid({ [field]: 'passwordCommon' });
}
