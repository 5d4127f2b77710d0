// Mantine's modal styles, for the forms' confirmation dialog (a Mantine Modal; the cards' windows are native
// <dialog>s with styles of their own), in the order of Mantine's styles.css.
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
