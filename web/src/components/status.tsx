import type { ReactNode } from 'react';

/** The loading indicator used by guards and screens; announced politely to screen readers. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className="alert alert-error" role="alert">
      {children}
    </p>
  );
}

export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <p className="alert alert-success" role="status">
      {children}
    </p>
  );
}

/** A failed load, said in words, with the one thing to do about it. */
export function ErrorWithRetry({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
