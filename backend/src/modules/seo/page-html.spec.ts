import { escapeHtml } from '../../common/text/html';
import { compileShell, jsonForScript, shorten } from './page-html';

describe('page head', () => {
  it('shortens a description at a word boundary with an ellipsis', () => {
    const text = `Wir legen auf Hochzeiten auf. ${'Mit Licht und Ton. '.repeat(20)}`;
    const short = shorten(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text.charAt(short.length - 1)).toMatch(/[\s.]/);
    expect(shorten('  Kurz\n und   gut. ')).toBe('Kurz und gut.');
  });

  it('keeps JSON inside a script element from ending it', () => {
    const json = jsonForScript({ text: '</script><!-- x \u2028' });
    expect(json).not.toContain('</');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- x \u2028' });
  });

  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('replaces the template title and description, also in a template without head', () => {
    const html = compileShell('<!doctype html><title>Alt</title><div id="root"></div>')(
      { title: 'Neu $& $1', description: 'Beschreibung' },
      '<p>Inhalt</p>',
    );
    expect(html).toBe(
      '<!doctype html><title>Neu $&amp; $1</title>\n    <meta name="description" content="Beschreibung" /><div id="root"><p>Inhalt</p></div>',
    );
  });

  it('puts head, content and data in their places of a built template, for every page alike', () => {
    const shell = compileShell(
      [
        '<!doctype html>',
        '<html lang="de">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <title>Event-Kompass</title>',
        '    <meta name="description" content="Alt" />',
        '    <script type="module" src="/assets/index.js"></script>',
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
    const page = (title: string, content: string, data: string): string =>
      [
        '<!doctype html>',
        '<html lang="de">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <script type="module" src="/assets/index.js"></script>',
        `    <title>${title}</title>`,
        '  </head>',
        '  <body>',
        `    <div id="root">${content}</div>`,
        `  ${data}`,
        '  </body>',
        '</html>',
      ].join('\n');
    expect(shell({ title: 'A' }, '<h1>A</h1>', '<script id="d">1</script>')).toBe(
      page('A', '<h1>A</h1>', '<script id="d">1</script>'),
    );
    expect(shell({ title: 'B &' }, '<h1>B</h1>', '<script id="d">2</script>')).toBe(
      page('B &amp;', '<h1>B</h1>', '<script id="d">2</script>'),
    );
    // Without content and data: the template's root and body end as they were.
    expect(shell({ title: 'C' })).toBe(page('C', '', '').replace('\n  \n  </body>', '\n  </body>'));
  });
});
