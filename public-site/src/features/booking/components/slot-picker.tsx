import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SlotList } from '@mwangaza/shared';
import { Button, cx } from '@mwangaza/shared';
import { NAIROBI, slotFormat } from '../time-zones';
import styles from './booking.module.css';

/** Days listed at once: a week. */
const DAYS_SHOWN = 7;

interface SlotPickerProps {
  slots: SlotList;
  intlLocale: string;
  day: string | undefined;
  start: string | undefined;
  onDay(day: string): void;
  onStart(start: string): void;
}

/**
 * The free days, then the free times of the chosen day, as two groups of radio buttons: arrow keys move
 * within a group, Tab between them, and each label is a large touch target. Times read in the visitor's zone
 * with Nairobi's beside them.
 */
export function SlotPicker({ slots, intlLocale, day, start, onDay, onStart }: SlotPickerProps) {
  const name = useId();
  const local = useMemo(() => slotFormat(intlLocale, slots.timeZone), [intlLocale, slots.timeZone]);
  const nairobi = useMemo(() => slotFormat(intlLocale, NAIROBI), [intlLocale]);
  const chosenDay = slots.days.find((d) => d.date === day) ?? slots.days[0];
  const showNairobi = slots.timeZone !== NAIROBI;
  // A week of days at a time (the chosen day's), so the list fits a phone without scrolling sideways;
  // moving to another week chooses its first free day, and the times below follow.
  const week = Math.max(0, Math.floor(slots.days.indexOf(chosenDay!) / DAYS_SHOWN));
  const shown = slots.days.slice(week * DAYS_SHOWN, (week + 1) * DAYS_SHOWN);
  const toWeek = (index: number) => onDay(slots.days[index * DAYS_SHOWN]!.date);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="book.daysLegend" />
        </legend>
        <div className={styles.days}>
          {shown.map(({ date, slots: free }) => (
            <label key={date} className={cx(styles.choice, styles.day)}>
              <input
                type="radio"
                name={`${name}-day`}
                value={date}
                checked={chosenDay?.date === date}
                onChange={() => onDay(date)}
              />
              <span>{local.day(date)}</span>
              <span className={styles.count} aria-hidden="true">
                {free.length}
              </span>
            </label>
          ))}
        </div>
        {slots.days.length > DAYS_SHOWN && (
          <div className={styles.weeks}>
            <Button variant="secondary" size="sm" disabled={week === 0} onClick={() => toWeek(week - 1)}>
              <FormattedMessage id="book.earlierDays" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={(week + 1) * DAYS_SHOWN >= slots.days.length}
              onClick={() => toWeek(week + 1)}
            >
              <FormattedMessage id="book.laterDays" />
            </Button>
          </div>
        )}
      </fieldset>
      {chosenDay && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <FormattedMessage id="book.timesLegend" values={{ day: local.day(chosenDay.date) }} />
          </legend>
          <div className={styles.times}>
            {chosenDay.slots.map((slot) => (
              <label key={slot.start} className={cx(styles.choice, styles.time)}>
                <input
                  type="radio"
                  name={`${name}-time`}
                  value={slot.start}
                  checked={start === slot.start}
                  onChange={() => onStart(slot.start)}
                />
                <span className={styles.localTime}>
                  {local.time(slot.start)} {local.zoneName(new Date(slot.start))}
                </span>
                {showNairobi && (
                  <span className={styles.nairobiTime}>
                    <FormattedMessage
                      id="book.eatBeside"
                      values={{ time: `${nairobi.time(slot.start)} EAT` }}
                    />
                  </span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
