// Lighthouse budgets of the storefront (issue 14 item 7). Starts the built app (`node scripts/start.mjs`,
// a throw-away DATA_DIR, the demo catalogue seeded as on a first start), runs Lighthouse N times per page
// in Debian's Chromium with Lighthouse's mobile profile — slow 4G and the CPU really throttled by the browser
// (`devtools`; `--throttling simulate` for Lighthouse's simulator, as measured before issue 36), the CPU
// slowdown calibrated before every run so that each run emulates the same phone (calibratedSlowdown below) — and prints the
// medians per page: the four category scores, LCP, CLS, TBT and FCP, each beside its target, and the
// machine's benchmark index and the slowdown used.
// /checkout is measured as a signed-in customer with one plant in the cart (a customer signed up through
// the API in the browser, the cart written where the client keeps it: localStorage).
//
// `node scripts/lighthouse.mjs [--throttling devtools|simulate] [--runs N] [--check] [--write-budget] [--spread] [--spread-from FILES] [--pages A,B] [--json FILE] [--save DIR] [--audits]`
//   --throttling    devtools (default) or simulate; each has its budget file (METHODS below)
//   --check         exits 1 when a median misses its budget (scripts/lighthouse-budget.json for devtools,
//                   scripts/lighthouse-budget-simulated.json for simulate)
//   --write-budget  writes the budget from this run's medians: per page and figure, the target when the
//                   median meets it, else the median, loosened by the measured margin (a ratchet; never
//                   loosens a budget already written)
//   --spread        also prints min/median/max per page and figure, and the largest drop from a median
//                   to the second-worst run (how the budget's margin was measured, docs/decisions/014)
//   --spread-from A.json,B.json  the same for the runs of earlier --json files pooled, without measuring
//   --pages A,B     only these pages (e.g. `--pages /checkout`), to look at one
//   --json FILE     writes every run's figures
//   --save DIR      writes each page's last Lighthouse report (JSON) there
//   --audits        also lists, per page, the audits that fail (accessibility, best practices, SEO) and
//                   the elements that shift the layout
// LIGHTHOUSE_PORT (default 4396), CHROME_PATH (default /usr/bin/chromium). See docs/decisions/014-lighthouse-budget.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { readRouteManifest } from './route-manifest.mjs';
import { FIGURES, budgetFrom, budgetMisses, median, show, spreadOf, tableRows } from './lighthouse-figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How the phone is emulated (issue 36 item 4, docs/decisions/029-figures-a-phone-lives.md): `devtools`,
 * the browser really throttled (the CPU by the calibrated slowdown, slow 4G applied to every request; what a
 * phone lives, and what CI gates), or `simulate`, Lighthouse's default: the page loads unthrottled and
 * Lantern computes the figures from its trace (kept to compare with the figures measured before). Each has
 * its own budget.
 */
export const METHODS = {
  devtools: { budgetFile: path.join(root, 'scripts/lighthouse-budget.json'), label: 'slow 4G and CPU throttled by the browser (devtools)' },
  simulate: { budgetFile: path.join(root, 'scripts/lighthouse-budget-simulated.json'), label: 'simulated slow 4G and CPU (Lantern)' },
};

/**
 * The pages the route manifest marks `lighthouse` (src/shared/route-manifest.ts); `:id` is the first
 * plant of the catalogue. /checkout is measured signed in, with a cart.
 */
export const PAGES = readRouteManifest()
  .ROUTES.filter((r) => r.lighthouse)
  .map((r) => r.path);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CUSTOMER_PASSWORD = 'lighthouse-password';

/** Debian's Chromium driven by puppeteer, with the same quiet flags as Lighthouse's (no update or sync traffic to skew a figure). */
export const launchChromium = (options = {}) =>
  puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')), ...options });

/** The value following `name` on the command line (`--runs 5`), or undefined. */
export function cliArg(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

/** Resolves once `url` answers 2xx; rejects when `child` (the server) exits first or after ~3 minutes. */
export async function waitFor(url, child) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 720) throw new Error(`${url}: server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The built app on a throw-away database; resolves to { base, stop }. */
export async function startApp(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-lighthouse-'));
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CATALOGUE: 'true',
      ADMIN_EMAIL: 'lighthouse@nabta.local',
      ADMIN_PASSWORD: 'lighthouse-admin-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`The app (scripts/start.mjs) stopped during the run: exit ${code ?? signal}`);
  });
  const stop = async () => {
    stopping = true;
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/categories`, server);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, stop };
}

/**
 * Signs a customer up from a page of `browser` (a browser or one of its contexts: it keeps the session
 * cookies) and puts one plant in the saved cart.
 */
export async function signInWithCart(browser, base) {
  const [plant] = await (await fetch(`${base}/api/plants?limit=1`)).json();
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/robots.txt`);
    const status = await page.evaluate(
      async ({ password, item }) => {
        const res = await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `lighthouse.${Date.now()}@example.dz`, firstName: 'Lina', lastName: 'Haddad', password }),
        });
        localStorage.setItem('nabta-cart', JSON.stringify([item]));
        return res.status;
      },
      {
        password: CUSTOMER_PASSWORD,
        item: { id: plant.id, name: plant.name, price: plant.price, imageUrl: plant.imageUrl ?? undefined, quantity: 1, stock: plant.stock },
      },
    );
    if (status >= 300) throw new Error(`signing the customer up answered ${status}`);
  } finally {
    await page.close();
  }
}

/**
 * The phone every run emulates: Lighthouse's benchmark index 400, between Chrome DevTools' low-tier
 * (264) and mid-tier (1,000) presets. This machine's index swings between ~650 and ~2,600 with the
 * load others put on it, so a fixed slowdown (Lighthouse's 4×) emulates anything from a very slow to a
 * mid-range phone; the slowdown is the machine's index ÷ 400, measured in the tab just before the run.
 * Bounded: below 1 Lighthouse cannot speed a machine up, and above 10 the machine is too loaded for the
 * run to mean anything. docs/decisions/016-react-runtime.md.
 */
export const PHONE_BENCHMARK_INDEX = 400;
export const SLOWDOWN_BOUNDS = { min: 1, max: 10 };
export const calibratedSlowdown = (benchmarkIndex) =>
  Math.round(Math.min(SLOWDOWN_BOUNDS.max, Math.max(SLOWDOWN_BOUNDS.min, benchmarkIndex / PHONE_BENCHMARK_INDEX)) * 100) / 100;

/**
 * Slow 4G as a browser really applies it (Lighthouse's `devtools` throttling, Chrome DevTools' "Slow 4G"):
 * 562.5 ms per request, 1.47 Mb/s down, 675 kb/s up — Lighthouse's simulated 150 ms RTT and 1.6 Mb/s,
 * adjusted for a real browser's connections. In puppeteer's units (bytes/s, ms).
 */
export const REAL_SLOW_4G = {
  latency: THROTTLING.mobileSlow4G.requestLatencyMs,
  download: (THROTTLING.mobileSlow4G.downloadThroughputKbps * 1024) / 8,
  upload: (THROTTLING.mobileSlow4G.uploadThroughputKbps * 1024) / 8,
};

/** The machine's benchmark index now, measured as Lighthouse measures it (its own page function, ~1 s), in `page`. */
export async function benchmarkIndexOf(page) {
  await page.goto('about:blank');
  return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
}

/** Lighthouse's mobile settings with the CPU slowdown calibrated on `page`'s machine now: { settings, calibration }. */
export async function calibratedThrottling(page) {
  const benchmarkIndex = await benchmarkIndexOf(page);
  const cpuSlowdownMultiplier = calibratedSlowdown(benchmarkIndex);
  return { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier }, calibration: { benchmarkIndex, cpuSlowdownMultiplier } };
}

/** Lighthouse's own failures to record a load (NO_NAVSTART, NO_FCP under load…) are retried this often. */
const ATTEMPTS = 3;

/** One Lighthouse run of a page: its figures, and the whole report for --audits. */
async function runOnce(browser, url, method, attempt = 1) {
  const page = await browser.newPage();
  try {
    const { throttling, calibration } = await calibratedThrottling(page);
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, throttlingMethod: method, throttling }, undefined, page);
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt >= ATTEMPTS) throw new Error(problem);
      console.warn(`${problem} — again (attempt ${attempt + 1} of ${ATTEMPTS})`);
      return await runOnce(browser, url, method, attempt + 1);
    }
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl}`);
    const figures = {};
    for (const f of FIGURES) {
      figures[f.key] = f.audit ? lhr.audits[f.audit].numericValue : Math.round(lhr.categories[f.key].score * 100);
    }
    // Lighthouse's own index, measured during the run: how far the load moved while the page was measured.
    return { figures, lhr, calibration: { ...calibration, lighthouseIndex: Math.round(lhr.environment.benchmarkIndex) } };
  } finally {
    await page.close();
  }
}

/** What Lighthouse flags on a page: failing audits of the non-performance categories, and layout-shift culprits. */
function flagged(lhr) {
  const lines = [];
  for (const key of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[key].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details?.items ?? []).slice(0, 5).map((i) => i.node?.snippet ?? i.node?.selector ?? i.url ?? i.source?.url ?? i.issueType ?? '');
      lines.push(`  ${key}: ${ref.id} — ${audit.title}${items.length ? `\n      ${items.filter(Boolean).join('\n      ')}` : ''}`);
    }
  }
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  for (const s of shifts.slice(0, 5)) lines.push(`  CLS: ${s.score?.toFixed(3)} ${s.node?.snippet ?? s.node?.selector ?? ''}`);
  return lines;
}

/**
 * Runs Lighthouse `runs` times on every page and returns { pages: { [page]: { runs: [figures…], median: figures } } }.
 * Runs go round the pages (page 1, page 2, …, then again) so a burst of load on the machine is shared out.
 */
export async function measureLighthouse({ runs = 3, port = Number(process.env.LIGHTHOUSE_PORT ?? 4396), audits = false, pages: only = PAGES, method = 'devtools' } = {}) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // Checked before the app starts: a failed launch would leave the app's server running, and this script waiting on it.
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH`);
  const app = await startApp(port);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const [plant] = await (await fetch(`${app.base}/api/plants?limit=1`)).json();
    const urlOf = (p) => app.base + p.replace(':id', String(plant.id));
    const results = Object.fromEntries(only.map((p) => [p, []]));
    const calibrations = Object.fromEntries(only.map((p) => [p, []]));
    const last = {};
    const visitorPages = only.filter((p) => p !== '/checkout');
    for (let r = 0; r < runs; r++) {
      for (const p of visitorPages) {
        const { figures, lhr, calibration } = await runOnce(browser, urlOf(p), method);
        results[p].push(figures);
        calibrations[p].push(calibration);
        last[p] = lhr;
      }
    }
    // The customer's pages last: the session cookie would change every page's header.
    if (only.includes('/checkout')) {
      await signInWithCart(browser, app.base);
      for (let r = 0; r < runs; r++) {
        const { figures, lhr, calibration } = await runOnce(browser, urlOf('/checkout'), method);
        results['/checkout'].push(figures);
        calibrations['/checkout'].push(calibration);
        last['/checkout'] = lhr;
      }
    }
    const pages = {};
    for (const p of only) {
      pages[p] = {
        runs: results[p],
        calibrations: calibrations[p],
        median: Object.fromEntries(FIGURES.map((f) => [f.key, median(results[p].map((x) => x[f.key]))])),
        lhr: last[p],
        ...(audits ? { flagged: flagged(last[p]) } : {}),
      };
    }
    return { runs, pages };
  } finally {
    await browser.disconnect();
    chrome.kill();
    await app.stop();
  }
}

/**
 * What else the machine was doing (printed when a page misses its budget): the load average and the
 * processes using the CPU. Throttled figures scale the work the page's thread could do in wall time, so a
 * machine shared with other work makes every page slower; this says whether that was the case.
 */
function printMachineLoad() {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const top = spawnSync('ps', ['-eo', 'pcpu,etimes,args', '--sort=-pcpu'], { encoding: 'utf8' }).stdout?.split('\n').slice(0, 8) ?? [];
  console.log(`\nLoad average (1, 5, 15 min): ${load}; the busiest processes now:\n${top.map((l) => l.slice(0, 160)).join('\n')}`);
}

export function readBudget(method = 'devtools') {
  try {
    return JSON.parse(readFileSync(METHODS[method].budgetFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The machine's benchmark index before each run, the slowdown it gave, and Lighthouse's index during the run. */
export function printCalibration(result) {
  const all = Object.values(result.pages).flatMap((p) => p.calibrations);
  const range = (key) => `${Math.min(...all.map((c) => c[key]))}–${Math.max(...all.map((c) => c[key]))} (median ${median(all.map((c) => c[key]))})`;
  console.log(`Calibration over ${all.length} runs: benchmark index ${range('benchmarkIndex')}, CPU slowdown ${range('cpuSlowdownMultiplier')}×, Lighthouse's index during the runs ${range('lighthouseIndex')}`);
}

function printSpread(runsPerPage) {
  const { rows, margin } = spreadOf(runsPerPage);
  console.log(`\nSpread between runs (${Object.values(runsPerPage)[0].length} per page): min/median/max`);
  console.table(rows);
  console.log('Largest drop from a median to the second-worst run, per figure:', Object.fromEntries(FIGURES.map((f) => [f.label, show(f, margin[f.key])])));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const valueOf = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const spreadFrom = valueOf('--spread-from');
  if (spreadFrom) {
    // The runs of several --json files, pooled per page (no measuring).
    const pooled = {};
    for (const file of spreadFrom.split(',')) {
      for (const [page, runs] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).pages)) (pooled[page] ??= []).push(...runs);
    }
    printSpread(pooled);
    process.exit(0);
  }
  const runs = Number(valueOf('--runs') ?? 3);
  const method = valueOf('--throttling') ?? 'devtools';
  if (!METHODS[method]) throw new Error(`--throttling: ${method} is not one of ${Object.keys(METHODS).join(', ')}`);
  const budgetFile = METHODS[method].budgetFile;
  const started = Date.now();
  const pages = valueOf('--pages')?.split(',') ?? PAGES;
  const unknown = pages.filter((p) => !PAGES.includes(p));
  if (unknown.length) throw new Error(`--pages: ${unknown.join(', ')} not among ${PAGES.join(', ')}`);
  if (pages !== PAGES && (args.includes('--check') || args.includes('--write-budget'))) throw new Error('--check and --write-budget measure every page');
  const result = await measureLighthouse({ runs, audits: args.includes('--audits'), pages, method });
  const seconds = Math.round((Date.now() - started) / 1000);
  const budget = readBudget(method);
  console.log(
    `\nLighthouse medians of ${runs} runs per page (mobile: ${METHODS[method].label}, CPU slowed to a phone of benchmark index ${PHONE_BENCHMARK_INDEX}), ${seconds} s; target in brackets, ✗ = target not met yet`,
  );
  console.table(tableRows(result, budget));
  printCalibration(result);
  if (args.includes('--spread')) printSpread(Object.fromEntries(Object.entries(result.pages).map(([p, v]) => [p, v.runs])));
  if (args.includes('--audits')) {
    for (const [page, { flagged: lines }] of Object.entries(result.pages)) console.log(`\n${page}\n${lines.join('\n') || '  (nothing flagged)'}`);
  }
  const saveDir = valueOf('--save');
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    for (const [page, { lhr }] of Object.entries(result.pages)) {
      writeFileSync(path.join(saveDir, `${page === '/' ? 'home' : page.slice(1).replace(/[^a-z]+/g, '-')}.json`), JSON.stringify(lhr));
    }
  }
  const jsonFile = valueOf('--json');
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(
        {
          runs,
          seconds,
          phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX,
          method,
          pages: Object.fromEntries(Object.entries(result.pages).map(([p, v]) => [p, v.runs])),
          calibrations: Object.fromEntries(Object.entries(result.pages).map(([p, v]) => [p, v.calibrations])),
        },
        null,
        2,
      ),);
  if (args.includes('--write-budget')) {
    if (!budget?.marginsFromSpread) throw new Error(`${budgetFile} needs "marginsFromSpread" (docs/decisions/014-lighthouse-budget.md)`);
    const next = { ...budget, pages: budgetFrom(result, budget.marginsFromSpread, budget.pages ? budget : null) };
    writeFileSync(budgetFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Budget written to ${path.relative(root, budgetFile)}`);
  }
  if (args.includes('--check')) {
    if (!budget?.pages) throw new Error(`${budgetFile} has no budget`);
    let misses = budgetMisses(result, budget);
    if (misses.length) {
      // A page whose median misses is measured as many times again, and judged on the median of all its
      // runs: the same build's simulated LCP can be bimodal (decision 014), while a real regression stays over.
      const again = [...new Set(misses.map((m) => m.page))];
      printMachineLoad();
      console.log(`\nOver the budget after ${runs} runs: ${again.join(', ')}; measured ${runs} times again, judged on the median of all ${2 * runs} runs.`);
      console.table(misses);
      const more = await measureLighthouse({ runs, pages: again, method });
      const pooled = { pages: { ...result.pages } };
      for (const page of again) {
        const all = [...result.pages[page].runs, ...more.pages[page].runs];
        pooled.pages[page] = { runs: all, median: Object.fromEntries(FIGURES.map((f) => [f.key, median(all.map((x) => x[f.key]))])) };
      }
      console.table(tableRows({ pages: Object.fromEntries(again.map((p) => [p, pooled.pages[p]])) }, budget));
      misses = budgetMisses(pooled, budget);
    }
    if (misses.length) {
      console.log('\nLighthouse budget missed (median beyond the budget, which already allows the spread between runs):');
      console.table(misses);
      process.exit(1);
    }
    console.log('Every median is within its budget.');
  }
}
