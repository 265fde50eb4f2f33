// The bulk deploy / undeploy controls, their confirmation, and the note explaining what they do.
import { Dialog } from '@/components/dialog';
import type { BulkOperation } from './deployment.machine';
import styles from './technical-admin.module.css';

const CONFIRM = {
  deploy: {
    title: 'Deploy Disconnected Accounts',
    question:
      'Deploy every undeployed trading account? Each one is connected to the trading bridge again; this can take a few minutes.',
  },
  undeploy: {
    title: 'Undeploy Connected Accounts',
    question:
      'Undeploy every deployed trading account? Copy trading stops for those accounts until they are deployed again. Strategy-provider accounts are left running.',
  },
} as const;

export interface BulkActionsProps {
  busy: boolean;
  hasStats: boolean;
  refreshing: boolean;
  onDeploy: () => void;
  onUndeploy: () => void;
  onRefresh: () => void;
}

export function BulkActions({
  busy,
  hasStats,
  refreshing,
  onDeploy,
  onUndeploy,
  onRefresh,
}: BulkActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className="btn btn-primary" disabled={busy || !hasStats} onClick={onDeploy}>
        Deploy Disconnected Accounts
      </button>
      <button type="button" className="btn btn-danger" disabled={busy || !hasStats} onClick={onUndeploy}>
        Undeploy Connected Accounts
      </button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onRefresh}>
        {refreshing ? 'Refreshing...' : 'Refresh Stats'}
      </button>
    </div>
  );
}

export interface BulkConfirmDialogProps {
  open: boolean;
  operation: BulkOperation | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function BulkConfirmDialog({ open, operation, onCancel, onConfirm }: BulkConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={operation ? CONFIRM[operation].title : ''}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Go Back
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            Confirm
          </button>
        </>
      }
    >
      <p>{operation ? CONFIRM[operation].question : ''}</p>
    </Dialog>
  );
}

export function TechnicalNote() {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="note-heading">
      <h2 id="note-heading" className={styles.sectionTitle}>
        Technical note
      </h2>
      <p>
        Deploying connects each undeployed trading account to the trading bridge so its strategies copy again;
        undeploying disconnects deployed accounts and stops their copying (strategy-provider accounts are
        never touched). Both act on every account at once, by server, and mark the accounts connected or
        disconnected. Changes take effect within a few minutes: accounts in progress are still being deployed
        or undeployed, so use Refresh Stats to follow them. Production accounts belong to this platform&apos;s
        users; staging accounts are named &quot;staging&quot; or &quot;stg&quot;; anything else on the bridge
        is unclassified.
      </p>
    </section>
  );
}
