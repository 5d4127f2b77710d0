// The page's first script: the build inlines it in <head> (pipeline/prerender.ts), where it runs before the first
// paint, and the policy of the build's _headers allows it by its hash. Every page carries it, so it stays small;
// the build leaves out the comment lines and the indentation (write comments on lines of their own).
//
// A tap on a control of an island that has not attached yet is kept here and replayed once it has
// (src/engine/browser/islands-runtime.tsx): on a slow phone the page looks ready a second before its modules run. What the
// browser does by itself (a popover's button, <summary>, labels, radios, command buttons) is left to it.
// Where the browser has no `command` or `closedby` yet, their uses on this site are done here: a button opens
// or closes its <dialog>, and a tap on the backdrop closes a dialog with closedby="any".
(() => {
  const early = (window.__earlyClicks = { queue: [] })
  const command = 'command' in HTMLButtonElement.prototype
  const closedBy = 'closedBy' in HTMLDialogElement.prototype
  addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!target.closest) return
      const invoker = command ? null : target.closest('button[commandfor]')
      const dialog = invoker && document.getElementById(invoker.getAttribute('commandfor'))
      const action = dialog instanceof HTMLDialogElement && invoker.getAttribute('command')
      if (action == 'show-modal') return dialog.open || dialog.showModal()
      if (action == 'close') return dialog.close()
      // A tap on the backdrop reaches the dialog itself, outside its box.
      if (!closedBy && target.matches('dialog[open][closedby=any]')) {
        const box = target.getBoundingClientRect()
        const { clientX: x, clientY: y } = event
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close()
        return
      }
      const control = target.closest('button,[role=tab],[role=button]')
      const island = control && control.closest('[data-island]')
      const native = target.closest('[popovertarget],summary,label,input[type=radio]' + (command ? ',[commandfor]' : ''))
      // While an island hydrates, React itself holds a click and replays it: only before that is it ours.
      if (!island || island.matches('[data-island-attached],[data-island-hydrating]') || (native && control.contains(native))) return
      // A submit button must not send the form natively; a double tap is one tap.
      event.preventDefault()
      if (early.queue.at(-1) != control) early.queue.push(control)
      early.onWanted?.(island)
    },
    true,
  )
})()
