import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';
import { createI18n, resolveLanguage } from './index.ts';

describe('catalogues', () => {
  it('zh has no key that en lacks', () => {
    const englishKeys = new Set(Object.keys(en));
    expect(Object.keys(zh).filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('every en message is non-empty and keeps its placeholders in zh', () => {
    for (const [key, value] of Object.entries(en)) expect(value, key).not.toBe('');
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of Object.entries(zh))
      expect(placeholders(value), key).toEqual(placeholders(en[key as keyof typeof en]));
  });

  it('forces English, and falls back to English for untranslated Chinese', () => {
    expect(resolveLanguage('zh')).toBe('en');
    const chinese = createI18n('zh');
    expect(chinese.t('nav.dashboard')).toBe('控制台');
    expect(chinese.t('api.server-error')).toBe('Server Error!');
  });
});
