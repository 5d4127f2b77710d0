import { useCallback, useSyncExternalStore } from 'react'

// Whether the preview is in editing mode: kept in localStorage, so across reloads and navigation.
const key = 'site-editor:editing'
const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return window.localStorage.getItem(key) === 'on'
  } catch {
    return false
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => event.key === key && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Editing on or off, and the way to switch it. */
export function useEditingChoice(): [boolean, (on: boolean) => void] {
  const editing = useSyncExternalStore(subscribe, read, () => false)
  const set = useCallback((on: boolean) => {
    try {
      if (on) window.localStorage.setItem(key, 'on')
      else window.localStorage.removeItem(key)
    } catch {
      // No storage (a private window may refuse it): the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener())
  }, [])
  return [editing, set]
}
