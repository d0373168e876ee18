/**
 * Writes in batches bounded by count and bytes: Firestore takes at most 500 writes and 10 MiB
 * per commit (https://firebase.google.com/docs/firestore/quotas#writes_and_transactions).
 * Each batch stays under 400 writes and 2 MiB of stored size: the Firestore emulator's gRPC
 * server refuses messages over 4 MiB (and the client then retries the commit for ever), and
 * a commit's wire size runs above the stored size (each array value is a tagged message:
 * about 11 bytes for a number stored as 8), so 2 MiB keeps a commit under 4 MiB on the wire.
 * In production it only means more, smaller commits.
 */
import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { documentSize, MAX_DOCUMENT_BYTES } from './document-size';

const MAX_WRITES = 400;
const MAX_BYTES = 2 * 1024 * 1024;

export class BoundedBatch {
  private batch: WriteBatch;
  private writes = 0;
  private bytes = 0;
  /** Commits made so far, for tests and the importer's report. */
  commits = 0;

  constructor(private readonly db: Firestore) {
    this.batch = db.batch();
  }

  /** Adds a document write; refuses a document over Firestore's limit before anything is sent. */
  async set(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
    const size = documentSize(ref.path, data);
    if (size >= MAX_DOCUMENT_BYTES) throw new Error(`${ref.path} would be ${size} bytes, over Firestore's 1 MiB limit`);
    await this.makeRoom(size);
    this.batch.set(ref, data);
    this.writes++;
    this.bytes += size;
  }

  async delete(ref: DocumentReference): Promise<void> {
    await this.makeRoom(ref.path.length + 64);
    this.batch.delete(ref);
    this.writes++;
    this.bytes += ref.path.length + 64;
  }

  /** Commits what is pending. */
  async flush(): Promise<void> {
    if (this.writes === 0) return;
    await this.batch.commit();
    this.commits++;
    this.batch = this.db.batch();
    this.writes = 0;
    this.bytes = 0;
  }

  private async makeRoom(size: number): Promise<void> {
    if (this.writes + 1 > MAX_WRITES || this.bytes + size > MAX_BYTES) await this.flush();
  }
}
