/**
 * A table that turns into one card per row below `sm`, so a phone never scrolls sideways to find a
 * row's status or its buttons. Each cell shows its column's name above its value, from the cell's
 * `data-label`; `unlabelled` is for a cell that needs none (the row's buttons).
 */
export const stackedTable = {
  table: 'block w-full text-sm sm:table',
  head: 'hidden border-b sm:table-header-group',
  body: 'block sm:table-row-group',
  row: 'mb-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border p-3 [overflow-wrap:anywhere] sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 sm:[overflow-wrap:break-word] sm:last:border-0',
  cell: 'block sm:table-cell sm:px-3 sm:py-3 sm:align-middle before:block before:font-sans before:font-normal before:text-xs before:text-muted-foreground before:content-[attr(data-label)] sm:before:content-none',
  /** A cell as wide as the card (a long e-mail, a status with its menu). */
  wide: 'col-span-2',
  unlabelled: 'self-end text-end before:content-none',
} as const;
