import { escapeHtml, jsonForScript, renderShell, shorten } from './page-html';

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
    const html = renderShell(
      '<!doctype html><title>Alt</title><div id="root"></div>',
      { title: 'Neu $& $1', description: 'Beschreibung' },
      '<p>Inhalt</p>',
    );
    expect(html).toBe(
      '<!doctype html><title>Neu $&amp; $1</title>\n    <meta name="description" content="Beschreibung" /><div id="root"><p>Inhalt</p></div>',
    );
  });
});
