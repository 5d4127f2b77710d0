// What the editing server's part of the dock (its DraftBar) tells the dock it sits in: a review request waits, so
// More wears a mark on a phone, where the words saying so are under it (editor.css, `data-review-waiting`).
import { createContext, useContext } from 'react'

export const MarkReviewWaiting = createContext<(waiting: boolean) => void>(() => undefined)

export const useMarkReviewWaiting = () => useContext(MarkReviewWaiting)
