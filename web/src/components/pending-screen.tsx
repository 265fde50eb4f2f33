import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PendingScreenProps {
  title: string;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}

/** Frame for a guarded screen whose content has not been built yet (routes and guards are real). */
export function PendingScreen({ title, backTo, backLabel, children }: PendingScreenProps) {
  return (
    <div className="container pending-screen">
      <Link to={backTo} className="btn btn-secondary">
        {backLabel}
      </Link>
      <h1>{title}</h1>
      {children}
      <p className="alert alert-info">This screen is not available yet. Please check back soon.</p>
    </div>
  );
}
