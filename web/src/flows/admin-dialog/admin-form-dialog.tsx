// The shell every admin dialog shares: the title, whom it acts for, the outcome messages, Cancel, one
// submit button tied to the form (so Enter submits too), and closing once the dialog's machine is done
// (cancelled, or AUTO_CLOSE_MS after success). Each dialog supplies only its fields.
import { useEffect, useId, type ReactNode } from 'react';
import { Dialog } from '@/components/dialog';
import { ErrorMessage, SuccessMessage } from '@/components/status';
import styles from './admin-dialog.module.css';

export interface AdminFormDialogProps {
  title: string;
  /** Whom the action is for, e.g. "For Ada Admin (ada@example.com)". */
  forLine: ReactNode;
  error?: string | null;
  success?: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  /** Hides the submit button where there is nothing to submit (a blocked or failed dialog). */
  hideSubmit?: boolean;
  size?: 'md' | 'lg';
  onCancel: () => void;
  onSubmit: () => void;
  /** The dialog's machine has reached its final state: the shell then calls onClosed once. */
  done: boolean;
  onClosed: () => void;
  children: ReactNode;
}

export function AdminFormDialog(props: AdminFormDialogProps) {
  const formId = `${useId()}-form`;
  const { done, onClosed } = props;
  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);
  return (
    <Dialog
      open
      size={props.size}
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
            Cancel
          </button>
          {props.hideSubmit ? null : (
            <button type="submit" form={formId} className="btn btn-primary" disabled={props.submitDisabled}>
              {props.submitLabel}
            </button>
          )}
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <p className={styles.forLine}>{props.forLine}</p>
        {props.error ? <ErrorMessage>{props.error}</ErrorMessage> : null}
        {props.success ? <SuccessMessage>{props.success}</SuccessMessage> : null}
        {props.children}
      </form>
    </Dialog>
  );
}
