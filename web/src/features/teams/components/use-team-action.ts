/**
 * Runs one change of the team (each answers the team as it now stands) with the card's busy state,
 * and tells the outcome in a toast: the server's own words when it refuses, so a reader learns why.
 */
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { TeamAnswer } from '../api/team';

export function useTeamAction(onAnswer: (answer: TeamAnswer) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<TeamAnswer>, done: string, fallback: string): Promise<boolean> => {
    setBusy(true);
    try {
      onAnswer(await change());
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
