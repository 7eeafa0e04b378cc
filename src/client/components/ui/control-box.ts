/**
 * The 16px box of a checkbox or a radio button. A module of its own: the checkout's radio buttons
 * must not pull Radix's checkbox in with it (docs/decisions/010-js-budget.md).
 */
export const controlBoxClass =
  'focus-ring peer size-4 shrink-0 border border-input shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';
