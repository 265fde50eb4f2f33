// The confirmation before a trading account is removed from the user's dashboard.
import { Dialog } from '@/components/dialog';
import { ErrorMessage, Loading } from '@/components/status';

export interface RemoveAccountDialogProps {
  open: boolean;
  deleting: boolean;
  accountNumber: string;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function RemoveAccountDialog({
  open,
  deleting,
  accountNumber,
  error,
  onCancel,
  onConfirm,
}: RemoveAccountDialogProps) {
  return (
    <Dialog
      open={open}
      title="Remove trading account?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" disabled={deleting} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={deleting} onClick={onConfirm}>
            Remove Account
          </button>
        </>
      }
    >
      <p>
        This removes account {accountNumber} from your dashboard and disconnects it from our services. Your
        broker account itself remains.
      </p>
      {deleting ? <Loading label="Removing account..." /> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Dialog>
  );
}
