/**
 * The `<meta>` naming the configured pixels in a page: how the browser learns them without a request
 * (measurement.ts). A module of its own because every page's first load checks for it, and should
 * carry this name only, not the pixels' declarations.
 */
export const PIXELS_META = 'nabta-pixels';
