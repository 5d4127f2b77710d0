import type { Change } from '@/site-changes/operations'
import type { Refusal } from './endpoint'

/** Applies one change, its paths relative to the form's data; gives back the refusal, or nothing when it was made. */
export type ApplyChange = (change: Change) => Promise<Refusal | undefined>
