// One button of an admin row's actions (docs/product.md §2 admin panel): its text, the accessible name
// that says whom it acts for, and the danger look for what removes or revokes. Disabled with the reason
// as its title where the action is not open to this viewer.
import styles from '../admin.module.css';

export function RowActionButton({
  label,
  accessibleName,
  danger = false,
  refusal = null,
  onClick,
}: {
  label: string;
  accessibleName: string;
  danger?: boolean;
  /** Why the action is not available here; the button is disabled while there is one. */
  refusal?: string | null;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={danger ? styles.actionDanger : styles.action}
      aria-label={accessibleName}
      disabled={refusal !== null}
      title={refusal ?? undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
