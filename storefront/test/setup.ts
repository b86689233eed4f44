import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; the token decoder needs them.
Object.assign(globalThis, { TextDecoder, TextEncoder });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

// jsdom has <dialog> but neither showModal() nor close(), nor Escape's `cancel` event: the least of each
// that the dialog component relies on.
if (!HTMLDialogElement.prototype.showModal) {
  const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    escapeListeners.set(this, onKeyDown);
    this.ownerDocument.addEventListener('keydown', onKeyDown);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const onKeyDown = escapeListeners.get(this);
    if (onKeyDown) this.ownerDocument.removeEventListener('keydown', onKeyDown);
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no fetch `Request`; the data router builds one per navigation for the loaders, which read
// its `url` and `signal` (the app only navigates with GET; forms post through the API client).
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Map<string, string>;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map();
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}
