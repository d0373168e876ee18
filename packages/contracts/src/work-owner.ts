/**
 * Whose a piece of shared work (a saved view, a follow, an API key) is: the reader's own, or their
 * team's, which every member uses and the team's admins manage.
 */
import { z } from 'zod/mini';

export const WORK_OWNERS = ['personal', 'team'] as const;
export const workOwnerSchema = z.enum(WORK_OWNERS);
export type WorkOwner = z.infer<typeof workOwnerSchema>;
