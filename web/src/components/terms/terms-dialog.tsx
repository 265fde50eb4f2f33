import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/dialog';
import { Loading } from '@/components/status';

// The terms text is fetched when the dialog first opens, so the landing bundle does not carry it.
const TermsContent = lazy(() => import('./terms-content').then((m) => ({ default: m.TermsContent })));

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** When given, the dialog offers Accept (which the caller uses to tick its checkbox). */
  onAccept?: () => void;
}

export function TermsDialog({ open, onClose, onAccept }: TermsDialogProps) {
  return (
    <Dialog
      open={open}
      title="Terms and Conditions"
      onClose={onClose}
      size="lg"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          {onAccept ? (
            <button type="button" className="btn btn-primary" onClick={onAccept}>
              Accept
            </button>
          ) : null}
        </>
      }
    >
      <Suspense fallback={<Loading />}>
        <TermsContent headingLevel={3} />
      </Suspense>
    </Dialog>
  );
}
