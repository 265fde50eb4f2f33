// The parts every Security section shares (docs/product.md §14): what the last change said, and a change
// made through one field and its submit, busy while the change runs (./use-security-action.ts).
import { SubmitButton, TextField, type TextFieldProps } from '@/components/form-field';
import { ErrorMessage, SuccessMessage } from '@/components/status';

/** The last change's outcome: why Firebase refused it, or what it did. */
export function ActionOutcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {done ? <SuccessMessage>{done}</SuccessMessage> : null}
    </>
  );
}

type OneFieldFormProps = TextFieldProps & { busy: boolean; submitLabel: string; onSubmit: () => void };

/** A form of one field: Enter or the submit button runs `onSubmit`, both held while busy. */
export function OneFieldForm({ busy, submitLabel, onSubmit, ...field }: OneFieldFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={busy}
    >
      <TextField {...field} />
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
