/**
 * The JSX runtime of the server build (vite.ssr.config.ts points `react/jsx-runtime` here), not the
 * browser's. React 18's production `jsx()` copies every element's props into a new object, property
 * by property, checking each against `key`, `ref`, `__self` and `__source`: on the server, where every
 * page is rendered anew, that copy was a tenth of a provider page's render in a CPU profile (a page
 * without the answer cache costs ≈ 5 % less CPU without it, docs/benchmarks.md). The
 * props object compiled JSX hands in is a fresh literal nothing else holds, so an element without a
 * `key` or `ref` among its props and without `defaultProps` takes it as it is (React 19's `jsx()`
 * does the same). Anything else is built exactly as React 18 builds it. The elements are React's own
 * shape, and `jsx-runtime.spec.tsx` renders both runtimes' elements to the same markup.
 */
import { Fragment, type ElementType, type Key, type ReactElement } from 'react';

const REACT_ELEMENT = Symbol.for('react.element');
const RESERVED = new Set(['key', 'ref', '__self', '__source']);

type Props = Record<string, unknown>;

function defaultPropsOf(type: ElementType): Props | undefined {
  return typeof type === 'string' ? undefined : (type as { defaultProps?: Props }).defaultProps;
}

function element(type: ElementType, key: string | null, ref: unknown, props: Props): ReactElement {
  // React's element shape in production: `_owner` is read only by string refs, which the server
  // never attaches.
  return { $$typeof: REACT_ELEMENT, type, key, ref, props, _owner: null } as unknown as ReactElement;
}

export function jsx(type: ElementType, config: Props, maybeKey?: Key): ReactElement {
  const defaults = defaultPropsOf(type);
  if (config.key === undefined && config.ref === undefined && defaults === undefined)
    return element(type, maybeKey === undefined ? null : String(maybeKey), null, config);
  // As React 18 does: a `key` among the props wins over the one passed apart, `ref` leaves the
  // props, default props fill what is undefined.
  const key =
    config.key !== undefined ? String(config.key as Key) : maybeKey === undefined ? null : String(maybeKey);
  const props: Props = {};
  for (const name of Object.keys(config)) if (!RESERVED.has(name)) props[name] = config[name];
  if (defaults)
    for (const name of Object.keys(defaults)) if (props[name] === undefined) props[name] = defaults[name];
  return element(type, key, config.ref ?? null, props);
}

/** The compiler calls `jsxs` for static children; in production React treats both alike. */
export const jsxs = jsx;

export { Fragment };
