// The latest deployment runs and the failures of the newest one, live from Firestore (technical admins
// may read deploymentRuns; see firestore.rules). The web app never writes runs: it starts, cancels
// and retries them through the API.
import { useEffect, useState } from 'react';
import {
  RUN_ITEMS_COLLECTION,
  RUNS_COLLECTION,
  type DeploymentRun,
  type RunItem,
} from '@copydesk/functions/contract';
import { loadFirestore } from '@/lib/firestore';

const LAST_RUNS = 5;
const SHOWN_FAILURES = 50;

interface TimestampLike {
  toDate(): Date;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function iso(value: unknown): string | null {
  return value && typeof (value as TimestampLike).toDate === 'function'
    ? (value as TimestampLike).toDate().toISOString()
    : null;
}

function toRun(id: string, d: Record<string, unknown>): DeploymentRun {
  return {
    id,
    action: d.action as DeploymentRun['action'],
    scope: (d.scope as DeploymentRun['scope'] | undefined) ?? [],
    actorUid: text(d.actorUid),
    actorEmail: (d.actorEmail as string | null | undefined) ?? null,
    state: d.state as DeploymentRun['state'],
    planned: Number(d.planned ?? 0),
    done: Number(d.done ?? 0),
    failed: Number(d.failed ?? 0),
    skipped: Number(d.skipped ?? 0),
    ignored: Number(d.ignored ?? 0),
    retryOf: (d.retryOf as string | null | undefined) ?? null,
    createdAt: iso(d.createdAt),
    finishedAt: iso(d.finishedAt),
  };
}

function toItem(id: string, d: Record<string, unknown>): RunItem {
  return {
    accountId: id,
    login: text(d.login),
    name: text(d.name),
    environment: d.environment as RunItem['environment'],
    state: d.state as RunItem['state'],
    reason: (d.reason as string | null | undefined) ?? null,
    attempt: Number(d.attempt ?? 0),
  };
}

export interface RunsView {
  runs: DeploymentRun[];
  failures: RunItem[];
  error: string | null;
}

export function useRuns(): RunsView {
  const [runs, setRuns] = useState<DeploymentRun[]>([]);
  const [failures, setFailures] = useState<RunItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const currentId = runs[0]?.id;

  useEffect(() => {
    let stop = () => undefined as void;
    let live = true;
    void loadFirestore().then(({ db, sdk }) => {
      if (!live) return;
      const latest = sdk.query(
        sdk.collection(db, RUNS_COLLECTION),
        sdk.orderBy('createdAt', 'desc'),
        sdk.limit(LAST_RUNS),
      );
      stop = sdk.onSnapshot(
        latest,
        (snapshot) => setRuns(snapshot.docs.map((doc) => toRun(doc.id, doc.data()))),
        () => setError('Failed to load deployment runs.'),
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (!currentId) return undefined;
    let stop = () => undefined as void;
    let live = true;
    void loadFirestore().then(({ db, sdk }) => {
      if (!live) return;
      const failed = sdk.query(
        sdk.collection(db, RUNS_COLLECTION, currentId, RUN_ITEMS_COLLECTION),
        sdk.where('state', '==', 'failed'),
        sdk.limit(SHOWN_FAILURES),
      );
      stop = sdk.onSnapshot(
        failed,
        (snapshot) => setFailures(snapshot.docs.map((doc) => toItem(doc.id, doc.data()))),
        () => setFailures([]),
      );
    });
    return () => {
      live = false;
      stop();
    };
  }, [currentId]);

  return { runs, failures: currentId ? failures : [], error };
}
