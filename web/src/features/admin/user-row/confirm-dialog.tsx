import { Dialog } from '@/components/dialog';

/** The confirmation every destructive or role-changing action asks for (docs/product.md §8 confirmations). */
export function ConfirmDialog({
  open,
  title,
  question,
  busy,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Go Back
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? 'Working...' : 'Confirm'}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
}
