import { cx } from '@mwangaza/shared';
import { LOCALE_NAMES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import styles from './publishing.module.css';

/** "Missing translation" for one language: the item is not shown in it until its required fields are translated. */
export function MissingTranslationBadge({
  locale,
  named = true,
}: {
  locale: TranslatedLocale;
  named?: boolean;
}) {
  return (
    <span className={cx(styles.badge, styles.missing)}>
      Missing translation{named && `: ${LOCALE_NAMES[locale]}`}
    </span>
  );
}

/** A badge per language the item is not complete in (the list's title cell). */
export function MissingTranslations({
  item,
}: {
  item: { missingTranslations?: readonly TranslatedLocale[] };
}) {
  const missing = item.missingTranslations ?? [];
  if (missing.length === 0) return null;
  return (
    <span className={styles.missingList}>
      {missing.map((locale) => (
        <MissingTranslationBadge key={locale} locale={locale} />
      ))}
    </span>
  );
}
