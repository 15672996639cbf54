import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsafeMarkup, xssPayloads } from '../components/notice-banner/xss-payloads.ts';
import { sanitizeHtml } from './sanitize-html.ts';

// Runs in real Chromium (project `ui-browser`): the sanitiser trusts the browser's parser and
// serialiser, and returns '' in happy-dom (see notice-banner.test.tsx).

const newTab = 'target="_blank" rel="noopener noreferrer"';

/** The output as the page sees it: parsed by innerHTML, as React's dangerouslySetInnerHTML does. */
function parse(html: string): HTMLDivElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

/** Everything that would make `output` unsafe or unstable; empty when it is clean. */
function problemsOf(output: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(output)) problems.push('<script in the string');
  const host = parse(output);
  if (host.innerHTML !== output) problems.push(`mutates when parsed again: ${host.innerHTML}`);
  for (const element of Array.from(host.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) problems.push(`event handler ${name}`);
      // Without whitespace and control characters, which browsers skip in a URL.
      const compact = Array.from(value.toLowerCase(), (char) => (char > ' ' ? char : '')).join('');
      if (name === 'href' && /^(?:javascript|vbscript|data):/.test(compact)) {
        problems.push(`script or data URL in href="${value}"`);
      }
    }
  }
  return [...problems, ...findUnsafeMarkup(host)];
}

function depthOf(node: Node): number {
  let deepest = 0;
  for (const child of Array.from(node.childNodes)) deepest = Math.max(deepest, depthOf(child) + 1);
  return deepest;
}

describe('sanitizeHtml: benign notices come out exactly', () => {
  it.each([
    ['', ''],
    ['Instances restart on Sunday.', 'Instances restart on Sunday.'],
    ['Fish &amp; chips &lt;3 &gt; &quot;x&quot;', 'Fish &amp; chips &lt;3 &gt; "x"'],
    ['a & b < c > d', 'a &amp; b &lt; c &gt; d'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['line one<br>line two<br/>three', 'line one<br>line two<br>three'],
    ['<ul><li>one</li><li>two</li></ul>', '<ul><li>one</li><li>two</li></ul>'],
    ['<ol><li>first<li>second</ol>', '<ol><li>first</li><li>second</li></ol>'],
    ['<p>One</p><p>Two</p>', '<p>One</p><p>Two</p>'],
    [
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><s>s</s><del>d</del><ins>n</ins>',
      '<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><s>s</s><del>d</del><ins>n</ins>',
    ],
    [
      '<code>c</code><kbd>k</kbd><mark>m</mark><small>s</small><sub>1</sub><sup>2</sup><span>x</span>',
      '<code>c</code><kbd>k</kbd><mark>m</mark><small>s</small><sub>1</sub><sup>2</sup><span>x</span>',
    ],
    [
      '<abbr title="Coordinated Universal Time">UTC</abbr>',
      '<abbr title="Coordinated Universal Time">UTC</abbr>',
    ],
    ['<p lang="de" dir="rtl" title="t">Hallo</p>', '<p lang="de" dir="rtl" title="t">Hallo</p>'],
    ['<B>Loud</B> <EM CLASS="x">tags</EM>', '<b>Loud</b> <em>tags</em>'],
    ['<b>unclosed', '<b>unclosed</b>'],
    ['  <b>leading</b> space', '  <b>leading</b> space'],
    ['<div><section><b>in</b> a div</section></div>', '<b>in</b> a div'],
    ['<x-notice><my-tag><i>nested</i> unknown</my-tag></x-notice>', '<i>nested</i> unknown'],
    ['a<!-- a comment -->b', 'ab'],
    ['<h1>Title</h1><table><tr><td>cell</td></tr></table>', 'Titlecell'],
    ['<b title=\'say "hi"\'>q</b>', '<b title="say &quot;hi&quot;">q</b>'],
  ])('%j -> %j', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('opens links with an href in a new tab without the opener, keeping attribute order', () => {
    expect(sanitizeHtml('<a href="https://status.quiver.example/">Status</a>')).toBe(
      `<a href="https://status.quiver.example/" ${newTab}>Status</a>`,
    );
    expect(sanitizeHtml('<a title="Docs" href="/docs?a=1&amp;b=2#top">Docs</a>')).toBe(
      `<a title="Docs" href="/docs?a=1&amp;b=2#top" ${newTab}>Docs</a>`,
    );
    // The server's own target/rel never survive; ours replace them.
    expect(sanitizeHtml('<a href="https://ok.example/" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://ok.example/" ${newTab}>x</a>`,
    );
    // Only href is a URL: the same text in a title is just text.
    expect(sanitizeHtml('<a href="javascript:alert(1)" title="javascript:alert(1)">t</a>')).toBe(
      '<a title="javascript:alert(1)">t</a>',
    );
    // No href, no new tab (and nothing to open).
    expect(sanitizeHtml('<a name="top" id="top">anchor</a>')).toBe('<a>anchor</a>');
  });

  it.each([
    'https://quiver.example/',
    'HTTP://quiver.example/',
    'mailto:ops@quiver.example',
    'tel:+15551234',
    '/relative/path',
    'relative/page.html?at=10:00',
    '#section',
    '?query=1',
    '//cdn.quiver.example/x',
  ])('keeps the safe href %j', (href) => {
    const output = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(parse(output).querySelector('a')?.getAttribute('href')).toBe(href);
  });
});

describe('sanitizeHtml: hostile links lose their href', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#x0A;script:alert(1)',
    'java&#13;script:alert(1)',
    'java&Tab;script:alert(1)',
    '&#x01;javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\u2028javascript:alert(1)',
    '\u3000javascript:alert(1)',
    'j a v a s c r i p t:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://quiver.example/0',
    'intent://x#Intent;end',
    'unknown-scheme:x',
  ])('%j', (href) => {
    // Attribute values are written with double quotes: the payload must not close them itself.
    expect(href).not.toContain('"');
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });
});

describe('sanitizeHtml: XSS and injection payloads', () => {
  const payloads: readonly string[] = [
    ...xssPayloads,
    '<svg><style><img src=x onerror=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=alert(1)>"></style></h1>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<svg><p><style><a title="</style><img src=x onerror=alert(1)>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
    '<template><img src=x onerror=alert(1)></template>',
    '<textarea><img src=x onerror=alert(1)></textarea>',
    '<title><img src=x onerror=alert(1)></title>',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<plaintext><img src=x onerror=alert(1)>',
    '<iframe><img src=x onerror=alert(1)></iframe>',
    '<noembed><img src=x onerror=alert(1)></noembed>',
    '<p style="position:fixed;inset:0">overlay</p>',
    '<b onclick=alert(1) onmouseover="alert(2)" ONFOCUS=alert(3)>handlers</b>',
    '<a href="https://ok.example/" onclick="alert(1)">ok link, bad handler</a>',
    '<form id="f" name="attributes"><input name="attributes"><input id="childNodes"></form>',
    '<img name="body"><img name="createTreeWalker"><form name="body"><b>x</b></form>',
    '<x-a><x-b><x-c><script>alert(1)</script><i>deep unknown</i></x-c></x-b></x-a>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<!-- --!><img src=x onerror=alert(1)> -->',
    '<?xml-stylesheet href="x"?><b>pi</b>',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<a href="https://ok.example/"><svg><a xlink:href="javascript:alert(1)">x</a></svg></a>',
    '<p>a<table><tr><td><p>b<a href="javascript:alert(1)">c</a></p></td></tr></table>d</p>',
    '<li><table><tr><td><li>nested li</li></td></tr></table></li>',
    '<a href="/1"><table><tr><td><a href="/2">nested</a></td></tr></table></a>',
    '<b>1<p>2<i>3</b>4</i>5</p>',
    '<select><option><img src=x onerror=alert(1)></option></select>',
    '<object><param name=x><img src=x onerror=alert(1)></object>',
  ];

  it.each(payloads.map((payload, index) => [index + 1, payload]))('payload %i: %s', (_, input) => {
    const output = sanitizeHtml(input);
    expect(problemsOf(output)).toEqual([]);
    expect(output).not.toMatch(/javascript:/i);
    expect(output).not.toMatch(/<(?:img|svg|math|style|form|input|iframe|template)\b/i);
  });

  it('drops raw-text, template and foreign elements together with their content', () => {
    expect(sanitizeHtml('<svg><style><img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe(
      '',
    );
    expect(sanitizeHtml('a<template><b>t</b></template>b')).toBe('ab');
    expect(sanitizeHtml('a<script>alert(1)</script><style>p{}</style>b')).toBe('ab');
    expect(sanitizeHtml('a<textarea>t</textarea><select><option>o</select>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><text>t</text></svg><math><mi>x</mi></math>b')).toBe('ab');
    expect(sanitizeHtml('a<iframe>i</iframe><noembed>n</noembed><xmp>x</xmp>b')).toBe('ab');
  });

  it('keeps a noscript-breakout title as plain attribute text, with no element in it', () => {
    const output = sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">');
    const host = parse(output);
    expect(Array.from(host.querySelectorAll('*'), (element) => element.localName)).toEqual(['p']);
    expect(host.querySelector('p')?.getAttribute('title')).toBe(
      '</noscript><img src=x onerror=alert(1)>',
    );
  });

  it('unwraps a clobbered <form> instead of being misled by its named inputs', () => {
    const input =
      '<form name="attributes"><input name="childNodes"><input name="nodeType">' +
      '<input name="localName"><input name="namespaceURI"><input name="firstChild">' +
      'text <b>kept</b></form>';
    expect(sanitizeHtml(input)).toBe('text <b>kept</b>');
    expect(sanitizeHtml('<img name="body"><img name="createTreeWalker">a<b>b</b>')).toBe(
      'a<b>b</b>',
    );
    expect(sanitizeHtml('<a id="cookie" name="cookie">x</a>')).toBe('<a>x</a>');
  });

  it('returns the tree the page will build when the input nests what the parser would not', () => {
    // The table is unwrapped, leaving a <p> inside a <p>: the output is what parsing gives.
    expect(sanitizeHtml('<p>a<table><tr><td><p>b</p></td></tr></table>c</p>')).toBe(
      '<p>a</p><p>b</p>c<p></p>',
    );
    expect(
      sanitizeHtml('<a href="/1">x<table><tr><td><a href="/2">y</a></td></tr></table></a>'),
    ).toBe(`<a href="/1" ${newTab}>x</a><a href="/2" ${newTab}>y</a>`);
  });

  it('caps the nesting depth at 64 and keeps the text of deeper elements', () => {
    const spans = 1000;
    const output = sanitizeHtml(`${'<span>'.repeat(spans)}deep${'</span>'.repeat(spans)}`);
    expect(output).toBe(`${'<span>'.repeat(64)}deep${'</span>'.repeat(64)}`);
    expect(depthOf(parse(output))).toBe(65);
  });

  it('counts unwrapped elements towards the cap too', () => {
    const wrap = (depth: number) =>
      sanitizeHtml(`${'<div>'.repeat(depth)}<b>bottom</b>${'</div>'.repeat(depth)}`);
    expect(wrap(63)).toBe('<b>bottom</b>');
    expect(wrap(64)).toBe('bottom');
    expect(wrap(5000)).toBe('bottom');
  });

  it('stays clean and stable for random markup built from hostile pieces', () => {
    const pieces = [
      '<a href="javascript:alert(1)">',
      '<a href="https://ok.example/">',
      '</a>',
      '<p>',
      '</p>',
      '<li>',
      '<ul>',
      '</ul>',
      '<b>',
      '</b>',
      '<i title="</i><img src=x onerror=alert(1)>">',
      '<table>',
      '<td>',
      '</table>',
      '<svg>',
      '</svg>',
      '<math>',
      '<mtext>',
      '<mglyph>',
      '<style>',
      '</style>',
      '<noscript>',
      '</noscript>',
      '<template>',
      '<form>',
      '</form>',
      '<select>',
      '<img src=x onerror=alert(1)>',
      '<script>alert(1)</script>',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '"',
      "'",
      '>',
      '&lt;',
      '&',
      'text',
      ' ',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        expect(problemsOf(sanitizeHtml(parts.join('')))).toEqual([]);
      }),
      { numRuns: 500, seed: 20_260_310 },
    );
  });
});
