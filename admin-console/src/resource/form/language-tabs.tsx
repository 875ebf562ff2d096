import type { ReactNode } from 'react';
import { Button } from '@mwangaza/shared';
import { LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import type { Locale } from '@mwangaza/shared/i18n';
import { MissingTranslationBadge } from '../publishing/missing-translations';
import styles from './resource-form.module.css';

interface LanguageTabsProps {
  language: Locale;
  onChange: (language: Locale) => void;
  /** The languages whose required fields are not all translated in the form. */
  missing: readonly TranslatedLocale[];
  onCopyFromEnglish: () => void;
}

/**
 * Which language the form edits: English (every field), or a translation (the localized fields, beside their
 * English), each marked "Missing translation" until its required fields are filled, with "Copy from English".
 */
export function LanguageTabs({ language, onChange, missing, onCopyFromEnglish }: LanguageTabsProps) {
  return (
    <div className={styles.languages} role="group" aria-label="Language">
      {(['en', ...TRANSLATED_LOCALES] as const).map((locale) => (
        <button
          key={locale}
          type="button"
          className={styles.language}
          aria-pressed={language === locale}
          onClick={() => onChange(locale)}
        >
          {LOCALE_NAMES[locale]}
          {locale !== 'en' && missing.includes(locale) && (
            <MissingTranslationBadge locale={locale} named={false} />
          )}
        </button>
      ))}
      {language !== 'en' && (
        <Button variant="secondary" onClick={onCopyFromEnglish}>
          Copy from English
        </Button>
      )}
    </div>
  );
}

/** The English a translator works from, read-only beside the field they write in. */
function EnglishValue({ label, value }: { label: string; value: unknown }) {
  const lines = Array.isArray(value) ? value.filter((line) => String(line).trim() !== '') : [];
  const text = typeof value === 'string' ? value.trim() : '';
  return (
    <div className={styles.english}>
      <span className={styles.englishLabel}>{label} in English</span>
      {Array.isArray(value) ? (
        lines.length ? (
          <ul>
            {lines.map((line, index) => (
              <li key={index}>{String(line)}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.englishEmpty}>Empty in English</p>
        )
      ) : text ? (
        <p>{text}</p>
      ) : (
        <p className={styles.englishEmpty}>Empty in English</p>
      )}
    </div>
  );
}

/** A translated field (`children`) beside its English (stacked on phones): the content forms and the settings. */
export function BesideEnglish({
  label,
  english,
  children,
}: {
  label: string;
  /** The English value: a text, or a list's lines. */
  english: unknown;
  children: ReactNode;
}) {
  return (
    <div className={styles.pair}>
      <EnglishValue label={label} value={english} />
      {children}
    </div>
  );
}

/** What a content form's translation tab says about itself. */
export function languageIntro(language: TranslatedLocale): string {
  return `The ${LOCALE_NAMES[language]} version: visitors see it at /${language}/… once every required field is translated. Fields left empty are not shown in ${LOCALE_NAMES[language]}; the English stays beside each field.`;
}
