import { en, type Messages } from './en';

export type { Messages };
export type Locale = 'en';

export const catalogues: Record<Locale, Messages> = { en };

/** The default catalogue: the spec's texts exactly. Shared schemas and the server use it. */
export const messages: Messages = en;
