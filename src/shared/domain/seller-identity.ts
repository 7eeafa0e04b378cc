/**
 * The seller's identity (issue 29 item 7): what law 18-05 on e-commerce (art. 11) asks an online
 * seller to state — its name, address, trade register (RC) number and tax id (NIF). The owner types
 * them in the settings; the footer, the terms of sale and the privacy page show them, and say plainly
 * which ones the seller has not published yet.
 */
export interface SellerIdentity {
  /** The legal name (a company's name, or the trader's full name); null until published. */
  name: string | null;
  address: string | null;
  /** Registre du commerce number (or artisan card number), as written on the extract. */
  rc: string | null;
  /** Numéro d'identification fiscale: 15 to 20 digits. */
  nif: string | null;
}

/** Each part of the identity and the setting that holds it, in the order the pages show them. */
export const SELLER_SETTINGS = { name: 'sellerName', address: 'sellerAddress', rc: 'sellerRc', nif: 'sellerNif' } as const;
export type SellerPart = keyof typeof SELLER_SETTINGS;
export const SELLER_PARTS = Object.keys(SELLER_SETTINGS) as SellerPart[];

export const SELLER_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 300;
export const SELLER_RC_MAX = 40;

/** An RC number as extracts write it ("16/00-1234567 B 18"): Latin letters and digits, spaces, / . and -. */
export const isRcNumber = (s: string): boolean => /^[0-9A-Za-z](?:[0-9A-Za-z /.-]*[0-9A-Za-z])?$/.test(s);

/** A NIF typed with spaces, dots or dashes, as its digits ("000 016 001 234 567" → "000016001234567"). */
export const nifDigits = (s: string): string => s.replace(/[ .-]/g, '');
/** 15 digits (20 for some legal persons). */
export const isNif = (digits: string): boolean => /^\d{15,20}$/.test(digits);

/** The parts of `seller` not published yet, in page order. */
export const missingSellerParts = (seller: SellerIdentity): SellerPart[] => SELLER_PARTS.filter((part) => !seller[part]);
