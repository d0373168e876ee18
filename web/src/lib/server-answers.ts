/**
 * What the server read when it rendered a signed-in page (decision 0163): each read's answer
 * under its key, so that the page's first render on the server and its hydration in the browser
 * both start from the same figures. Empty for a page the browser renders alone.
 */
import { createContext } from 'react';

/** Each answer is taken once, by the first read of its key (useQuery deletes it). */
export type ServerAnswers = Map<string, unknown>;

/** A read's key as the server and useQuery both write it. */
export const answerKey = (key: readonly unknown[]) => JSON.stringify(key);

export const ServerAnswersContext = createContext<ServerAnswers>(new Map());

/** Once its first reader has it: a later read of the key reads anew. */
export function forgetServerAnswer(answers: ServerAnswers, key: string): void {
  answers.delete(key);
}
