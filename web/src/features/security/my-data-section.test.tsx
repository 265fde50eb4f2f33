import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MY_DATA_FORMAT, type OutputOf } from '@copydesk/functions/contract';
import { deferred } from '@/testing/deferred';
import { renderInApp } from '@/testing/render';
import { MyDataSection } from './my-data-section';

const ui = userEvent.setup({ delay: null });

const calls = vi.hoisted(() => ({ exportMyData: vi.fn() }));
vi.mock('@/lib/api', () => ({ api: { exportMyData: calls.exportMyData } }));

const DOCUMENT: OutputOf<'exportMyData'> = {
  success: true,
  format: MY_DATA_FORMAT,
  exportedAt: '2026-12-03T23:59:30.000Z',
  uid: 'user-1',
  complete: true,
  profile: null,
  tradingAccounts: [],
  strategySubscriptions: [],
  subscriptionHistory: [],
  emailPreferences: { 'broker-disconnected': false },
  notifications: [],
  healthIncidents: [],
  auditEntries: [],
};

/** What the page handed the browser to save: the link's file name and the blob's text. */
interface Saved {
  fileName: string;
  text: Promise<string>;
}

let saved: Saved[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    saved.push({ fileName: this.download, text: blob ? blob.text() : Promise.resolve('') });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  calls.exportMyData.mockReset();
});

describe('the Download my data section', () => {
  it("saves the server's document as copydesk-my-data-<date>.json and says so", async () => {
    calls.exportMyData.mockResolvedValue(DOCUMENT);
    renderInApp(<MyDataSection />);
    await ui.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByText('Your data was downloaded as copydesk-my-data-2026-12-03.json.');
    expect(calls.exportMyData).toHaveBeenCalledWith({});
    expect(saved.map((file) => file.fileName)).toEqual(['copydesk-my-data-2026-12-03.json']);
    expect(JSON.parse(await saved[0]!.text)).toEqual(DOCUMENT);
  });

  it('holds the button while the download is being prepared', async () => {
    const answer = deferred<OutputOf<'exportMyData'>>();
    calls.exportMyData.mockReturnValue(answer.promise);
    renderInApp(<MyDataSection />);
    await ui.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    answer.resolve(DOCUMENT);
    await screen.findByText('Your data was downloaded as copydesk-my-data-2026-12-03.json.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("shows the server's refusal and saves nothing", async () => {
    const message = 'Too many requests. Please wait 540 seconds and try again.';
    calls.exportMyData.mockRejectedValue(new ApiError(429, message));
    renderInApp(<MyDataSection />);
    await ui.click(screen.getByRole('button', { name: 'Download my data' }));
    await screen.findByText(message);
    expect(saved).toEqual([]);
    expect(screen.queryByText(/Your data was downloaded/)).toBeNull();
  });
});
