// The page's start over a slow network: when the Play board of a link's puzzle is drawn, when it
// can be checked (the quick worker, the engine's core part alone, is in: #app's engineReadyMs),
// and when new puzzles and hints can be made (the work worker and the logic part are in:
// logicReadyMs), each from navigation start. A fresh browser context each run (nothing cached,
// no service worker), the network emulated through the Chrome DevTools Protocol on the page and
// on each of its workers (latency and throughput below). In headless Chromium against the built
// site (dist/), or on several builds' site folders, run in turn (to compare builds in one run).
// Prints a Markdown table: the median of the runs per network and site. The static server sends
// files as they are (no gzip), so the times are of the files' full sizes.
// Usage: node bench/first_board.mjs [runs] [site folder...]     (default 5, dist/)
import { C22B, PATIENCE, startSite } from '../tests/web/helpers.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const ROOTS = process.argv.length > 3 ? process.argv.slice(3) : [undefined];
// Throughputs in bytes per second; latency in ms (DevTools' presets name similar ones).
const NETWORKS = [
  { name: 'fast 3G (1.6 Mbit/s, 150 ms)', latency: 150, down: 1.6e6 / 8, up: 750e3 / 8 },
  { name: '4G (9 Mbit/s, 60 ms)', latency: 60, down: 9e6 / 8, up: 1.5e6 / 8 },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function throttle(session, network) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false, latency: network.latency, downloadThroughput: network.down, uploadThroughput: network.up,
  });
}

async function once(network, root) {
  const site = await startSite({ serviceWorkers: 'block', serving: root ? { root } : {} });
  try {
    const page = await site.newPage();
    const session = await site.context.newCDPSession(page);
    await throttle(session, network);
    await page.goto(`${site.url}#p=${C22B}`);
    await page.waitForSelector('#app[data-state="ready"]', PATIENCE);
    return await page.evaluate(() => {
      const app = document.getElementById('app');
      return {
        drawn: Number(document.getElementById('play-view').dataset.firstBoardMs),
        checked: Number(app.dataset.engineReadyMs),
        // A build without the two parts is ready for both at once.
        logic: Number(app.dataset.logicReadyMs ?? app.dataset.engineReadyMs),
      };
    });
  } finally {
    await site.close();
  }
}

console.log(`| network | site | board drawn (ms) | board checked: core part in (ms) | new puzzles and hints: logic part in (ms) |`);
console.log('|---|---|---:|---:|---:|');
for (const network of NETWORKS) {
  const runs = ROOTS.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, root] of ROOTS.entries()) runs[k].push(await once(network, root));
  }
  for (const [k, root] of ROOTS.entries()) {
    const row = ['drawn', 'checked', 'logic'].map((key) => median(runs[k].map((run) => run[key])).toFixed(0));
    console.log(`| ${network.name} | ${root ?? 'dist/'} | ${row.join(' | ')} |`);
  }
}
