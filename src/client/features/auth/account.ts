import type { CurrentUser } from '@shared/contracts/auth';

/** The name the header shows for the account: first and last name, else the e-mail. */
export function displayName(user: CurrentUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email;
}

/** A form's first values for the account's own name and e-mail (the checkout's shipping form, the profile). */
export const nameAndEmailOf = (user: CurrentUser) => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email });
