// The demo client's two waits (docs/product.md §5, §10), measured in Chromium on the built app with the
// demo data `npm start` seeds and warm functions:
//   - click on a strategy card's Subscribe -> the trade-size modal's risk preview figures painted,
//   - click on the Copy Report tab -> the copy report table painted.
// Each run reloads the account page first, so nothing the page kept from an earlier run answers it.
// Figures end at the first animation frame after the element is in the page (measured in the page).
// Assumes the stack of bench/run.ts is running with its environment adopted.
import { getFirestore } from 'firebase-admin/firestore';
import { seedDemoUsers } from '../tools/seed/index.ts';
import {
  advanceDemoMarket,
  clientFor,
  DEMO_ACCOUNTS,
  seedDemoAccounts,
} from '../tools/seed/demo-accounts.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../tools/seed/demo-users.ts';
import { seedStrategyStatistics } from '../tools/seed/demo-statistics.ts';
import { openBrowser } from '../tools/stack-clients/browser.ts';

export const MODAL_RUNS = 10;
/** The goals of docs/product.md §5 and §10, in milliseconds. */
export const MODAL_GOALS = { previewP50Ms: 1000, previewP95Ms: 2000, copyReportMs: 1000 };

export interface ModalFigures {
  previewMs: number[];
  copyReportMs: number[];
}

// The in-page half, as plain JavaScript (this program is type-checked without the DOM library).
const PAGE_SCRIPT = String.raw`
window.__benchClick = (findTarget, doneSelector) => new Promise((resolve, reject) => {
  const failed = () => [...document.querySelectorAll('dialog p')].some((p) => p.textContent.includes('risk preview is not available'));
  const loaded = performance.now();
  let started = 0;
  // The clock starts at the click, once the target is there and enabled, as a person would click it.
  const clickWhenReady = () => {
    const target = findTarget();
    if (target && !target.disabled) {
      started = performance.now();
      target.click();
      tick();
    } else if (performance.now() - loaded > 30000) reject(new Error('bench: nothing to click'));
    else requestAnimationFrame(clickWhenReady);
  };
  const tick = () => {
    if (failed()) reject(new Error('bench: the risk preview failed to load'));
    else if (document.querySelector(doneSelector)) requestAnimationFrame(() => resolve(performance.now() - started));
    else if (performance.now() - started > 30000) reject(new Error('bench: ' + doneSelector + ' never appeared'));
    else requestAnimationFrame(tick);
  };
  clickWhenReady();
});
`;

const SUBSCRIBE_BUTTON = `() => [...document.querySelectorAll('li button')].find((b) => b.textContent.trim() === 'Subscribe' && !b.disabled)`;
const COPY_REPORT_TAB = `() => [...document.querySelectorAll('[role=tab]')].find((b) => b.textContent.trim() === 'Copy Report')`;
// The modal is a native <dialog>; its failure text ends the wait (and the bench) with an error.
const PREVIEW_SHOWN = 'dialog [data-testid="risk-verdict"]';
const REPORT_SHOWN = '[role=region][aria-label="Copy report table"]';

/** The demo cast, accounts, market and statistics, as `npm start` seeds them (tools/start.ts). */
async function seedDemo(): Promise<Map<string, string>> {
  const uids = await seedDemoUsers();
  await seedDemoAccounts(DEMO_USERS, uids);
  await advanceDemoMarket();
  await seedStrategyStatistics();
  return uids;
}

/** One call of each function the two waits use, so the emulator's workers are up (warm functions). */
async function warmFunctions(userKey: string, uid: string, login: string): Promise<void> {
  const demo = DEMO_USERS.find((user) => user.key === userKey);
  if (!demo) throw new Error(`no demo user ${userKey}`);
  const api = await clientFor(demo);
  const account = await getFirestore().doc(`users/${uid}/tradingAccounts/${login}`).get();
  const accountId = account.get('metaApiAccountId') as string | undefined;
  if (!accountId) throw new Error(`the demo account ${login} was not seeded`);
  const { strategies } = await api.getStrategies({});
  const strategyId = strategies[0]?._id ?? '';
  for (let round = 0; round < 2; round += 1)
    await Promise.all([
      api.getStrategyRisk({ strategyId, accountId }),
      api.getCopyReport({ accountId, days: 30 }),
      api.getAccountInfo({ accountId }),
      api.getSubscriptions({ subscriberId: accountId }),
    ]);
}

export async function benchClientModal(runs = MODAL_RUNS): Promise<ModalFigures> {
  const uids = await seedDemo();
  const userKey = 'client-active';
  const email = `${userKey}@copydesk.demo`;
  const login = DEMO_ACCOUNTS.find((account) => account.userKey === userKey)?.login ?? '';
  await warmFunctions(userKey, uids.get(userKey) ?? '', login);
  const browser = await openBrowser(1280);
  try {
    const { page } = browser;
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const figures: ModalFigures = { previewMs: [], copyReportMs: [] };
    const measure = async (tab: string, target: string, done: string) => {
      await page.goto(`/account-details/${login}`);
      await page.getByRole('tab', { name: tab }).click();
      await page.evaluate(PAGE_SCRIPT);
      return page.evaluate<number>(`window.__benchClick(${target}, ${JSON.stringify(done)})`);
    };
    for (let run = 0; run < runs; run += 1) {
      figures.previewMs.push(await measure('Automated Strategies', SUBSCRIBE_BUTTON, PREVIEW_SHOWN));
      figures.copyReportMs.push(await measure('Overview', COPY_REPORT_TAB, REPORT_SHOWN));
    }
    return figures;
  } finally {
    await browser.close();
  }
}
