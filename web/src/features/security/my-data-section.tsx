// "Download my data" (docs/product.md §14): the server's one document of everything stored about the
// signed-in user (exportMyData), saved as a dated JSON file.
import type { OutputOf } from '@copydesk/functions/contract';
import { api } from '@/lib/api';
import { ActionOutcome } from './security-form';
import { useSecurityAction } from './use-security-action';

/** The file's name: the UTC date of the download, e.g. copydesk-my-data-2026-12-03.json. */
export function myDataFileName(exportedAt: string): string {
  return `copydesk-my-data-${exportedAt.slice(0, 10)}.json`;
}

function saveJson(data: OutputOf<'exportMyData'>, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function MyDataSection() {
  const { busy, error, done, run } = useSecurityAction();
  const download = () =>
    void run(async () => {
      const data = await api.exportMyData({});
      const fileName = myDataFileName(data.exportedAt);
      saveJson(data, fileName);
      return `Your data was downloaded as ${fileName}.`;
    });

  return (
    <section aria-labelledby="my-data-title" className="card">
      <h2 id="my-data-title">Download my data</h2>
      <p>
        One file with everything CopyDesk keeps about you: your profile and subscription, your trading
        account, strategy subscriptions and guardrails, their history, notifications, copy-health incidents
        and the audit entries that name you. It never holds a password.
      </p>
      <ActionOutcome error={error} done={done} />
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={download}>
        Download my data
      </button>
    </section>
  );
}
