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

/** What the translation tab says about itself. */
export function languageIntro(language: TranslatedLocale): string {
  return `The ${LOCALE_NAMES[language]} version: visitors will see it at /${language}/… once every required field is translated. Fields left empty are not shown in ${LOCALE_NAMES[language]}; the English stays beside each field.`;
}
