import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createI18n, interpolate } from './index.ts';
import { I18nProvider, Trans, useTranslation } from './react.tsx';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('register.subtitle', { brand: 'Acme' })}</p>;
}

describe('translator', () => {
  it('fills {{name}} placeholders, spaces allowed, and leaves unknown ones as they are', () => {
    expect(interpolate('Hi {{ name }}, {{name}}! {{other}}', { name: 'Ann' })).toBe(
      'Hi Ann, Ann! {{other}}',
    );
    expect(interpolate('{{n}}', { n: 0 })).toBe('0');
  });

  it('answers the key itself for a key no catalogue has', () => {
    const t = createI18n('en').t as (key: string) => string;
    expect(t('no.such-key')).toBe('no.such-key');
  });

  it('useTranslation reads the provided translator', () => {
    render(
      <I18nProvider
        i18n={{ language: 'en', t: (key, values) => `${key}|${String(values?.brand)}` }}
      >
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('register.subtitle|Acme')).toBeInTheDocument();
  });

  it('Trans puts the words of each tag inside its component', () => {
    render(
      <I18nProvider i18n={createI18n('en')}>
        <p data-testid="agree">
          <Trans
            i18nKey="privacy-step.agree"
            components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
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

describe('imports', () => {
  // The app provides its own translator, not i18next: a screen that imported react-i18next would
  // render raw keys (no instance is set up for it). Read from ./react.tsx instead.
  it('no console source imports i18next or react-i18next', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
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
