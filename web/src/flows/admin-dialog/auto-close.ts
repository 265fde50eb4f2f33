// How long an admin dialog shows its success message before it closes by itself (docs/product.md §4, §9):
// every admin dialog machine waits this long in its success state, then reaches its final state, and
// the shell (admin-form-dialog.tsx) closes the dialog.
export const AUTO_CLOSE_MS = 2000;
