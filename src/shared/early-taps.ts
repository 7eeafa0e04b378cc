/**
 * Taps on a server-rendered page before React has taken the tapped button over (docs/decisions 016).
 * A phone shows the page a second or two before its code has run, and React hydrates it part by part
 * after that. A tap before `hydrateRoot` has no listener at all (on a submit button the browser would
 * send the form itself and reload the page); a tap on a part not hydrated yet is replayed by React, but
 * not always as the control expects (measured: Radix's account menu, which opens on pointerdown, stayed
 * shut).
 *
 * This script, inlined at the top of every server-rendered page (allowed by its hash in the CSP, not by
 * 'unsafe-inline'), holds every press on a button React has not hydrated yet — pointer, mouse and click
 * events stop here, before React or the browser act — and remembers the button, once. The client takes
 * the remembered buttons and taps them again once React has hydrated each (src/client/lib/early-taps.ts).
 * A button React has hydrated is left alone, as are links: a link works without script.
 */
export const EARLY_TAPS_GLOBAL = '__nabtaEarlyTaps';

export interface EarlyTaps {
  /** The buttons held so far, in order, each once; from now on each new one goes to `onTap` instead. */
  take: (onTap: (button: HTMLButtonElement) => void) => HTMLButtonElement[];
  /** Takes down the early photo's preview (below): the hydrated part shows the photo itself now. */
  dropPhoto: () => void;
}

/**
 * A photo chosen in a `[data-photo-drop]` label's file input before React has hydrated it is shown at
 * once: the script puts it on the page's root element (outside React's tree, so hydration finds the
 * markup it rendered) as `--early-photo`, and `html[data-early-photo]` in index.css paints it in the
 * label. The file stays in the input, where the hydrated part takes it (plant-identifier.tsx).
 * Measured by scripts/identify-ready.mjs: the photo shows before the page's code has arrived.
 */
export const PHOTO_DROP_ATTRIBUTE = 'data-photo-drop';
export const EARLY_PHOTO_ATTRIBUTE = 'data-early-photo';

/** Whether React has hydrated this element: it then carries its props under a `__reactProps$…` key. */
export const REACT_PROPS_PREFIX = '__reactProps$';

/**
 * The header's search is a plain form (`action="/shop"`, this field): Enter before the code has run asks
 * the server for the results. Blank text does nothing (spec), before the code as after: this script
 * stops such a submit until React's handler has taken the form over.
 */
export const SEARCH_FIELD = 'search';

// Plain ES5, no build step: the exact text is what the CSP's hash covers.
export const EARLY_TAPS_SCRIPT = `(function(){var t=[],h=null;function a(b){return Object.keys(b).some(function(k){return k.indexOf("${REACT_PROPS_PREFIX}")===0})}function k(e){var b=e.target&&e.target.closest&&e.target.closest("button");var r=document.getElementById("root");if(!b||b.disabled||!r||!r.contains(b)||a(b))return;e.preventDefault();e.stopPropagation();if(e.type!=="click")return;if(h)h(b);else if(t.indexOf(b)<0)t.push(b)}["pointerdown","mousedown","pointerup","mouseup","click"].forEach(function(n){document.addEventListener(n,k,true)});var u=null,R=document.documentElement;function d(){if(u)URL.revokeObjectURL(u);u=null;R.style.removeProperty("--early-photo");R.removeAttribute("${EARLY_PHOTO_ATTRIBUTE}")}document.addEventListener("change",function(e){var i=e.target,f=i&&i.files&&i.files[0];if(!i.closest||!i.closest("[${PHOTO_DROP_ATTRIBUTE}]")||a(i))return;d();if(!f||f.type.indexOf("image/")!==0)return;u=URL.createObjectURL(f);R.style.setProperty("--early-photo",'url("'+u+'")');R.setAttribute("${EARLY_PHOTO_ATTRIBUTE}","")},true);document.addEventListener("submit",function(e){var f=e.target,i=f&&f.elements&&f.elements.namedItem("${SEARCH_FIELD}");if(i&&!a(f)&&!/\\S/.test(i.value))e.preventDefault()},true);window.${EARLY_TAPS_GLOBAL}={take:function(f){h=f;var q=t;t=[];return q},dropPhoto:d}})();`;
