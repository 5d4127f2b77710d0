// The forms' dialog, loaded when the form is idle (it shows only after a send): not part of what a form needs to attach.
import '@/components/modal-styles'
export { Modal as default } from '@mantine/core'
