import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom knows <dialog> but not its modal methods. Just enough of what the browser does for our Dialog:
// open, focus the first focusable element, Escape fires a cancelable `cancel`, close hands focus back.
const openers = new WeakMap<HTMLDialogElement, Element | null>();
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  openers.set(this, document.activeElement);
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled]), select, textarea')?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  const opener = openers.get(this);
  if (opener instanceof HTMLElement) opener.focus();
  // Browsers fire `close` in a later task, as here.
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
};
document.addEventListener('keydown', (event) => {
  const top = Array.from(document.querySelectorAll('dialog[open]')).pop();
  if (event.key === 'Escape' && top?.dispatchEvent(new Event('cancel', { cancelable: true }))) {
    (top as HTMLDialogElement).close();
  }
});
