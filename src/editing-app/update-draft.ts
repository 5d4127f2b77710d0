// The request behind "Bring my draft up to date" (POST /api/draft/update): the draft's changes made again on the
// newest published version, with the person's choices for the conflicts shown before.
import type { Choice, ConflictCard, DraftAnswer } from './api'
import { postJson } from './client'

/** Done (what to say), refused with conflicts to choose for, or refused in words. */
export type Updated = { done: string } | { message: string; conflicts: ConflictCard[] } | { message: string; conflicts?: undefined }

export async function updateDraft(choices: Choice[]): Promise<Updated> {
  const answer = await postJson<DraftAnswer & { done: string }>('/api/draft/update', { choices })
  if (answer.ok) return { done: answer.done }
  const conflicts = (answer as { conflicts?: ConflictCard[] }).conflicts
  return conflicts ? { message: answer.message, conflicts } : { message: answer.message }
}
