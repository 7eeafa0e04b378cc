/**
 * Keys saved in the admin settings beside the environment's (docs/contract.md §2): a value saved there
 * wins; the environment's credentials belong to the environment's address. The identification
 * engines (the vision model's key) and the couriers (their ids and tokens) both follow this rule.
 */

/** The same service address, trailing slashes aside. */
export const sameAddress = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

/**
 * The credential in force for a service at `addressInForce`: the one saved in the settings; else the
 * environment's, but only when the address in force is the environment's own — an address the owner
 * typed in the settings never receives the environment's key (it could be anyone's server). '' when
 * there is none.
 */
export function credentialInForce(saved: string, envValue: string | undefined, addressInForce: string, envAddress: string | undefined): string {
  if (saved.trim()) return saved.trim();
  return envValue && envAddress !== undefined && sameAddress(addressInForce, envAddress) ? envValue : '';
}
