export { AdminFormDialog, type AdminFormDialogProps } from './admin-form-dialog';
export { AUTO_CLOSE_MS } from './auto-close';
