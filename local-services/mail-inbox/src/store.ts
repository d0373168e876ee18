/** The inbox: the most recent messages, newest first, kept in memory. */
export interface StoredEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /** The List-* headers (List-Unsubscribe, List-Unsubscribe-Post) as sent, by lower-case name. */
  listHeaders?: Record<string, string>;
  /** Attached files, their bytes in base64 (a scheduled report mail's workbook). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

const MAX_MESSAGES = 500;

export class MailStore {
  private messages: StoredEmail[] = [];
  private nextId = 1;
  /** Messages still to refuse (a test's SMTP failure), and how many were refused. */
  private failuresLeft = 0;
  private refused = 0;

  add(message: Omit<StoredEmail, 'id'>): StoredEmail {
    const stored = { id: String(this.nextId++), ...message };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return stored;
  }

  /** Messages, newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): StoredEmail[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((message) => message.to.some((address) => address.toLowerCase() === wanted));
  }

  get(id: string): StoredEmail | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }

  /** Refuses the next `count` messages (0 stops refusing): tests make the server fail mid-run this way. */
  failNext(count: number): void {
    this.failuresLeft = Math.max(0, Math.floor(count));
  }

  /** True when this message must be refused; counts it. */
  takeFailure(): boolean {
    if (this.failuresLeft === 0) return false;
    this.failuresLeft -= 1;
    this.refused += 1;
    return true;
  }

  faults(): { failuresLeft: number; refused: number } {
    return { failuresLeft: this.failuresLeft, refused: this.refused };
  }
}
