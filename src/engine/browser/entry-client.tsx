// The dev server's entry (index.html): the whole site drawn by React in the browser. A built page does not
// load it; it loads src/engine/browser/boot.ts, and src/engine/browser/islands-runtime.tsx attaches only the interactive parts.
import { showApp } from './spa'

void showApp(document.getElementById('root')!)
