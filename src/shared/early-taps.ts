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
 * The page's code is fetched once the page is painted (docs/decisions/025-code-after-paint.md). A
 * server-rendered page is readable without its scripts, so the server writes its module script and
 * `modulepreload` links inert (these type and rel values mean nothing to a browser) and this script
 * makes them real after the first paint: the CSS, the text and the first picture never share the phone's
 * slow link with ~140 KB of code, and taps and a chosen photo are kept meanwhile (below). A page in a
 * background tab paints, and so fetches its code, when it is shown.
 */
export const DEFERRED_MODULE = 'x-nabta-module';
export const DEFERRED_PRELOAD = 'x-nabta-modulepreload';
const PRELOADS_PER_TASK = 6;
const LOAD_CODE_AFTER_PAINT =
  // L: the inert script made real, then the preloads, a few per task (starting a fetch costs ~1 ms of
  // the main thread each here: 27 at once made one task of 9–28 ms, ×4 on a phone). R: two frames
  // later (a picture that has just arrived is drawn by then). H: once the page's first high-priority
  // picture, its likely largest paint, has arrived. F: once the first contentful paint is recorded (an
  // observer hears of it after the frame is shown, where a frame callback runs before it).
  `function L(){var e=document.querySelector('script[type="${DEFERRED_MODULE}"]'),l=document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]'),i=0;if(e){var n=document.createElement("script");n.type="module";n.crossOrigin="";n.fetchPriority="low";n.src=e.getAttribute("data-src");document.head.appendChild(n)}` +
  `(function b(){for(var h="",j=i+${PRELOADS_PER_TASK};i<l.length&&i<j;i++)h+='<link rel="module'+'preload" crossorigin fetchpriority="low" href="'+l[i].getAttribute("href")+'">';document.head.insertAdjacentHTML("beforeend",h);if(i<l.length)setTimeout(b,0)})()}` +
  `function R(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(L,0)})})}` +
  `function H(){var i=document.querySelector('img[fetchpriority="high"]');if(i&&!i.complete){i.addEventListener("load",R);i.addEventListener("error",R)}else R()}` +
  `var f=0;function F(){if(f)return;f=1;if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",H);else H()}` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();F()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(F,0)});`;

/**
 * The header's search is a plain form (`action="/shop"`, this field): Enter before the code has run asks
 * the server for the results. Blank text does nothing (spec), before the code as after: this script
 * stops such a submit until React's handler has taken the form over.
 */
export const SEARCH_FIELD = 'search';

// Plain ES5, no build step: the exact text is what the CSP's hash covers.
export const EARLY_TAPS_SCRIPT = `(function(){(function(){${LOAD_CODE_AFTER_PAINT}})();var t=[],h=null;function a(b){return Object.keys(b).some(function(k){return k.indexOf("${REACT_PROPS_PREFIX}")===0})}function k(e){var b=e.target&&e.target.closest&&e.target.closest("button");var r=document.getElementById("root");if(!b||b.disabled||!r||!r.contains(b)||a(b))return;e.preventDefault();e.stopPropagation();if(e.type!=="click")return;if(h)h(b);else if(t.indexOf(b)<0)t.push(b)}["pointerdown","mousedown","pointerup","mouseup","click"].forEach(function(n){document.addEventListener(n,k,true)});var u=null,R=document.documentElement;function d(){if(u)URL.revokeObjectURL(u);u=null;R.style.removeProperty("--early-photo");R.removeAttribute("${EARLY_PHOTO_ATTRIBUTE}")}document.addEventListener("change",function(e){var i=e.target,f=i&&i.files&&i.files[0];if(!i.closest||!i.closest("[${PHOTO_DROP_ATTRIBUTE}]")||a(i))return;d();if(!f||f.type.indexOf("image/")!==0)return;u=URL.createObjectURL(f);R.style.setProperty("--early-photo",'url("'+u+'")');R.setAttribute("${EARLY_PHOTO_ATTRIBUTE}","")},true);document.addEventListener("submit",function(e){var f=e.target,i=f&&f.elements&&f.elements.namedItem("${SEARCH_FIELD}");if(i&&!a(f)&&!/\\S/.test(i.value))e.preventDefault()},true);window.${EARLY_TAPS_GLOBAL}={take:function(f){h=f;var q=t;t=[];return q},dropPhoto:d}})();`;
