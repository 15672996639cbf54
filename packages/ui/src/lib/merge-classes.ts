// A small Tailwind class merge: the part of tailwind-merge that @quiver/ui needs, at a fraction of its
// size (tailwind-merge was 8.4 KB min+gzip of the 11.1 KB a lone Button cost; docs/decisions.md).
//
// It resolves conflicts exactly as tailwind-merge 3 does for the utility groups our recipes emit and
// for the utilities that override them (`p-*` over `px-*`, `size-*` over `h-*`, `inset-*` over `top-*`,
// `rounded` over `rounded-r`, …). A utility of any other group is kept as it is and never removes
// another class, so the worst case for one we do not know is that both classes stay (what
// tailwind-merge itself does with classes it does not know). merge-classes.test.ts compares the two
// on every pair of classes found in our sources plus the overrides a consumer would write.

const sides = 'x y s e bs be t r b l';
const corners = 's e t r b l ss se ee es tl tr br bl';
const each = (list: string, template: string) => list.replace(/\S+/g, template);

/** Prefixes whose every value is one group, named after the prefix (`px-4` → `px`). */
const simple = new Set(
  `p m ${each(sides, 'p$& m$&')} rounded ${each(corners, 'rounded-$&')} gap gap-x gap-y w h size min-w min-h max-w max-h inset inset-x inset-y inset-bs inset-be start end top right bottom left z opacity cursor select pointer-events resize leading tracking line-clamp underline-offset whitespace duration ease animate translate-x translate-y translate-z backdrop-blur grow shrink grid-cols grid-rows auto-rows col col-start col-end row row-start row-end items justify justify-items justify-self self overflow overflow-x overflow-y fill caret outline-offset basis bg-clip`.split(
    ' ',
  ),
);
/** Prefixes that are utilities on their own too (`border`, `border-b`, `rounded`, `shadow`). */
const bare = new Set(
  `border ${each(sides, 'border-$&')} rounded ${each(corners, 'rounded-$&')} shadow ring outline transition grow shrink resize backdrop-blur divide-x divide-y inset-ring inset-shadow text-shadow`.split(
    ' ',
  ),
);

/** `group:utility utility|…` → { utility: group } for utilities without a value. */
const exact: Record<string, string> = {};
for (const entry of 'display:block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden|position:static fixed absolute relative sticky|sr:sr-only not-sr-only|text-transform:uppercase lowercase capitalize normal-case|text-decoration:underline overline line-through no-underline|truncate:truncate|fvn-spacing:tabular-nums proportional-nums|fvn-normal:normal-nums|container-type:@container @container-size @container-normal|appearance:appearance-none appearance-auto'.split(
  '|',
)) {
  const [group, names] = entry.split(':') as [string, string];
  for (const name of names.split(' ')) exact[name] = group;
}

/** Groups that override others: `p-2` after `px-4` removes `px-4`, never the other way round. */
const conflicts: Record<string, string[]> = {};
/** `p` over every side, `px` over the inline sides, `py` over the block sides (and `m`, borders). */
const sided = (group: string, join: string) => {
  const side = (list: string) => each(list, `${group}${join}$&`);
  return `${group}:${side(sides)}|${group}${join}x:${side('s e r l')}|${group}${join}y:${side('bs be t b')}`;
};
for (const entry of `${sided('p', '')}|${sided('m', '')}|${sided('border-w', '-')}|${sided('border-color', '-')}|rounded:${each(corners, 'rounded-$&')}|${'s:ss es|e:se ee|t:tl tr|r:tr br|b:br bl|l:tl bl'.replace(/(\w+):(\w+) (\w+)/g, 'rounded-$1:rounded-$2 rounded-$3')}|inset:inset-x inset-y inset-bs inset-be start end top right bottom left|inset-x:start end right left|inset-y:inset-bs inset-be top bottom|overflow:overflow-x overflow-y|gap:gap-x gap-y|size:w h|flex:basis grow shrink|font-size:leading|line-clamp:display overflow|translate:translate-x translate-y translate-none|translate-none:translate translate-x translate-y translate-z|fvn-normal:fvn-spacing|fvn-spacing:fvn-normal|container-named:container-type`.split(
  '|',
)) {
  const [group, others] = entry.split(':') as [string, string];
  conflicts[group] = others.split(' ');
}

const lineStyle = /^(solid|dashed|dotted|double|hidden|none)$/;
const arbitrary = (value: string) => /^([[(])(?:(\w[\w-]*):)?(.+)[\])]$/.exec(value);
const isNumber = (value: string) => !!value && !Number.isNaN(Number(value));
const tshirt = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
/** `[2px]`, `[calc(…)]`, `(length:--x)`: an arbitrary length. */
function isLength(value: string): boolean {
  const match = arbitrary(value);
  return match?.[2]
    ? match[2] === 'length'
    : match?.[1] === '[' && /^(-?[\d.]+[a-z%]*|(calc|min|max|clamp)\(.*)$/.test(match[3] ?? '');
}
/** Border, ring and outline widths: the bare utility, a number or a length. */
const isWidth = (value: string) => value === '' || isNumber(value) || isLength(value);

/**
 * The group of `prefix-value`: a name, `''` when the prefix is known but the utility belongs to a
 * group we do not merge (it stops the search for a shorter prefix), undefined for an unknown prefix.
 */
function resolve(prefix: string, value: string): string | undefined {
  const match = arbitrary(value);
  const side = /^border-(.+)$/.exec(prefix)?.[1];
  if (side && sides.split(' ').includes(side))
    return `border-${isWidth(value) ? 'w' : 'color'}-${side}`;
  switch (prefix) {
    case 'text':
      return value === 'base' || tshirt.test(value) || isLength(value)
        ? 'font-size'
        : /^(left|center|right|justify|start|end)$/.test(value)
          ? 'text-align'
          : /^(ellipsis|clip)$/.test(value)
            ? 'truncate'
            : /^(wrap|nowrap|balance|pretty)$/.test(value)
              ? 'text-wrap'
              : 'text-color';
    // An arbitrary font is a weight unless labelled `family-name:`.
    case 'font':
      return match
        ? match[2] === 'family-name'
          ? 'font-family'
          : !match[2] || /^(number|weight)$/.test(match[2])
            ? 'font-weight'
            : ''
        : /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)
          ? 'font-weight'
          : 'font-family';
    case 'decoration':
      return /^(auto|from-font)$/.test(value) || isWidth(value)
        ? 'decoration-w'
        : /^(solid|dashed|dotted|double|wavy)$/.test(value)
          ? 'decoration-style'
          : 'decoration-color';
    // Only the background colour here (`bg-clip-*` is a group of its own, found before this):
    // attachment, origin, blend, image, position, repeat and size share the prefix and must not
    // remove it.
    case 'bg':
      return (
        match
          ? match[2]
            ? /^(position|percentage|length|size|bg-size|image|url)$/.test(match[2])
            : match[1] === '[' &&
              /^(url|image(-set)?|cross-fade|element|.*gradient)\(/.test(match[3] ?? '')
          : /^(fixed|local|scroll|auto|cover|contain|none|no-repeat|repeat|clip-|origin-|blend-|linear|radial|conic|size-|position-|top|bottom|left|right|center)/.test(
              value,
            )
      )
        ? ''
        : 'bg-color';
    case 'border':
    case 'outline':
      return /^(collapse|separate)$/.test(value)
        ? 'border-collapse'
        : `${prefix}-${isWidth(value) ? 'w' : lineStyle.test(value) ? 'style' : 'color'}`;
    case 'divide':
      return lineStyle.test(value) ? 'divide-style' : 'divide-color';
    case 'divide-x':
    case 'divide-y':
      return value === 'reverse' ? `${prefix}-reverse` : prefix;
    case 'ring':
    case 'ring-offset':
      return value === 'inset' ? 'ring-inset' : `${prefix}-${isWidth(value) ? 'w' : 'color'}`;
    case 'shadow':
      return /^(|none)$/.test(value) ||
        tshirt.test(value) ||
        (match &&
          (match[2]
            ? match[2] === 'shadow'
            : match[1] === '(' ||
              /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/.test(
                match[3] ?? '',
              )))
        ? 'shadow'
        : 'shadow-color';
    case 'flex':
      return /^(row|col)(-reverse)?$/.test(value)
        ? 'flex-direction'
        : /^(wrap|wrap-reverse|nowrap)$/.test(value)
          ? 'flex-wrap'
          : 'flex';
    case 'translate':
      return value === 'none' ? 'translate-none' : 'translate';
    case 'transition':
      return /^(normal|discrete)$/.test(value) ? '' : 'transition';
    case 'break':
      return /^(normal|words|all|keep)$/.test(value) ? 'break' : '';
    case 'list':
      return /^(inside|outside)$/.test(value)
        ? 'list-position'
        : value.startsWith('image')
          ? ''
          : 'list-type';
    case 'table':
      return /^(auto|fixed)$/.test(value) ? 'table-layout' : '';
    // Look-alikes of prefixes above that belong to groups we do not merge.
    case 'text-shadow':
    case 'inset-shadow':
    case 'inset-ring':
    case 'border-spacing':
    case 'font-stretch':
    case 'font-features':
      return '';
  }
  return simple.has(prefix) ? prefix : undefined;
}

/** The class group of a utility without variants and `!`; undefined for one we do not merge. */
function classGroup(utility: string): string | undefined {
  // Negative values (`-mb-px`, `-translate-x-1/2`) belong to the positive utility's group.
  const name = utility[0] === '-' && utility[1] ? utility.slice(1) : utility;
  const group = exact[name] ?? (bare.has(name) ? resolve(name, '') : undefined);
  if (group !== undefined) return group || undefined;
  // Longest prefix first, splitting only at dashes before an arbitrary value.
  const head = name.split(/[[(]/)[0] as string;
  for (let end = head.lastIndexOf('-'); end > 0; end = head.lastIndexOf('-', end - 1)) {
    const found = resolve(name.slice(0, end), name.slice(end + 1));
    if (found !== undefined) return found || undefined;
  }
  return undefined;
}

// Variants whose order changes the selector keep their place when variants are compared.
const orderSensitive =
  /^(\[.*|\*|\*\*|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection)$/;

/** Variants in a canonical order, so `hover:focus:` and `focus:hover:` conflict. */
function variantKey(variants: string[]): string {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (orderSensitive.test(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

/** Merges a space-separated class list: a later class wins over an earlier conflicting one. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index] as string;
    // Split `md:hover:!bg-primary/50` into variants, `!`, the utility and its top-level `/`.
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = -1;
    for (let at = 0; at < className.length; at++) {
      const char = className[at];
      if (char === '[' || char === '(') depth++;
      else if (char === ']' || char === ')') depth--;
      else if (!depth && char === ':') {
        variants.push(className.slice(start, at));
        start = at + 1;
      } else if (!depth && char === '/') slash = at;
    }
    let utility = className.slice(start);
    const important = /^!|!$/.test(utility);
    if (important) utility = utility.replace(/^!|!$/, '');
    slash -= start + +(className[start] === '!');
    let withSlash = slash > 0;
    // An arbitrary property (`[mask-type:alpha]`) conflicts with the same property.
    let group = /^\[[a-z-]+:/.exec(utility)?.[0];
    if (!group) {
      group = classGroup(withSlash ? utility.slice(0, slash) : utility);
      if (withSlash && (group === 'container-type' || !group)) {
        // `@container/shell` names a container (a group of its own); `w-1/2` is a fraction.
        group = group ? 'container-named' : classGroup(utility);
        withSlash = false;
      }
    }
    if (group) {
      const modifier = variantKey(variants) + (important ? '!' : '') + ':';
      if (taken.has(modifier + group)) continue;
      // `text-sm/6` sets the line height too.
      const also = withSlash && group === 'font-size' ? ['leading'] : [];
      for (const other of [group, ...(conflicts[group] ?? []), ...also])
        taken.add(modifier + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

// Components render the same few class lists over and over: remember the answers, within bounds.
const cache = new Map<string, string>();

/** Like tailwind-merge's `twMerge` on one class string, for the utility groups described above. */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged === undefined) {
    merged = merge(classList);
    if (cache.size > 499) cache.clear();
    cache.set(classList, merged);
  }
  return merged;
}
