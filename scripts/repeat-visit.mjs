// Repeat visits on the slow phone (issue 28, docs/decisions/023-offline-and-install.md): the built app on a
// throw-away database (scripts/lighthouse.mjs's startApp), Debian's Chromium through puppeteer-core with
// Lighthouse's mobile network (slow 4G: 562.5 ms request latency, 1.47 Mbps down) applied to the page and
// to its service worker, and the CPU slowed to the same phone as scripts/lighthouse.mjs (benchmark index
// 400). For /shop and a plant page, in a fresh profile each run: the first visit; the repeat visit without
// the service worker (the browser's HTTP cache only: what a repeat visit was before); the repeat visit
// with it; the repeat visit offline. FCP and LCP (the browser's own PerformanceObserver entries), and how
// many of the page's requests the service worker answered. Medians of --runs N (3).
//
//   npm run build && node scripts/repeat-visit.mjs [--runs N] [--json]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { benchmarkIndexOf, calibratedSlowdown, launchChromium, startApp } from './lighthouse.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT = Number(process.env.REPEAT_VISIT_PORT ?? 4500);
const SLOW_4G = THROTTLING.mobileSlow4G;
const NETWORK = {
  latency: SLOW_4G.requestLatencyMs,
  downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
  uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
};
const VISITS = ['first visit', 'repeat, HTTP cache only', 'repeat, service worker', 'repeat, offline'];

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** FCP and LCP of the page now in `page`, in ms from its navigation start. */
const paintTimes = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1].startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 300);
      }),
  );

async function onePass(browser, base, pagePath, slowdown) {
  const sessions = [];
  const offline = { value: false };
  const conditions = () => ({ offline: offline.value, ...NETWORK });
  // The worker's own fetches (its network-first pages and reads) go through the same slow network.
  browser.on('targetcreated', async (target) => {
    if (target.type() !== 'service_worker') return;
    const session = await target.createCDPSession();
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', conditions());
    sessions.push(session);
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  sessions.push(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let fromWorker = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => {
    requests++;
    if (event.response.fromServiceWorker) fromWorker++;
  });
  const visit = async () => {
    [fromWorker, requests] = [0, 0];
    await page.goto('about:blank');
    await page.goto(base + pagePath, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((r) => setTimeout(r, 500));
    return { ...(await paintTimes(page)), fromWorker, requests };
  };
  const results = {};
  results[VISITS[0]] = await visit();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 2000)); // the first visit's files handed to the worker
  await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  results[VISITS[1]] = await visit();
  await cdp.send('Network.setBypassServiceWorker', { bypass: false });
  results[VISITS[2]] = await visit();
  offline.value = true;
  for (const session of sessions) await session.send('Network.emulateNetworkConditions', conditions()).catch(() => {});
  results[VISITS[3]] = await visit();
  await page.close();
  return results;
}

const app = await startApp(PORT);
try {
  const plants = await (await fetch(`${app.base}/api/plants?limit=1`)).json();
  const pages = ['/shop', `/plant/${plants[0].id}`];
  const runs = Object.fromEntries(pages.map((p) => [p, []]));
  const slowdowns = [];
  for (let run = 0; run < RUNS; run++) {
    for (const pagePath of pages) {
      const profile = mkdtempSync(path.join(tmpdir(), 'nabta-repeat-'));
      const browser = await launchChromium({ userDataDir: profile });
      try {
        const probe = await browser.newPage();
        const slowdown = calibratedSlowdown(await benchmarkIndexOf(probe));
        await probe.close();
        slowdowns.push(slowdown);
        runs[pagePath].push(await onePass(browser, app.base, pagePath, slowdown));
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  }
  const rows = pages.flatMap((pagePath) =>
    VISITS.map((visit) => {
      const of = (k) => median(runs[pagePath].map((r) => r[visit][k]));
      return {
        page: pagePath.replace(/\d+$/, ':id'),
        visit,
        'FCP ms': Math.round(of('fcp') ?? NaN),
        'LCP ms': Math.round(of('lcp') ?? NaN),
        'answered by the worker': `${of('fromWorker')}/${of('requests')}`,
      };
    }),
  );
  if (args.includes('--json')) console.log(JSON.stringify({ runs: RUNS, slowdowns, rows }, null, 2));
  else {
    console.log(`Repeat visits, slow 4G + CPU ${slowdowns.join(', ')}×, medians of ${RUNS} run(s):`);
    console.table(rows);
  }
} finally {
  await app.stop();
}
