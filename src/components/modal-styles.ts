// Mantine's modal styles, imported by the lazily loaded modules that open modals, so they load
// with those modules instead of with every page (in the order of Mantine's styles.css).
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
