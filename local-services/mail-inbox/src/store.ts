/** The inbox: the most recent messages, newest first, kept in memory. */
export interface StoredEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

const MAX_MESSAGES = 500;

export class MailStore {
  private messages: StoredEmail[] = [];
  private nextId = 1;

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
}
