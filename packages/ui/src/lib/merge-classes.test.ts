// mergeClasses must answer exactly like tailwind-merge (a devDependency, kept for this comparison)
// for every class our recipes emit and for the classes a consumer would pass to override them.
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';
import { mergeClasses } from './merge-classes.ts';

// The component and helper sources (not tests, stories or docs): every string literal in them is
// split into words, and the words tailwind-merge recognises as Tailwind classes are kept. A new
// recipe class is therefore checked as soon as it is written.
const sources = import.meta.glob(
  [
    '../components/**/*.{ts,tsx}',
    '../lib/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.stories.tsx',
    '!**/story-helpers.tsx',
    '!./merge-classes.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

/** tailwind-merge drops the second copy of a class only when it knows the class's group. */
const isTailwindClass = (word: string) => twMerge(`${word} ${word}`) === word;

function classesInSources(): string[] {
  const found = new Set<string>();
  for (const source of Object.values(sources)) {
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/))
        if (word && !word.includes('${') && isTailwindClass(word)) found.add(word);
  }
  return [...found].sort();
}

/** What a consumer might pass as `className` to override a recipe (shorthands first). */
const overrides = [
  // spacing and sizing, with the shorthands that override the longhands
  'p-0 p-2 px-0 px-8 py-3 pt-1 pr-2 pb-3 pl-1 ps-2 pe-2 pbs-2 m-0 m-2 mx-2 my-4 mt-1 mr-1 mb-2 ml-2 ms-1 me-1 mbe-1 -mt-2',
  'gap-0 gap-8 gap-x-1 gap-y-6',
  'w-full w-auto w-1/2 w-[200px] w-(--width) h-auto h-12 h-full h-[3px] size-4 size-10 size-full',
  'min-w-0 min-w-full min-h-0 min-h-screen max-w-none max-w-md max-w-full max-h-screen max-h-none',
  'inset-0 inset-x-0 inset-y-2 inset-bs-2 top-0 right-2 bottom-0 left-auto start-0 end-2',
  // typography
  'text-xs text-lg text-[13px] text-(length:--size) text-sm/6 text-left text-center text-danger text-[var(--x)] text-(--x)',
  'text-ellipsis text-clip text-wrap text-nowrap text-balance truncate uppercase normal-case',
  'font-bold font-normal font-[450] font-(--weight) font-(family-name:--f) font-sans font-serif leading-none leading-7 tracking-tight',
  'underline no-underline line-through decoration-2 decoration-wavy decoration-danger underline-offset-8',
  'whitespace-normal break-normal break-keep line-clamp-2 line-clamp-none normal-nums',
  // colours and surfaces
  'bg-muted bg-danger/20 bg-[#fff] bg-(--bg)',
  'border border-0 border-4 border-x border-x-2 border-y-0 border-t-2 border-b-4 border-l border-r-0 border-[3px] border-bs-2',
  'border-danger border-x-primary border-t-danger border-r-muted border-none border-solid border-dotted border-separate',
  'rounded rounded-none rounded-xl rounded-full rounded-t-lg rounded-l-none rounded-tr-none rounded-bl-lg rounded-s-md',
  'shadow shadow-none shadow-xl shadow-danger shadow-[0_1px_2px_black] shadow-(--shadow) shadow-(color:--c)',
  'ring ring-0 ring-1 ring-4 ring-inset ring-danger ring-offset-2 ring-offset-surface',
  'outline outline-0 outline-4 outline-hidden outline-dashed outline-danger outline-offset-4',
  'opacity-100 opacity-75 fill-danger caret-primary',
  'divide-x divide-y-2 divide-danger divide-dashed',
  // layout
  'block inline-block flex inline-flex grid hidden contents table table-row table-auto table-fixed flow-root',
  'static absolute relative fixed sticky sr-only not-sr-only',
  'flex-1 flex-auto flex-none flex-row flex-col flex-wrap flex-nowrap grow grow-0 shrink shrink-0 basis-1/2',
  'grid-cols-2 grid-cols-[1fr_2fr] grid-rows-3 auto-rows-fr col-span-2 col-start-2 row-span-3 row-start-1',
  'items-start items-center justify-start justify-between justify-items-center justify-self-start self-end',
  'overflow-visible overflow-hidden overflow-x-hidden overflow-y-scroll z-0 z-20 z-[60]',
  'list-disc list-inside bg-clip-text bg-clip-border bg-clip-content',
  // interaction and motion
  'cursor-default cursor-wait select-text select-all pointer-events-auto resize resize-x',
  'transition-none transition-all duration-0 duration-300 ease-linear ease-in animate-none animate-bounce',
  'translate-x-2 translate-y-0 -translate-x-full translate-none backdrop-blur-sm',
  '[mask-type:alpha] [mask-type:luminance] [--gap:1rem] [display:grid] [overflow:clip]',
  // variants and important
  'hover:bg-muted hover:bg-danger md:px-2 sm:px-1 dark:text-danger focus-visible:ring-4 focus-visible:outline-2',
  'aria-invalid:border-primary data-[state=open]:bg-muted disabled:opacity-25 [&_svg]:size-5 [&_svg]:shrink',
  'hover:focus:bg-primary focus:hover:bg-danger before:px-2 after:px-1 *:px-2',
  '!px-2 px-3! !text-danger hover:!bg-muted',
]
  .join(' ')
  .split(' ');

/**
 * Utilities of groups mergeClasses does not merge that share a prefix with one it does: they must
 * neither remove a recipe class nor be removed by one (tailwind-merge agrees they do not conflict).
 */
const lookAlikes = (
  'bg-none bg-cover bg-contain bg-center bg-top bg-no-repeat bg-repeat-x bg-origin-border bg-blend-multiply ' +
  'bg-linear-to-r bg-radial bg-fixed bg-[url(/a.png)] bg-(image:--img) text-shadow-sm inset-shadow-sm inset-ring-2 ' +
  'border-spacing-2 font-stretch-condensed transition-discrete break-after-page list-image-none italic visible invisible order-first delay-150 blur-sm ' +
  'space-x-2 stroke-2 stroke-danger accent-primary object-cover aspect-square content-none place-items-center scale-95 rotate-3 snap-x will-change-transform'
).split(' ');

/** Small deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mergeClasses', () => {
  const recipeClasses = classesInSources();
  const universe = [...new Set([...recipeClasses, ...overrides])];

  it('reads the recipe classes from the component sources', () => {
    expect(recipeClasses.length).toBeGreaterThan(300);
    expect(universe.length).toBeGreaterThan(recipeClasses.length);
    for (const cls of [
      'px-4',
      'h-9',
      'h-auto',
      'bg-primary',
      'hover:bg-primary-hover',
      'rounded-[var(--button-radius,var(--radius))]',
      '[&_svg:not([class*=size-])]:size-4',
      'duration-(--duration-fast)',
    ])
      expect(recipeClasses).toContain(cls);
  });

  it('every override is a class tailwind-merge knows (so the comparison means something)', () => {
    expect(overrides.filter((cls) => !isTailwindClass(cls))).toEqual([]);
  });

  it('resolves every pair of recipe and override classes like tailwind-merge', () => {
    const differences: string[] = [];
    for (const first of universe)
      for (const second of universe) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        const actual = mergeClasses(list);
        if (actual !== expected)
          differences.push(`${list} → ${actual} (tailwind-merge: ${expected})`);
      }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('resolves random class lists of up to ten classes like tailwind-merge', () => {
    const next = random(20261122);
    const differences: string[] = [];
    for (let run = 0; run < 20_000; run++) {
      const length = 2 + Math.floor(next() * 9);
      const list = Array.from(
        { length },
        () => universe[Math.floor(next() * universe.length)] as string,
      ).join(' ');
      const expected = twMerge(list);
      const actual = mergeClasses(list);
      if (actual !== expected)
        differences.push(`${list} → ${actual} (tailwind-merge: ${expected})`);
    }
    expect(differences.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('never lets a utility of a group it does not merge remove a class, or be removed', () => {
    const differences: string[] = [];
    for (const lookAlike of lookAlikes)
      for (const other of universe)
        for (const list of [`${lookAlike} ${other}`, `${other} ${lookAlike}`]) {
          if (twMerge(list) !== list) differences.push(`tailwind-merge merges ${list}`);
          if (mergeClasses(list) !== list) differences.push(`mergeClasses merges ${list}`);
        }
    expect(differences.slice(0, 20)).toEqual([]);
  });

  it('keeps classes that are not Tailwind utilities, in order, and drops repeated utilities', () => {
    expect(mergeClasses('  card my-card  px-2 group/field px-4 ')).toBe(
      'card my-card group/field px-4',
    );
    expect(mergeClasses('')).toBe('');
  });

  it('keeps both classes of a group it does not merge (never removes what it does not know)', () => {
    expect(mergeClasses('scale-95 scale-100')).toBe('scale-95 scale-100');
    expect(mergeClasses('snap-x snap-y px-2')).toBe('snap-x snap-y px-2');
  });
});

describe('cn', () => {
  it("lets a consumer's className override the recipe's conflicting defaults", () => {
    expect(cn('h-9 px-4 text-sm bg-primary rounded-md', 'p-2 size-8 bg-danger/50')).toBe(
      'text-sm rounded-md p-2 size-8 bg-danger/50',
    );
    expect(cn('text-sm leading-5', 'text-lg/7')).toBe('text-lg/7');
  });

  it('joins conditional inputs like clsx', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });
});
