// When a real browser paints a page and when React has hydrated it, on the phone Lighthouse emulates but
// with the throttling applied by Chromium itself (slow 4G on every request, the CPU slowed to a
// benchmark-400 phone as lighthouse.mjs calibrates it), 360 px, a fresh context per run: first and
// largest contentful paint (the browser's own entries) and the first frame where a button carries
// React's props. Several running builds are measured in turn, run after run, so the machine's load
// falls on each alike (docs/decisions/025-code-after-paint.md).
//
// node scripts/paint-and-hydrate.mjs BASE[,BASE…] PATH[,PATH…] [RUNS=3]
//   e.g. node scripts/paint-and-hydrate.mjs http://localhost:4597,http://localhost:4596 /shop,/faq 5
/* global window, document, requestAnimationFrame */
import { benchmarkIndexOf, calibratedSlowdown, launchChromium } from './lighthouse.mjs';
import { median } from './lighthouse-figures.mjs';
const SLOW_4G = { download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8, latency: 150 };
const [bases, pages, runs] = [process.argv[2].split(','), process.argv[3].split(','), Number(process.argv[4] ?? 3)];
function watch() {
  const seen = { lcp: 0 };
  window.__seen = seen;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) seen.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  const frame = (now) => {
    if (seen.hydrated === undefined && [...document.querySelectorAll('button')].some((b) => Object.keys(b).some((k) => k.startsWith('__reactProps$')))) seen.hydrated = now;
    if (seen.hydrated === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
const browser = await launchChromium();
const results = {};
for (let i = 0; i < runs; i++) for (const page of pages) for (const base of bases) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  const slowdown = calibratedSlowdown(await benchmarkIndexOf(tab));
  await tab.setViewport({ width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await tab.emulateCPUThrottling(slowdown);
  await tab.emulateNetworkConditions(SLOW_4G);
  await tab.evaluateOnNewDocument(watch);
  await tab.goto(base + page, { waitUntil: 'load', timeout: 120000 });
  await tab.waitForFunction(() => window.__seen.hydrated !== undefined, { timeout: 60000 });
  const seen = await tab.evaluate(() => window.__seen);
  (results[`${page} ${base}`] ??= []).push({ ...seen, slowdown });
  await context.close();
}
await browser.close();
for (const [k, rs] of Object.entries(results)) {
  const m = (f) => Math.round(median(rs.map((r) => r[f])));
  console.log(`${k}: FCP ${m('fcp')} LCP ${m('lcp')} hydrated ${m('hydrated')} (runs: ${rs.map((r) => `${Math.round(r.fcp)}/${Math.round(r.lcp)}/${Math.round(r.hydrated)}@${r.slowdown}`).join(' ')})`);
}
