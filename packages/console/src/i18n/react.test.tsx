import type { ComponentProps } from 'react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { createI18n, loadI18n } from './index.ts';
import en from './en.json';
import zhCatalogue from './zh.json';
import { I18nProvider, Trans, plainText, useTranslation } from './react.tsx';
import './areas/register/index.ts';
import './areas/privacy-step/index.ts';

/** Trans fills in the children; a bare `<a />` here would trip the anchor-content lint. */
function Anchor({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('register.subtitle', { brand: 'Acme' })}</p>;
}

describe('translations', () => {
  it('fills {{name}} placeholders', () => {
    render(
      <I18nProvider i18n={createI18n('en')}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText(/Acme/)).toBeInTheDocument();
  });

  it('refuses a key no catalogue has (under test), and zh falls back to English', async () => {
    const t = createI18n('en').t as unknown as (key: string) => string;
    expect(() => t('no.such-key')).toThrow(/Missing text "no.such-key"/);
    const zh = await loadI18n('zh');
    const english = createI18n('en');
    const untranslated = (Object.keys(en) as (keyof typeof en)[]).find(
      (key) => !(key in zhCatalogue),
    );
    expect(untranslated).toBeDefined();
    expect(zh.t(untranslated!)).toBe(english.t(untranslated!));
  });

  it('Trans puts the words of each tag inside its component', () => {
    render(
      <I18nProvider i18n={createI18n('en')}>
        <p data-testid="agree">
          <Trans
            i18nKey="privacy-step.agree"
            components={{ terms: <Anchor href="/terms" />, privacy: <Anchor href="/privacy" /> }}
          />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('agree')).toHaveTextContent(
      'I agree to the Terms of Service and the Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('useTranslation remembers texts', () => {
  /** The `t` the hook hands a component under `translator`. */
  function translatorOf(translator: ReturnType<typeof createI18n>) {
    const { result } = renderHook(() => useTranslation(), {
      wrapper: ({ children }) => <I18nProvider i18n={translator}>{children}</I18nProvider>,
    });
    return result.current.t as unknown as (key: string, options?: object) => string;
  }

  it('answers the same text for the same key and values, and another for other values', () => {
    const t = translatorOf(createI18n('en'));
    const acme = t('register.subtitle', { brand: 'Acme' });
    expect(acme).toMatch(/Acme/);
    expect(t('register.subtitle', { brand: 'Acme' })).toBe(acme);
    expect(t('register.subtitle', { brand: 'Globex' })).toMatch(/Globex/);
    expect(t('register.subtitle', { brand: 'Acme' })).toBe(acme);
  });

  it('never hides a text added or changed after it was first asked', () => {
    const translator = createI18n('en');
    const t = translatorOf(translator);
    expect(t('register.subtitle', { brand: 'Acme' })).toMatch(/Acme/);
    translator.addResource('en', 'translation', 'register.subtitle', 'Welcome to {{brand}}, again');
    expect(t('register.subtitle', { brand: 'Acme' })).toBe('Welcome to Acme, again');
  });

  it('leaves calls with options that are not plain values to i18next each time', () => {
    const translator = createI18n('en');
    const t = translatorOf(translator);
    const brand = { toString: () => 'Acme' };
    expect(t('register.subtitle', { brand })).toMatch(/Acme/);
    translator.addResource('en', 'translation', 'register.subtitle', 'Hello {{brand}}', {
      silent: true,
    });
    // Silently changed: a remembered call would still answer the old text.
    expect(t('register.subtitle', { brand })).toBe('Hello Acme');
    expect(t('register.subtitle', { brand: 'Acme' })).toBe('Hello Acme');
  });
});

describe('plain texts filled in without i18next', () => {
  /** Every text of both languages: the core catalogues and every area's. */
  function allTexts(): Record<'en' | 'zh', Record<string, string>> {
    const areas = join(import.meta.dirname, 'areas');
    const texts = {
      en: { ...en } as Record<string, string>,
      zh: { ...zhCatalogue } as Record<string, string>,
    };
    for (const area of readdirSync(areas)) {
      if (!statSync(join(areas, area)).isDirectory()) continue;
      for (const language of ['en', 'zh'] as const)
        Object.assign(
          texts[language],
          JSON.parse(readFileSync(join(areas, area, `${language}.json`), 'utf8')) as object,
        );
    }
    return texts;
  }

  it("gives i18next's text for every key of both catalogues, with each placeholder's value", async () => {
    const texts = allTexts();
    const translator = await loadI18n('zh');
    for (const language of ['en', 'zh'] as const)
      translator.addResources(language, 'translation', texts[language]);
    let filledHere = 0;
    for (const language of ['en', 'zh'] as const) {
      const i18nextT = translator.getFixedT(language) as unknown as (
        key: string,
        options?: object,
      ) => string;
      for (const [key, message] of Object.entries(texts[language])) {
        const names = [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
        // Values of each kind a screen passes, one of them with i18next's own syntax in it.
        const values =
          names.length === 0
            ? undefined
            : Object.fromEntries(
                names.map((name, index) => [name, index % 2 === 0 ? `{{${name}}} $t(x)` : 42]),
              );
        const ours = plainText(message, values);
        if (ours === undefined) continue;
        filledHere += 1;
        expect(ours, `${language} ${key}`).toBe(i18nextT(key, values));
      }
    }
    // Most texts are plain: the check above is not an empty loop.
    expect(filledHere).toBeGreaterThan(1000);
  });

  it('leaves to i18next what is more than putting values in place', () => {
    expect(plainText('Hello {{name}}', { name: 'Ada' })).toBe('Hello Ada');
    expect(plainText('Hello', undefined)).toBe('Hello');
    expect(plainText('Hello {{name}}', undefined)).toBeUndefined();
    expect(plainText('Hello {{name}}', { name: 'Ada', count: 2 })).toBeUndefined();
    expect(plainText('Hello', { count: 2 })).toBeUndefined();
    expect(plainText('Hello {{name}}', { other: 'Ada' })).toBeUndefined();
    expect(plainText('{{- name}}', { name: 'Ada' })).toBeUndefined();
    expect(plainText('{{value, number}}', { value: 2 })).toBeUndefined();
    expect(plainText('See $t(other.key)', undefined)).toBeUndefined();
    expect(plainText(undefined, undefined)).toBeUndefined();
  });
});

describe('imports', () => {
  // Screens translate through ./react.tsx only, so the library stays a detail of src/i18n.
  it('no console source outside src/i18n imports i18next or react-i18next', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'i18n') walk(path);
        } else if (
          /\.tsx?$/.test(name) &&
          /from ['"](react-)?i18next['"]/.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path.slice(root.length + 1));
      }
    };
    walk(root);
    expect(offenders, 'import useTranslation/Trans from src/i18n/react.tsx').toEqual([]);
  });
});
