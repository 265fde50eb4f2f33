// The latest deployment runs and the failures of the newest one, live from Firestore (technical admins
// may read deploymentRuns; see firestore.rules). A run's done, failed and ignored counts are the sums of
// its counter shards (deploymentRuns/{id}/counters), listened to per shown run. The web app never
// writes runs: it starts, cancels and retries them through the API.
import { useEffect, useState } from 'react';
import {
  RUN_COUNTER_SHARDS,
  RUN_COUNTERS_COLLECTION,
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

type RunCounts = Pick<DeploymentRun, 'done' | 'failed' | 'ignored'>;
const NO_COUNTS: RunCounts = { done: 0, failed: 0, ignored: 0 };

function sumCounts(shards: Record<string, unknown>[]): RunCounts {
  const sum = { ...NO_COUNTS };
  for (const shard of shards)
    for (const field of ['done', 'failed', 'ignored'] as const) sum[field] += Number(shard[field] ?? 0);
  return sum;
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
    ...NO_COUNTS,
    skipped: Number(d.skipped ?? 0),
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
  const [counts, setCounts] = useState<Record<string, RunCounts>>({});
  const currentId = runs[0]?.id;
  const shownIds = runs.map((run) => run.id).join(',');

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

  useEffect(() => {
    if (!shownIds) return undefined;
    const stops: (() => void)[] = [];
    let live = true;
    void loadFirestore().then(({ db, sdk }) => {
      if (!live) return;
      for (const runId of shownIds.split(',')) {
        const shards = sdk.query(
          sdk.collection(db, RUNS_COLLECTION, runId, RUN_COUNTERS_COLLECTION),
          sdk.limit(RUN_COUNTER_SHARDS),
        );
        const stop = sdk.onSnapshot(
          shards,
          (snapshot) =>
            setCounts((known) => ({ ...known, [runId]: sumCounts(snapshot.docs.map((doc) => doc.data())) })),
          () => setError('Failed to load deployment runs.'),
        );
        stops.push(stop);
      }
    });
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [shownIds]);

  const counted = runs.map((run) => ({ ...run, ...(counts[run.id] ?? NO_COUNTS) }));
  return { runs: counted, failures: currentId ? failures : [], error };
}
