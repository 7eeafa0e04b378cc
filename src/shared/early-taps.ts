/**
 * Taps on a server-rendered page before its code has run (docs/decisions 016). A phone shows the page
 * a second or two before React takes it over; once `hydrateRoot` has been called React itself replays
 * a tap on a part it has not hydrated yet, but a tap before that call has no listener and would be
 * lost (or, on a submit button, send the form natively and reload the page).
 *
 * This script, inlined at the top of every server-rendered page (allowed by its hash in the CSP, not
 * by 'unsafe-inline'), keeps such taps on buttons: the native action is prevented and the button is
 * remembered. The client stops it just before hydrating and taps the remembered buttons again once
 * React listens (src/client/lib/early-taps.ts). Links are left alone: a link works without script.
 */
export const EARLY_TAPS_GLOBAL = '__nabtaEarlyTaps';

export interface EarlyTaps {
  /** Stops keeping taps; returns the buttons tapped so far, in order, each once. */
  stop: () => HTMLButtonElement[];
}

// Plain ES5, no build step: the exact text is what the CSP's hash covers.
export const EARLY_TAPS_SCRIPT = `(function(){var t=[];function k(e){var b=e.target&&e.target.closest&&e.target.closest("button");var r=document.getElementById("root");if(!b||b.disabled||!r||!r.contains(b))return;e.preventDefault();if(t.indexOf(b)<0)t.push(b)}document.addEventListener("click",k,true);window.${EARLY_TAPS_GLOBAL}={stop:function(){document.removeEventListener("click",k,true);return t}}})();`;
