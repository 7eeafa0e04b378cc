import { useSyncExternalStore } from 'react';
import { PIXELS_META } from '@shared/domain/measurement-meta';

const noSubscription = () => () => {};

/**
 * True once the page's code runs in a page naming an ad platform's pixel (the server writes
 * `<meta name="nabta-pixels">` only when the owner configured one): the one check every page's first
 * load carries (docs/decisions/037); the banner and the pixels are chunks of their own.
 */
export const useMeasurementConfigured = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => document.querySelector(`meta[name="${PIXELS_META}"]`) !== null,
    () => false,
  );
