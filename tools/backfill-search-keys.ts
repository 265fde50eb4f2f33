// `npx tsx tools/backfill-search-keys.ts --project <id>`: gives every users/{uid} document the admin
// search's `searchKeys` (functions/src/product-rules/user-search.ts) where they are missing or stale.
// Run it once after deploying the search (docs/operations.md "Admin user search"); afterwards the
// onUserSearchFieldsWritten trigger keeps them current. Uses Application Default Credentials
// (`gcloud auth application-default login`), or the emulators when FIRESTORE_EMULATOR_HOST is set.
// Pages by document id, 400 users a page; each write applies only to the version read (a user edited
// meanwhile is left to the trigger), so it is safe to run while the product is live, and to re-run.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { sameSearchKeys, userSearchKeys } from '../functions/src/product-rules/user-search.ts';

const PAGE = 400;

export async function backfillSearchKeys(projectId: string): Promise<{ scanned: number; updated: number }> {
  if (getApps().length === 0) initializeApp({ projectId });
  const db = getFirestore();
  let scanned = 0;
  let updated = 0;
  let after: string | undefined;
  for (;;) {
    let query = db.collection('users').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const keys = userSearchKeys(doc.data());
      if (sameSearchKeys(doc.get('searchKeys'), keys)) continue;
      batch.update(doc.ref, { searchKeys: keys }, { lastUpdateTime: doc.updateTime });
      writes += 1;
    }
    // A batch fails as a whole when one user changed since the read: retry that page's writes one by one.
    if (writes > 0) await batch.commit().catch(() => commitOneByOne(page.docs));
    scanned += page.size;
    updated += writes;
    if (page.size < PAGE) return { scanned, updated };
    after = page.docs.at(-1)?.id;
  }
}

async function commitOneByOne(docs: FirebaseFirestore.QueryDocumentSnapshot[]): Promise<void> {
  for (const doc of docs) {
    const keys = userSearchKeys(doc.data());
    if (sameSearchKeys(doc.get('searchKeys'), keys)) continue;
    // A failed precondition means a newer write, whose trigger run computes the keys.
    await doc.ref.update({ searchKeys: keys }, { lastUpdateTime: doc.updateTime }).catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--project');
  const projectId = at >= 0 ? process.argv[at + 1] : process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) {
    console.error('Usage: npx tsx tools/backfill-search-keys.ts --project <project-id>');
    process.exit(2);
  }
  const { scanned, updated } = await backfillSearchKeys(projectId);
  console.log(`Search keys: ${updated} of ${scanned} users updated.`);
}
