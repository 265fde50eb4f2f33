// The admin's Guardrail Defaults dialog with its load and save as test doubles: the stored defaults fill
// the form, what Save writes, the bounds refused before any write, and a failed load (docs/product.md §5).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { GuardrailSettings } from '@copydesk/functions/contract';
import { guardrailSettingsMachine } from './guardrail-settings.machine';
import { GuardrailSettingsDialog } from './guardrail-settings-dialog';

const ui = userEvent.setup({ delay: null });

const STORED: GuardrailSettings = {
  defaults: {
    equityStop: null,
    dailyLossLimit: { perCurrency: { USD: 250, ZAR: 4500 } },
    onHit: 'close-only',
  },
  acknowledgeAbovePercent: 50,
  maxLeverage: 200,
};

function renderDialog(
  load: () => Promise<GuardrailSettings>,
  save: (settings: GuardrailSettings) => Promise<void> = () => Promise.resolve(),
) {
  const saved = vi.fn(save);
  const onClose = vi.fn<() => void>();
  const machine = guardrailSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise<GuardrailSettings>(() => load()),
      saveSettings: fromPromise<void, GuardrailSettings>(({ input }) => saved(input)),
    },
  });
  render(<GuardrailSettingsDialog machine={machine} onClose={onClose} />);
  return { saved, onClose };
}

describe('the guardrail defaults dialog', () => {
  it('fills the form with the stored defaults and saves what the admin changed', async () => {
    const { saved } = renderDialog(() => Promise.resolve(STORED));
    const dailyLoss = await screen.findByLabelText('Daily loss limit (per currency)');
    expect(dailyLoss).toHaveValue('USD 250, ZAR 4500');
    expect(screen.getByLabelText('Acknowledgement threshold (% of equity)')).toHaveValue(50);

    await ui.selectOptions(screen.getByLabelText('Equity stop'), 'percent');
    await ui.type(screen.getByLabelText('Equity stop (%)'), '20');
    const threshold = screen.getByLabelText('Acknowledgement threshold (% of equity)');
    await ui.clear(threshold);
    await ui.type(threshold, '80');
    const maxLeverage = screen.getByLabelText('Maximum leverage (N:1)');
    expect(maxLeverage).toHaveValue(200);
    await ui.clear(maxLeverage);
    await ui.type(maxLeverage, '100');
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Guardrail defaults saved. New subscriptions start with them.'),
    ).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({
      defaults: {
        equityStop: { kind: 'percent', value: 20 },
        dailyLossLimit: { perCurrency: { USD: 250, ZAR: 4500 } },
        onHit: 'close-only',
      },
      acknowledgeAbovePercent: 80,
      maxLeverage: 100,
    });
  });

  it('refuses a threshold out of bounds in the shared words, without saving', async () => {
    const { saved } = renderDialog(() => Promise.resolve(STORED));
    const threshold = await screen.findByLabelText('Acknowledgement threshold (% of equity)');
    await ui.clear(threshold);
    await ui.type(threshold, '1001');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The acknowledgement threshold must be between 1% and 1000%'),
    ).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('refuses a maximum leverage over 1000:1 in the shared words, without saving', async () => {
    const { saved } = renderDialog(() => Promise.resolve(STORED));
    const maxLeverage = await screen.findByLabelText('Maximum leverage (N:1)');
    await ui.clear(maxLeverage);
    await ui.type(maxLeverage, '1001');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The maximum leverage must be between 1:1 and 1000:1'),
    ).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('says the defaults could not be loaded and offers no Save', async () => {
    renderDialog(() => Promise.reject(new Error('offline')));
    expect(
      await screen.findByText('Failed to load the guardrail defaults. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Daily loss limit (per currency)')).not.toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { saved, onClose } = renderDialog(() => Promise.resolve(STORED));
    await screen.findByLabelText('Daily loss limit (per currency)');
    await ui.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved).not.toHaveBeenCalled();
  });
});
