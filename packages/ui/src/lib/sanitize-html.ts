/**
 * Inline formatting and lists only: a notice is one bar of text with links. Everything else
 * (script, style, form controls, frames, object/embed, svg/math, meta, base, link, img, template)
 * is dropped, because an allowlist cannot forget a new dangerous tag the way a denylist can.
 */
const allowedTags = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]);

/** No `style` (a fixed-position overlay), no `id`/`name` (DOM clobbering), no event handlers. */
const allowedAttributes = new Set(['href', 'title', 'lang', 'dir']);

/**
 * Elements that are not unwrapped but dropped with everything inside: their content is code,
 * raw text or foreign markup (svg/math), never words meant for the reader.
 */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'iframe',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'option',
  'object',
  'embed',
  'frameset',
  'audio',
  'video',
]);

/**
 * http(s), mailto and tel, or a scheme-less (relative) reference. `javascript:`, `data:`,
 * `vbscript:` and every other scheme fail it. Whitespace and control characters are stripped
 * before the test (browsers ignore some of them inside a scheme), so `java\tscript:` and
 * `&#x0A;javascript:` fail too.
 */
const allowedUrl = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it matches
const ignoredInUrl = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Deeper allowlisted elements are unwrapped (their text is kept), so the output stays shallow. */
const maxDepth = 64;

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * A known input and the only acceptable output. The sanitiser is only as good as the DOM it runs
 * on: a simulated DOM (happy-dom) parses and serialises differently from a browser. If the
 * environment does not sanitise this canary exactly, we render no server HTML at all rather than
 * trust it. Besides the allowlist it checks real HTML parsing (the adoption agency algorithm
 * moves the `<p>` out of the `<b>`; happy-dom 21 leaves it inside), entities and escaping on
 * output. No event-handler attribute in it: Chromium reports one parsed by DOMParser as a CSP
 * `script-src-attr` violation on every page load (the attribute allowlist is covered by the XSS
 * payload tests instead).
 */
const canaryInput =
  '<a href="java&#x09;script:alert(1)" data-x="2">a</a><a href="/ok">b</a>' +
  '<script>alert(3)</script><i style="position:fixed">c</i>' +
  "<b>1<p title='\"'>2</b>&lt;3 &amp;</p>";
const canaryOutput =
  '<a>a</a><a href="/ok" target="_blank" rel="noopener noreferrer">b</a><i>c</i>' +
  '<b>1</b><p title="&quot;"><b>2</b>&lt;3 &amp;</p>';

interface Dom {
  parser: DOMParser;
  inert: Document;
  /** Prototype getters and methods: a `<form>` can shadow its own properties (DOM clobbering). */
  nodeType: (node: Node) => number;
  localName: (node: Node) => string;
  namespaceURI: (node: Node) => string | null;
  body: (doc: Document) => HTMLElement | null;
  createTreeWalker: Document['createTreeWalker'];
}

function prototypeGetter<T>(prototype: object, name: string): (node: object) => T {
  const get = Object.getOwnPropertyDescriptor(prototype, name)?.get;
  if (!get) throw new TypeError(`no ${name} getter`);
  return (node) => get.call(node) as T;
}

let cachedDom: Dom | null | undefined;

function getDom(): Dom | null {
  if (cachedDom !== undefined) return cachedDom;
  cachedDom = null;
  if (typeof window === 'undefined' || typeof DOMParser === 'undefined') return null;
  try {
    const candidate: Dom = {
      parser: new DOMParser(),
      // A document without a browsing context: nothing created in it runs or loads.
      inert: document.implementation.createHTMLDocument(''),
      nodeType: prototypeGetter(Node.prototype, 'nodeType'),
      localName: prototypeGetter(Element.prototype, 'localName'),
      namespaceURI: prototypeGetter(Element.prototype, 'namespaceURI'),
      body: prototypeGetter(Document.prototype, 'body'),
      createTreeWalker: Document.prototype.createTreeWalker,
    };
    if (clean(candidate, canaryInput) === canaryOutput) cachedDom = candidate;
  } catch {
    // No trustworthy DOM: render nothing.
  }
  return cachedDom;
}

/**
 * Copies the allowed part of `source` into a fresh tree and serialises it. Nothing from the
 * parsed input is ever inserted into the output: elements are new ones named from our allowlist,
 * attributes are set one by one, text is copied as text. The walk is iterative (a TreeWalker),
 * so deep input cannot exhaust the stack, and a TreeWalker cannot be clobbered by the input.
 */
function copyAllowed(dom: Dom, doc: Document, source: Element, target: Element): void {
  const walker = dom.createTreeWalker.call(doc, source);
  const parents: Node[] = [];
  let parent: Node = target;
  let node = walker.firstChild();
  while (node) {
    let into: Node | null = null;
    const type = dom.nodeType(node);
    if (type === 3) {
      parent.appendChild(dom.inert.createTextNode(node.nodeValue ?? ''));
    } else if (type === 1 && dom.namespaceURI(node) === htmlNamespace) {
      const tag = dom.localName(node);
      if (allowedTags.has(tag) && parents.length < maxDepth) {
        into = parent.appendChild(copyElement(dom, node as Element, tag));
      } else if (!droppedWithContent.has(tag)) {
        into = parent; // unwrap: keep the children's allowed content
      }
    }
    // Comments, processing instructions and foreign (svg/math) elements leave into === null.
    if (into && walker.firstChild()) {
      parents.push(parent);
      parent = into;
    } else {
      while (!walker.nextSibling()) {
        const up = parents.pop();
        if (!up || !walker.parentNode()) return;
        parent = up;
      }
    }
    node = walker.currentNode;
  }
}

function copyElement(dom: Dom, element: Element, tag: string): Element {
  const copy = dom.inert.createElement(tag);
  // An allowlisted element is never a <form>, so its own properties are not clobbered.
  for (const { name, value } of Array.from(element.attributes)) {
    if (!allowedAttributes.has(name)) continue;
    if (name === 'href' && !allowedUrl.test(value.replace(ignoredInUrl, ''))) continue;
    copy.setAttribute(name, value);
  }
  if (tag === 'a' && copy.hasAttribute('href')) {
    // A server link must not get a handle on this window (reverse tabnabbing) nor our URL.
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  return copy;
}

function clean(dom: Dom, html: string): string {
  const doc = dom.parser.parseFromString(html, 'text/html');
  const source = dom.body(doc);
  const target = dom.inert.createElement('div');
  // The parser drops whitespace before the first tag; keep it as the input had it.
  const leading = /^[\t\n\r ]+/.exec(html);
  if (leading) target.append(leading[0]);
  if (source) copyAllowed(dom, doc, source, target);
  let output = target.innerHTML;
  // The output holds only inline and list elements with four plain attributes: no raw-text
  // element (script, style, textarea, noscript…) and no foreign content (svg, math), the two
  // places where serialising and parsing again can turn text into markup (mutation XSS). It can
  // still be a tree the parser would not build (a <p> inside a <p>, via an unwrapped table): such
  // markup parses into a different arrangement of the same allowed elements and attributes. Parse
  // it the way the page will until it no longer changes, so the string we return is exactly the
  // tree the page gets.
  for (let round = 0; round < 3; round++) {
    const reparsed = parseAndSerialise(dom, output);
    if (reparsed === output) return output;
    output = reparsed;
  }
  return '';
}

/**
 * `html` as the page will have it: parsed into an element and serialised again. (A function of its
 * own: `el.innerHTML = output; output = el.innerHTML` in one loop sends Storybook's react-docgen
 * round that assignment cycle until the stack overflows, which breaks the Storybook build.)
 */
function parseAndSerialise(dom: Dom, html: string): string {
  const element = dom.inert.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

/**
 * Cleans server-provided HTML (notice contents) so it can be rendered with `innerHTML`.
 * Returns an empty string where no trustworthy DOM is available (server rendering, simulated
 * DOMs): nothing unsanitised is ever returned.
 */
export function sanitizeHtml(html: string): string {
  const current = getDom();
  return current ? clean(current, html) : '';
}
