/**
 * Opens the chat link in a new tab. Returns false when the browser blocked it, so the caller can
 * offer the link to click instead of claiming the message went out.
 * Call it synchronously inside the click or key press: browsers only allow a new tab within that user activation.
 */
export function openChat(url: string): boolean {
  let opened: Window | null = null
  try {
    // No "noopener" feature: with it window.open always returns null and a blocked tab could not be told apart.
    opened = window.open(url, '_blank')
  } catch {
    return false
  }
  if (!opened) return false
  try {
    opened.opener = null
  } catch {
    // The tab is open either way; failing to cut the opener link must not turn a sent message into a blocked one.
  }
  return true
}
