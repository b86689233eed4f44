import { Component, createElement, createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from './jsx-runtime';

type Props = Record<string, unknown>;

/** React's production runtime, the one the server build would use otherwise (jest resolves the development one). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a file the package does not export by name
const react = require(
  require.resolve('react').replace(/index\.js$/, 'cjs/react-jsx-runtime.production.min.js'),
) as { jsx: typeof jsx; jsxs: typeof jsx };

class Greeting extends Component<{ name: string; suffix?: string }> {
  static defaultProps = { suffix: '!' };
  override render() {
    return createElement('p', null, `Hallo ${this.props.name}${this.props.suffix ?? ''}`);
  }
}

function Plain({ children }: { children?: unknown }) {
  return createElement('section', { className: 'plain' }, children as string);
}

/** The cases compiled JSX produces: (type, props, key passed apart). */
const cases: Array<[string, Parameters<typeof jsx>]> = [
  ['host element', ['a', { href: '/provider/6', className: 'card', children: 'Café' }]],
  ['key passed apart', ['li', { children: 'eins' }, 7]],
  ['key among spread props', ['li', { key: 'aus-props', children: 'zwei' }, 'apart']],
  ['ref among props', ['input', { ref: createRef(), defaultValue: 'x' }]],
  ['defaultProps filled', [Greeting, { name: 'Anna' }]],
  ['defaultProps not over given', [Greeting, { name: 'Ben', suffix: '?' }]],
  ['component with children', [Plain, { children: 'Inhalt' }]],
  ['fragment', [Fragment, { children: ['a', 'b'] }, 'f']],
];

const shape = (element: ReactElement) => {
  const { $$typeof, type, key, ref, props } = element as unknown as Props;
  return { $$typeof, type, key, ref, props };
};

describe('server JSX runtime', () => {
  it.each(cases)('%s: the same element as React 18 builds', (_name, args) => {
    const [type, props, key] = args;
    expect(shape(jsx(type, { ...props }, key))).toEqual(shape(react.jsx(type, { ...props }, key)));
  });

  it('renders every case to the same markup as React', () => {
    const ours = jsxs('div', {
      children: cases.map(([, [type, props, key]]) => jsx(type, { ...props }, key)),
    });
    const reacts = react.jsxs('div', {
      children: cases.map(([, [type, props, key]]) => react.jsx(type, { ...props }, key)),
    });
    expect(renderToString(ours)).toBe(renderToString(reacts));
  });

  it('takes a plain props object as it is, without key or ref in it', () => {
    const props = { href: '/agb', children: 'AGB' };
    const element = jsx('a', props) as unknown as Props;
    expect(element.props).toBe(props);
    expect(element.key).toBeNull();
    expect(element.ref).toBeNull();
  });

  it('never leaves key or ref in the props', () => {
    const element = jsx('a', { key: 'k', ref: createRef(), href: '/' }) as unknown as { props: Props };
    expect(Object.keys(element.props)).toEqual(['href']);
  });
});
