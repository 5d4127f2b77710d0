/**
 * A card's title as the button that opens its detail window (DetailModal's <dialog>). The browser opens it
 * (`command`/`commandfor`) before any script runs; where a browser lacks `command`, the page's first script does.
 */
export function DetailButton({ title, dialogId, className }: { title: string; dialogId: string; className?: string }) {
  return (
    <button type="button" className={className} command="show-modal" commandfor={dialogId} aria-haspopup="dialog">
      {title}
    </button>
  )
}
