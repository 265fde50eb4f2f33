import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ErasureItem } from '@copydesk/functions/contract';
import { ErasuresPanel } from './erasures-panel';

const ui = userEvent.setup({ delay: null });

const erasure = (overrides: Partial<ErasureItem>): ErasureItem => ({
  uid: 'uid-1',
  status: 'pending',
  step: null,
  attempts: 0,
  lastError: null,
  origin: 'self',
  requestedAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

describe('the erasures panel', () => {
  it('lists each erasure not done with how it was asked for, its step, attempts and last error', async () => {
    const load = () =>
      Promise.resolve([
        erasure({
          uid: 'uid-failed',
          status: 'failed',
          step: 'accounts',
          attempts: 12,
          lastError: 'Bridge down',
          origin: 'authDeletion',
        }),
        erasure({ uid: 'uid-pending' }),
      ]);
    render(<ErasuresPanel load={load} retry={() => Promise.resolve()} />);
    const failed = await screen.findByRole('row', { name: /uid-failed/ });
    expect(
      within(failed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['failed', 'Deleted in Firebase Auth', 'accounts', '12', 'Bridge down', 'Retry']);
    const pending = screen.getByRole('row', { name: /uid-pending/ });
    expect(within(pending).getByText('none yet')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('retries a failed erasure and reads the list again', async () => {
    const load = vi
      .fn<() => Promise<ErasureItem[]>>()
      .mockResolvedValueOnce([erasure({ uid: 'uid-failed', status: 'failed' })])
      .mockResolvedValueOnce([erasure({ uid: 'uid-failed', status: 'pending' })]);
    const retry = vi.fn(() => Promise.resolve());
    render(<ErasuresPanel load={load} retry={retry} />);
    await ui.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith('uid-failed');
    await screen.findByText('pending');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says so when nothing is pending or failed, and shows why a read failed', async () => {
    const { unmount } = render(
      <ErasuresPanel load={() => Promise.resolve([])} retry={() => Promise.resolve()} />,
    );
    await screen.findByText('No erasure is pending or failed.');
    unmount();
    render(
      <ErasuresPanel
        load={() => Promise.reject(new Error('Only technical administrators can do this.'))}
        retry={() => Promise.resolve()}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Only technical administrators can do this.');
  });
});
