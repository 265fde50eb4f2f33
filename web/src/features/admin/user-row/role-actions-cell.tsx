// The admin row's role actions: Make/Revoke Admin for every admin, Make/Revoke Technical Admin only for
// a technical admin viewer. Nobody changes their own roles here (the buttons are disabled on one's own row),
// and only a technical admin may revoke a technical admin's admin role (firestore.rules: revoking isAdmin
// clears isTechnicalAdmin in the same write), so a plain admin sees that button disabled with the reason.
import { RowActionButton } from './row-action-button';
import { ROW_MESSAGES } from './row-actions';
import type { RowCellProps, Viewer } from './user-row';
import styles from '../admin.module.css';

export const TECHNICAL_ADMIN_ONLY = 'Only a technical admin can revoke admin from a technical admin.';

/** Why the admin toggle is disabled for this viewer, or null. */
function adminToggleRefusal(self: boolean, targetTechnical: boolean, viewer: Viewer): string | null {
  if (self) return 'You cannot change your own admin status';
  if (targetTechnical && !viewer.isTechnicalAdmin) return TECHNICAL_ADMIN_ONLY;
  return null;
}

export function RoleActionsCell({ user, name, handlers, viewer }: RowCellProps & { viewer: Viewer }) {
  const data = user.userData;
  const self = user.id === viewer.uid;
  const adminLabel = data.isAdmin ? 'Revoke Admin' : 'Make Admin';
  const technicalLabel = data.isTechnicalAdmin ? 'Revoke Technical Admin' : 'Make Technical Admin';
  const adminRefusal = adminToggleRefusal(self, data.isAdmin && data.isTechnicalAdmin, viewer);
  return (
    <td>
      <div className={styles.buttonsColumn}>
        <RowActionButton
          label={adminLabel}
          accessibleName={`${adminLabel} for ${name}`}
          danger={data.isAdmin}
          refusal={adminRefusal}
          onClick={() => handlers.onAction(data.isAdmin ? 'revokeAdmin' : 'grantAdmin', user)}
        />
        {adminRefusal === TECHNICAL_ADMIN_ONLY ? <span className={styles.small}>{adminRefusal}</span> : null}
        {viewer.isTechnicalAdmin ? (
          <RowActionButton
            label={technicalLabel}
            accessibleName={`${technicalLabel} for ${name}`}
            danger={data.isTechnicalAdmin}
            refusal={self ? 'You cannot change your own technical admin status' : null}
            onClick={() =>
              handlers.onAction(data.isTechnicalAdmin ? 'revokeTechnicalAdmin' : 'grantTechnicalAdmin', user)
            }
          />
        ) : null}
        <RowActionButton
          label="Erase User"
          accessibleName={`Erase ${name}`}
          danger
          refusal={self ? ROW_MESSAGES.ownErasure : null}
          onClick={() => handlers.onAction('eraseUser', user)}
        />
      </div>
    </td>
  );
}
