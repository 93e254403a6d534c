import { createElement, type ReactElement } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { Trans as LinguiTrans, useLingui } from '@lingui/react';
import type en from '@/locales/en.json';
import { safeStorage } from '@/lib/safe-storage.ts';
import { compileSource } from './compile.ts';
import { chooseLanguage, isLanguage, SOURCE_LANGUAGE, type Language } from './languages.ts';

/**
 * A message of the catalogs: its English text, a key of src/locales/en.json (a text not in the
 * catalog does not compile). English ships no catalog: a message is its own English.
 */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each other language's catalog is a chunk of its own, fetched when chosen. */
const CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>> = {
  bn: () => import('@/locales/bn.json'),
  'zh-Hans': () => import('@/locales/zh-Hans.json'),
  hi: () => import('@/locales/hi.json'),
  pt: () => import('@/locales/pt.json'),
  tr: () => import('@/locales/tr.json'),
};

/** The key under which the menu's choice is kept, in local storage and in a cookie. */
export const LANGUAGE_KEY = 'lang';
const ONE_YEAR_S = 365 * 24 * 3600;

// The build compiles the other catalogs (build/catalogs.ts); English messages compile when shown.
i18n.setMessagesCompiler(compileSource);
i18n.load(SOURCE_LANGUAGE, {});
i18n.activate(SOURCE_LANGUAGE);

export { i18n };

const loaded = new Set<Language>([SOURCE_LANGUAGE]);

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : SOURCE_LANGUAGE);

/** Loads a language's catalog if need be and makes it the app's; every `useT()` renders again. */
export async function activateLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    i18n.load(language, (await CATALOGS[language]()).default as Messages);
    loaded.add(language);
  }
  i18n.activate(language);
  document.documentElement.lang = language;
}

function cookieLanguage(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_KEY}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The language a page opens in: `?lang=`, then the remembered choice, then the browser's languages. */
export function initialLanguage(): Language {
  return chooseLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: [safeStorage('localStorage').getItem(LANGUAGE_KEY), cookieLanguage()],
    preferred: navigator.languages ?? [navigator.language],
  });
}

/** The language menu's choice: switched in place (the page stays) and remembered for later visits. */
export async function chooseAppLanguage(language: Language): Promise<void> {
  safeStorage('localStorage').setItem(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_KEY}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
  await activateLanguage(language);
}

/** The translate function of the current language; a component using it renders again on a switch. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** The current language, for a component that formats by it. */
export function useLanguage(): Language {
  const { i18n: current } = useLingui();
  return isLanguage(current.locale) ? current.locale : SOURCE_LANGUAGE;
}

/**
 * Translate outside React (a toast's text, a document title): the current language at the time of
 * the call, so a text kept for later does not follow a switch. In components use `useT()`.
 */
export const t: Translate = (id, values) => i18n._(id, values);

/**
 * A message with markup: `<0>…</0>` in the catalog is `components[0]` with that text inside
 * ('Read <0>the FAQ</0>' with `components={{ 0: <Link to=… /> }}`).
 */
export function Trans(props: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<number, ReactElement>;
}): ReactElement {
  return createElement(LinguiTrans, props);
}
