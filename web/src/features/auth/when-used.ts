// The events that tell a visitor started using a form (a focus, a tap or click, a key): the auth
// screens start loading Firebase then, so it is there by the time the form is sent.
import type { FocusEventHandler, KeyboardEventHandler, PointerEventHandler } from 'react';

interface UseHandlers {
  onFocus: FocusEventHandler;
  onPointerDown: PointerEventHandler;
  onKeyDown: KeyboardEventHandler;
}

/** Form props that call `prepare` whenever the form is used; `prepare` must be cheap to repeat. */
export function whenUsed(prepare: () => void): UseHandlers {
  return { onFocus: prepare, onPointerDown: prepare, onKeyDown: prepare };
}
