import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Inline formatting and lists only: a notice is one bar of text with links. Everything else
 * (script, style, form controls, frames, object/embed, svg/math, meta, base, link, img, template)
 * is dropped, because an allowlist cannot forget a new dangerous tag the way a denylist can.
 */
const allowedTags = [
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
];

/** No `style` (a fixed-position overlay), no `id`/`name` (DOM clobbering), no event handlers. */
const allowedAttributes = ['href', 'title', 'lang', 'dir'];

/**
 * http(s), mailto and tel, or a scheme-less (relative) reference. `javascript:`, `data:`,
 * `vbscript:` and every other scheme fail it; DOMPurify strips whitespace and control characters
 * before testing, so `java\tscript:` and `&#x0A;javascript:` fail too.
 */
const allowedUrl = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUrl,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
};

/**
 * A known input and the only acceptable output. DOMPurify is only as safe as the DOM it runs on:
 * simulated DOMs (happy-dom, which DOMPurify's own docs call unsafe) read node names differently
 * and let `javascript:` links through. If the environment does not sanitise this canary exactly,
 * we render no server HTML at all rather than trust it. No event-handler attribute in it: Chromium
 * reports one parsed by DOMParser as a CSP `script-src-attr` violation on every page load (the
 * attribute allowlist is covered by the XSS payload tests instead).
 */
const canaryInput =
  '<a href="javascript:alert(1)" data-x="2">a</a><a href="/ok">b</a><script>alert(3)</script><i style="position:fixed">c</i>';
const canaryOutput =
  '<a>a</a><a href="/ok" target="_blank" rel="noopener noreferrer">b</a><i>c</i>';

let purifier: Purifier | null | undefined;

/**
 * A private DOMPurify instance: hooks are per instance, so ours (new-tab links) never leak into
 * other code that uses the shared default instance.
 */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) {
    purifier = null;
    return null;
  }
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    if (element.hasAttribute('href')) {
      // A server link must not get a handle on this window (reverse tabnabbing) nor our URL.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance.sanitize(canaryInput, config) === canaryOutput ? instance : null;
  return purifier;
}

/**
 * Cleans server-provided HTML (notice contents) so it can be rendered with `innerHTML`.
 * Returns an empty string where no trustworthy DOM is available (server rendering, simulated
 * DOMs): nothing unsanitised is ever returned.
 */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, config);
}
