// `node scripts/measure-result-cards.mjs`: the figures of ADR 0370, against a running app
// (BASE_URL, default http://127.0.0.1:3000, offline sample data).
//   1. Result card heights on /search per viewport (every card laid out), for the
//      `contain-intrinsic-size` guesses of search-results.tsx.
//   2. The pager's jump after an End-key scroll: how far it moves once the cards near the bottom
//      take their real height, read every frame for 40 frames.
//   3. ADR 0048's first-load measure: style and layout time (thread time, CPU 4x, the page's
//      scripts held back) and how many cards the first load lays out.
//   ROUNDS=3  loads per query and viewport for 2, and per page for 3.
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const QUERIES = ['sort=release_date-desc', 'q=maintenance', 'q=software', 'q=construction'];
const SIZES = '1366x900 1024x768 768x1024 430x932 390x844 360x800';
const VIEWPORTS = SIZES.split(' ').map((size) => {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
});
const CARD = 'ol[data-results-view=cards]>li';
const PAGER = 'nav[aria-label="Result pages"]';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function cardHeights(page) {
  return page.evaluate((card) => {
    const style = document.createElement('style');
    style.textContent = `${card}{content-visibility:visible!important}`;
    document.head.append(style);
    return [...document.querySelectorAll(card)].map((li) => li.getBoundingClientRect().height);
  }, CARD);
}

/** The pager's top on screen every frame, from before an End-key press to 40 frames after. */
async function pagerTopsAfterEnd(page) {
  await page.evaluate((pager) => {
    const nav = document.querySelector(pager);
    window.__pagerTops = [];
    const tick = () => {
      window.__pagerTops.push([window.scrollY, nav.getBoundingClientRect().top]);
      if (window.__pagerTops.length < 40) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, PAGER);
  await page.keyboard.press('End');
  await page.waitForFunction(() => window.__pagerTops.length >= 40);
  const tops = await page.evaluate(() => window.__pagerTops);
  return tops.slice(tops.findIndex(([scrollY]) => scrollY > 0)).map(([, top]) => top);
}

async function measureViewport(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const heights = [];
  const jumps = [];
  let belowWindow = 0;
  for (const query of QUERIES) {
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/search?${query}`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.mouse.move(viewport.width / 2, 200);
      const tops = await pagerTopsAfterEnd(page);
      const settled = tops[tops.length - 1];
      jumps.push(Math.max(...tops.map((top) => Math.abs(top - settled))));
      if (settled >= viewport.height) belowWindow += 1;
      if (round === 0) heights.push(...(await cardHeights(page)));
      await page.close();
    }
  }
  await context.close();
  const sorted = [...heights].sort((a, b) => a - b);
  const at = (share) => sorted[Math.floor(share * (sorted.length - 1))];
  console.log(
    `${viewport.width}x${viewport.height}: ${heights.length} cards, height p10 ${at(0.1)} median ${at(0.5)} (${(at(0.5) / 16).toFixed(2)}rem) p90 ${at(0.9)} px; ` +
      `End-key jump median ${median(jumps)} px, max ${Math.max(...jumps)} px, pager below the window ${belowWindow}/${jumps.length}`,
  );
}

async function measureFirstLoad(browser, viewport, path) {
  const results = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext({ viewport });
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await complete;
    const threadMs = (name) =>
      events
        .filter((event) => event.name === name && event.ph === 'X')
        .reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000;
    const laidOut = await page.evaluate(
      (card) =>
        [...document.querySelectorAll(card)].filter((li) =>
          li.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
      CARD,
    );
    results.push({ styleAndLayout: threadMs('UpdateLayoutTree') + threadMs('Layout'), laidOut });
    await context.close();
  }
  console.log(
    `first load ${path} ${viewport.width}x${viewport.height}: style + layout median ${median(results.map((r) => r.styleAndLayout)).toFixed(0)} ms (CPU 4x, thread time), cards laid out ${[...new Set(results.map((r) => r.laidOut))].join('/')}`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-smooth-scrolling'],
});
try {
  for (const viewport of VIEWPORTS) await measureViewport(browser, viewport);
  for (const viewport of [VIEWPORTS[0], VIEWPORTS[4]]) {
    await measureFirstLoad(browser, viewport, `/search?${QUERIES[0]}`);
  }
} finally {
  await browser.close();
}
