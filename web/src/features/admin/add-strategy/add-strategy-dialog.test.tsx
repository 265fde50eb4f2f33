// The admin's Add Strategy dialog with its calls as test doubles: the client's subscriber found or
// created, the risk preview's acknowledgement given on the client's behalf before Subscribe (also when
// the preview cannot be computed), and a user without a trading account refused (docs/product.md §4, §5).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Strategy } from '@copydesk/functions/contract';
import { copySubscriptionFlowWith, type SubmitAnswer } from '@/flows/copy-subscription';
import { STEEP_RISK, USD_10K } from '@/flows/copy-subscription/test-risk';
import { addStrategyMachine } from './add-strategy.machine';
import { subscribeForClient, type AdminRiskData, type AdminSubscribeInput } from './add-strategy-rules';
import { AddStrategyDialog } from './add-strategy-dialog';
import type { AdminUser } from '../admin-users';
import { makeUser } from '../test-users';
import { strategy } from './test-strategies';

const ui = userEvent.setup({ delay: null });

const GOLD = strategy('s1', 'Gold Rush');
const CLIENT = makeUser({ id: 'client', firstName: 'Jane', status: 'active', account: true });

/** 1,000 USD of drawdown per lot on a USD 10,000 account, acknowledged above 50%: 6 lots is 60%. */
const RISK: AdminRiskData = { ...STEEP_RISK, account: USD_10K };

interface Doubles {
  find?: () => Promise<{ id: string } | null>;
  loadRisk?: () => Promise<AdminRiskData>;
}

function renderDialog(doubles: Doubles = {}, user: AdminUser = CLIENT) {
  const create = vi.fn((_input: { accountId: string; name: string }) => Promise.resolve({ id: 'new-sub' }));
  const subscribe = vi.fn((_input: AdminSubscribeInput): Promise<SubmitAnswer> =>
    Promise.resolve({ subscriberCreated: false, subscriberRestored: false }),
  );
  const onAdded = vi.fn<(user: AdminUser) => void>();
  const machine = addStrategyMachine.provide({
    actors: {
      loadStrategies: fromPromise<Strategy[]>(() => Promise.resolve([GOLD])),
      copySubscription: copySubscriptionFlowWith({
        loadRisk: () => (doubles.loadRisk ? doubles.loadRisk() : Promise.resolve(RISK)),
        submit: subscribeForClient({
          findSubscriber: () => (doubles.find ? doubles.find() : Promise.resolve({ id: 'acc-client' })),
          createSubscriber: create,
          subscribe,
        }),
      }),
    },
    actions: { logError: () => undefined },
  });
  render(<AddStrategyDialog machine={machine} user={user} onUpdated={onAdded} onClose={() => undefined} />);
  return { create, subscribe, onAdded };
}

async function choose(lots: string) {
  await ui.selectOptions(await screen.findByLabelText('Select Strategy'), 's1');
  const volume = screen.getByLabelText('Trade Volume');
  await ui.clear(volume);
  await ui.type(volume, lots);
}

const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

describe('the admin add strategy dialog', () => {
  it("subscribes the client's subscriber once the admin acknowledges the loss on the client's behalf", async () => {
    const { subscribe, onAdded } = renderDialog();
    await choose('6');
    const acknowledgement = await screen.findByRole('checkbox', {
      name: /would cost more than 50% of the client's equity/,
    });
    expect(subscribeButton()).toBeDisabled();
    await ui.click(acknowledgement);
    await ui.click(subscribeButton());

    expect(
      await screen.findByText('Successfully subscribed user to strategy: Gold Rush'),
    ).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      subscriberId: 'acc-client',
      strategyId: 's1',
      tradeVolume: 6,
      subscriberName: 'Jane account',
      riskAcknowledgement: { kind: 'loss', amount: 6000, currency: 'USD' },
    });
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({
      strategySubscription: true,
      strategyDetails: { id: 's1', name: 'Gold Rush', tradeVolume: 6 },
    });
  });

  it('creates a subscriber for the account when it has none, with no acknowledgement under the threshold', async () => {
    const { create, subscribe } = renderDialog({ find: () => Promise.resolve(null) });
    await choose('2');
    await waitFor(() => expect(subscribeButton()).toBeEnabled());
    expect(screen.queryByRole('checkbox', { name: /acknowledge/ })).not.toBeInTheDocument();
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({ accountId: 'acc-client', name: 'Jane account' });
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ subscriberId: 'new-sub', tradeVolume: 2 });
    expect(subscribe.mock.calls[0]?.[0]).not.toHaveProperty('riskAcknowledgement');
  });

  it('sends the maximum leverage the admin lowered, and offers no account loss limit', async () => {
    const { subscribe } = renderDialog();
    await choose('2');
    expect(
      screen.queryByLabelText('Account loss limit (all strategies, per UTC day)'),
    ).not.toBeInTheDocument();
    const leverage = screen.getByLabelText('Maximum leverage');
    expect(leverage).toHaveValue(200);
    await ui.clear(leverage);
    await ui.type(leverage, '100');
    await waitFor(() => expect(subscribeButton()).toBeEnabled());
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ tradeVolume: 2, maxLeverage: 100 });
    expect(subscribe.mock.calls[0]?.[0]).not.toHaveProperty('accountLossLimit');
  });

  it('fails closed when the preview cannot be computed: Subscribe waits for the unknown risk to be acknowledged', async () => {
    const { subscribe } = renderDialog({ loadRisk: () => Promise.reject(new Error('bridge unavailable')) });
    await choose('1');
    expect(await screen.findByText('The risk preview is not available right now.')).toBeInTheDocument();
    expect(subscribeButton()).toBeDisabled();
    await ui.click(screen.getByRole('checkbox', { name: /the risk of this lot size is unknown/ }));
    await ui.click(subscribeButton());
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(subscribe.mock.calls[0]?.[0]).toMatchObject({ riskAcknowledgement: { kind: 'unknown' } });
  });

  it('refuses a user without a trading account and offers no Subscribe', async () => {
    renderDialog({}, makeUser({ id: 'no-account', status: 'active' }));
    expect(
      await screen.findByText('User must have a trading account before they can subscribe to strategies.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });
});
