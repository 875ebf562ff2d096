import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_INFO } from '@mwangaza/shared/i18n';
import { Button, ErrorBanner, useGetFreeSlotsQuery, type SlotList } from '@mwangaza/shared';
import { Select } from '@mwangaza/shared/controls';
import { ButtonLink, useLocale, useT } from '../../../i18n';
import { browserTimeZone, timeZoneNames } from '../time-zones';
import { SlotPicker } from './slot-picker';
import styles from './booking.module.css';

interface TimeChooserProps {
  /** Only this consultant's times (moving a booking keeps its consultant). */
  consultant?: string;
  /** The next free times a refused booking answered with: shown instead of the list loaded before. */
  offered?: SlotList;
  start: string | undefined;
  onStart(start: string | undefined, timeZone: string): void;
}

/**
 * The visitor's time zone (detected in the browser, changeable) and the free times in it. The zone is known
 * only in the browser, so a prerendered page shows the loading state until it is.
 */
export function TimeChooser({ consultant, offered, start, onStart }: TimeChooserProps) {
  const t = useT();
  const intlLocale = LOCALE_INFO[useLocale()].intl;
  const [zone, setZone] = useState<string>();
  const [day, setDay] = useState<string>();
  // Hundreds of zones to list, then a week of times: rendered as transitions, which React splits into short
  // tasks, so a phone's main thread is never blocked long while the page loads.
  useEffect(() => startTransition(() => setZone(browserTimeZone())), []);
  const zones = useMemo(
    () => (zone ? timeZoneNames(zone).map((z) => ({ value: z, label: z.replaceAll('_', ' ') })) : []),
    [zone],
  );
  const query = useGetFreeSlotsQuery(
    { tz: zone ?? '', ...(consultant ? { consultant } : {}) },
    { skip: !zone },
  );
  const slots = useDeferredValue(offered?.timeZone === zone ? offered : query.data);

  // Another zone regroups the days: start again from its first free day.
  const changeZone = (next: string) => {
    setZone(next);
    setDay(undefined);
    onStart(undefined, next);
  };

  return (
    <div className={styles.chooser}>
      {zone && (
        <Select
          label={t('book.zoneLabel')}
          hint={t('book.zoneHint')}
          name="timeZone"
          value={zone}
          options={zones}
          onChange={(event) => changeZone(event.target.value)}
        />
      )}
      {!slots && (query.isLoading || !zone) && (
        <p className={styles.status} role="status">
          <FormattedMessage id="book.loading" />
        </p>
      )}
      {!slots && query.isError && (
        <div className={styles.status}>
          <ErrorBanner message={t('book.loadError')} />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <FormattedMessage id="book.retry" />
          </Button>
        </div>
      )}
      {slots && slots.days.length === 0 && (
        <div className={styles.status}>
          <p>
            <FormattedMessage id="book.noSlots" />
          </p>
          <ButtonLink to="/contact" variant="secondary">
            <FormattedMessage id="book.contactInstead" />
          </ButtonLink>
        </div>
      )}
      {slots && slots.days.length > 0 && (
        <SlotPicker
          slots={slots}
          intlLocale={intlLocale}
          day={day}
          start={start}
          onDay={(next) => {
            setDay(next);
            onStart(undefined, slots.timeZone);
          }}
          onStart={(next) => onStart(next, slots.timeZone)}
        />
      )}
    </div>
  );
}
