// The trade-size modal rendered with the real copy-trading machine, its calls given as test doubles:
// the risk preview at the typed lot, and Subscribe held back until the acknowledgement the preview asks
// for is given (docs/product.md §5 "Risk acknowledgement"), also when the preview cannot be computed.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '@copydesk/functions/contract';
import { deferred } from '@/testing/deferred';
import {
  copySubscriptionFlowWith,
  type RiskData,
  type SubmitAnswer,
  type SubscriptionRequest,
} from '@/flows/copy-subscription';
import { STEEP_RISK, USD_10K } from '@/flows/copy-subscription/test-risk';
import { copyTradingMachine } from './copy-trading.machine';
import type { LoadedSubscriptions } from './copy-trading-rules';
import { TradeSizeDialog } from './trade-size-dialog';

const ui = userEvent.setup({ delay: null });

const INFO = { currency: 'USD' } as AccountInfo;

function renderDialog(loadRisk: () => Promise<RiskData>, accountLossLimit: number | null = null) {
  /** The requests the flow's submit sent. */
  const subscribe = vi.fn<(request: SubscriptionRequest) => Promise<SubmitAnswer>>(() =>
    Promise.resolve({ subscriberCreated: false, subscriberRestored: false }),
  );
  const machine = copyTradingMachine.provide({
    actors: {
      loadSubscriptions: fromPromise<LoadedSubscriptions, { subscriberId: string }>(() =>
        Promise.resolve({ subscriptions: [], accountLossLimit }),
      ),
      copySubscription: copySubscriptionFlowWith({
        loadRisk: () => loadRisk(),
        // The admins' settings as the server answers them while none are stored (docs/product.md §5).
        loadGuardrailDefaults: () =>
          Promise.resolve({
            guardrails: { equityStop: null, dailyLossLimit: null, onHit: 'close-only' },
            maxLeverage: 200,
          }),
        submit: ({ request }) => subscribe(request),
      }),
    },
  });
  function Tab() {
    const [snapshot, send] = useMachine(machine, {
      input: { subscriberId: 'acc-1', subscriberName: 'Main' },
    });
    return (
      <>
        <button
          type="button"
          onClick={() =>
            send({ type: 'OPEN.SUBSCRIBE', strategyId: 's1', strategyName: 'Gold Trend', account: USD_10K })
          }
        >
          Open
        </button>
        <TradeSizeDialog snapshot={snapshot} send={send} info={INFO} />
      </>
    );
  }
  render(<Tab />);
  return { subscribe };
}

async function openAt(lots: string) {
  await ui.click(screen.getByRole('button', { name: 'Open' }));
  const volume = await screen.findByLabelText('Trade volume (lots)');
  await ui.clear(volume);
  await ui.type(volume, lots);
}

const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('the trade-size dialog', () => {
  it('keeps Subscribe disabled while the risk preview is loading', async () => {
    const pending = deferred<RiskData>();
    renderDialog(() => pending.promise);
    await openAt('2');
    expect(screen.getByText("Reading the strategy's history...")).toBeInTheDocument();
    expect(subscribeButton()).toBeDisabled();
    pending.resolve(STEEP_RISK);
    await waitFor(() => expect(subscribeButton()).toBeEnabled());
  });

  it('shows the drawdown at the typed lot and subscribes without an acknowledgement under the threshold', async () => {
    const { subscribe } = renderDialog(() => Promise.resolve(STEEP_RISK));
    await openAt('2');
    expect(await screen.findByTestId('risk-drawdown')).toHaveTextContent('$2,000.00 (20% of your equity)');
    expect(screen.queryByRole('checkbox', { name: /I understand/ })).not.toBeInTheDocument();
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).not.toHaveProperty('riskAcknowledgement');
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ strategyId: 's1', tradeVolume: 2 });
  });

  it('asks to acknowledge the loss over the threshold and sends that figure with Subscribe', async () => {
    const { subscribe } = renderDialog(() => Promise.resolve(STEEP_RISK));
    await openAt('6');
    expect(await screen.findByTestId('risk-drawdown')).toHaveTextContent('$6,000.00 (60% of your equity)');
    const acknowledgement = screen.getByRole('checkbox', { name: /would cost more than 50% of my equity/ });
    expect(subscribeButton()).toBeDisabled();
    await ui.click(acknowledgement);
    expect(subscribeButton()).toBeEnabled();
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({
      tradeVolume: 6,
      riskAcknowledgement: { kind: 'loss', amount: 6000, currency: 'USD' },
    });
  });

  it('asks again when the lot changes after the acknowledgement', async () => {
    renderDialog(() => Promise.resolve(STEEP_RISK));
    await openAt('6');
    await ui.click(await screen.findByRole('checkbox', { name: /would cost more than 50% of my equity/ }));
    expect(subscribeButton()).toBeEnabled();
    const volume = screen.getByLabelText('Trade volume (lots)');
    await ui.clear(volume);
    await ui.type(volume, '7');
    expect(await screen.findByTestId('risk-drawdown')).toHaveTextContent('$7,000.00 (70% of your equity)');
    expect(screen.getByRole('checkbox', { name: /would cost more than 50% of my equity/ })).not.toBeChecked();
    expect(subscribeButton()).toBeDisabled();
  });

  it('fails closed when the preview cannot be computed: Subscribe waits for an acknowledgement of the unknown risk', async () => {
    const { subscribe } = renderDialog(() => Promise.reject(new Error('bridge unavailable')));
    await openAt('1');
    expect(await screen.findByText('The risk preview is not available right now.')).toBeInTheDocument();
    const acknowledgement = screen.getByRole('checkbox', { name: /the risk of this lot size is unknown/ });
    expect(subscribeButton()).toBeDisabled();
    await ui.click(subscribeButton());
    expect(subscribe).not.toHaveBeenCalled();
    await ui.click(acknowledgement);
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ riskAcknowledgement: { kind: 'unknown' } });
  });

  it('asks to acknowledge the margin of the grid at 90 lots on 10,000 USD at 1:1000, and says what maxLeverage does', async () => {
    // 12 closed trades of +10 USD: no drawdown on closed trades. 90 x 100,000 x 1.08 = 9,720,000 USD of
    // EURUSD: 9,720 USD of margin at 1:1000, 97% of the equity, leverage 9,720,000 / 10,000 = 972:1.
    const grid: RiskData = {
      basis: {
        trades: 12,
        currency: 'USD',
        drawdownPerLot: { known: true, value: 0 },
        worstDayPerLot: { known: true, value: 0 },
        typicalPosition: { symbol: 'EURUSD', price: 1.08 },
        recentPositions: [{ symbol: 'EURUSD', price: 1.08 }],
      },
      acknowledgeAbovePercent: 50,
      rate: null,
      held: [],
      account: { equity: 10_000, currency: 'USD', leverage: 1000 },
    };
    const { subscribe } = renderDialog(() => Promise.resolve(grid));
    await openAt('90');
    expect(await screen.findByTestId('risk-exposure')).toHaveTextContent(
      '$9,720.00 of margin (97% of your equity), leverage 972:1',
    );
    expect(screen.getByTestId('risk-drawdown')).toHaveTextContent('$0.00 (0% of your equity)');
    expect(screen.getByTestId('risk-max-leverage')).toHaveTextContent(
      'the trade size will be reduce[d] or the trade will not be placed.',
    );
    expect(subscribeButton()).toBeDisabled();
    await ui.click(screen.getByRole('checkbox', { name: /open positions would need \$9,720.00 of margin/ }));
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({
      tradeVolume: 90,
      riskAcknowledgement: { kind: 'exposure', margin: 9720, currency: 'USD' },
    });
  });

  it('opens the maximum leverage at 200 and the account loss limit empty, and sends both as typed', async () => {
    const { subscribe } = renderDialog(() => Promise.resolve(STEEP_RISK));
    await openAt('1');
    const leverage = screen.getByLabelText('Maximum leverage');
    const lossLimit = screen.getByLabelText('Account loss limit (all strategies, per UTC day)');
    expect(leverage).toHaveValue(200);
    expect(lossLimit).toHaveValue(null);
    await ui.clear(leverage);
    await ui.type(leverage, '50');
    await ui.type(lossLimit, '300');
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({
      tradeVolume: 1,
      maxLeverage: 50,
      accountLossLimit: 300,
    });
  });

  it('shows the account loss limit the account has, and refuses a leverage over 200 in the server words', async () => {
    const { subscribe } = renderDialog(() => Promise.resolve(STEEP_RISK), 450);
    await openAt('1');
    expect(screen.getByLabelText('Account loss limit (all strategies, per UTC day)')).toHaveValue(450);
    const leverage = screen.getByLabelText('Maximum leverage');
    await ui.clear(leverage);
    await ui.type(leverage, '250');
    await ui.click(subscribeButton());
    expect(
      await screen.findByText('maxLeverage can be lowered from the default 200, never raised over it'),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    await ui.clear(leverage);
    await ui.type(leverage, '100');
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ maxLeverage: 100, accountLossLimit: 450 });
  });
});
