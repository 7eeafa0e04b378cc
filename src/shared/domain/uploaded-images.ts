/*
 * Uploaded plant and category photos are served as WebP in a few widths
 * (`GET /images/uploads/{id}.webp?w=`); the server and the `<img srcset>` agree on them here.
 */

/** The widths the server makes and keeps; a requested `?w=` is rounded up to one of these. */
export const RENDITION_WIDTHS = [160, 320, 400, 640, 800, 1280] as const;

/** The widths a picture's `srcset` offers the browser: phone card, tablet/desktop card or 2× phone, plant page. */
export const RESPONSIVE_WIDTHS = [320, 640, 1280] as const satisfies readonly (typeof RENDITION_WIDTHS)[number][];
