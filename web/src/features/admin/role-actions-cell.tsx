// The admin row's role actions: Make/Revoke Admin for every admin, Make/Revoke Technical Admin only for
// a technical admin viewer. Nobody changes their own roles here (the buttons are disabled on one's own row).
import type { RowCellProps, Viewer } from './user-row';
import styles from './admin.module.css';

export function RoleActionsCell({ user, name, handlers, viewer }: RowCellProps & { viewer: Viewer }) {
  const data = user.userData;
  const self = user.id === viewer.uid;
  const adminLabel = data.isAdmin ? 'Revoke Admin' : 'Make Admin';
  const technicalLabel = data.isTechnicalAdmin ? 'Revoke Technical Admin' : 'Make Technical Admin';
  return (
    <td>
      <div className={styles.buttonsColumn}>
        <button
          type="button"
          className={data.isAdmin ? styles.actionDanger : styles.action}
          aria-label={`${adminLabel} for ${name}`}
          disabled={self}
          title={self ? 'You cannot change your own admin status' : undefined}
          onClick={() => handlers.onAction(data.isAdmin ? 'revokeAdmin' : 'grantAdmin', user)}
        >
          {adminLabel}
        </button>
        {viewer.isTechnicalAdmin ? (
          <button
            type="button"
            className={data.isTechnicalAdmin ? styles.actionDanger : styles.action}
            aria-label={`${technicalLabel} for ${name}`}
            disabled={self}
            title={self ? 'You cannot change your own technical admin status' : undefined}
            onClick={() =>
              handlers.onAction(data.isTechnicalAdmin ? 'revokeTechnicalAdmin' : 'grantTechnicalAdmin', user)
            }
          >
            {technicalLabel}
          </button>
        ) : null}
      </div>
    </td>
  );
}
