import type { ComponentProps } from 'react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { createI18n, loadI18n } from './index.ts';
import en from './en.json';
import zhCatalogue from './zh.json';
import { I18nProvider, Trans, useTranslation } from './react.tsx';
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
