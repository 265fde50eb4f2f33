// The confirmation of the row action waiting for the admin's answer (docs/product.md §8 confirmations).
import { ConfirmDialog } from './confirm-dialog';
import { actionCopy, type RowAction, type RowActionKind } from './row-actions';

/** Actions that remove or revoke something: their confirmation is styled as dangerous. */
const DANGER: ReadonlySet<RowActionKind> = new Set([
  'cancelSubscription',
  'deleteAccount',
  'eraseUser',
  'removeStrategy',
  'revokeAdmin',
  'revokeTechnicalAdmin',
]);

export interface PendingActionDialogProps {
  pending: RowAction | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PendingActionDialog({ pending, busy, onConfirm, onCancel }: PendingActionDialogProps) {
  const copy = pending ? actionCopy(pending) : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={copy?.title ?? ''}
      question={copy?.question ?? ''}
      busy={busy}
      danger={pending ? DANGER.has(pending.kind) : false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
