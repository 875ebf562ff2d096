import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorBanner, getErrorMessage, type PublicHoliday } from '@mwangaza/shared';
import { Chip, Input } from '@mwangaza/shared/controls';
import { Panel, useGetHolidaysQuery, useSaveHolidaysMutation, useToast } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { Icon } from '../../../components/icons';
import group from '../../../resource/fields/fieldset.module.css';
import form from '../../../resource/form/resource-form.module.css';
import { useUnsavedChanges } from '../../../resource/form/use-unsaved-changes';
import { HOLIDAY_NAME_MAX, validateHolidays } from '../lib/availability-rules';
import { SaveBar, useFormAlert } from './form-parts';
import styles from './availability.module.css';

/** Kenya's public holidays (preloaded by the API): no one takes calls on them. Edited a year at a time. */
export function HolidaysForm() {
  const { data, isLoading, error, refetch } = useGetHolidaysQuery();
  return (
    <Panel aria-labelledby="holidays-heading">
      <div>
        <h2 id="holidays-heading" className={styles.heading}>
          Public holidays
        </h2>
        <p className={group.hint}>
          Kenya’s public holidays: no one is offered calls on them. Holidays that follow the moon are expected
          dates until the Kenya Gazette confirms them; correct them here.
        </p>
      </div>
      {isLoading ? (
        <CenteredSpinner label="Loading public holidays..." />
      ) : data ? (
        <HolidayEditor saved={data.holidays} />
      ) : (
        <ErrorBanner
          message={getErrorMessage(error, 'Failed to load the public holidays')}
          onRetry={refetch}
        />
      )}
    </Panel>
  );
}

const yearOf = (holiday: PublicHoliday) => holiday.date.slice(0, 4);

function HolidayEditor({ saved }: { saved: PublicHoliday[] }) {
  const thisYear = String(new Date().getFullYear());
  const [initial, setInitial] = useState(saved);
  const [holidays, setHolidays] = useState(saved);
  const [year, setYear] = useState(thisYear);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const alert = useFormAlert();
  const [save, { isLoading: saving }] = useSaveHolidaysMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // Where focus goes after a row is added or removed (the clicked button may be gone).
  const focusNext = useRef<string | null>(null);
  useUnsavedChanges(JSON.stringify(holidays) !== JSON.stringify(initial));
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const years = [...new Set([thisYear, ...holidays.map(yearOf)])].sort();
  // Rows of the year, with their index in the whole list (what the errors and changes are keyed by).
  const rows = holidays.flatMap((holiday, index) => (yearOf(holiday) === year ? [{ holiday, index }] : []));
  const update = (index: number, change: Partial<PublicHoliday>) =>
    setHolidays(holidays.map((h, at) => (at === index ? { ...h, ...change } : h)));
  const add = () => {
    focusNext.current = `holiday-${holidays.length}-date`;
    setHolidays([...holidays, { date: `${year}-`, name: '' }]);
  };
  const remove = (index: number) => {
    const before = rows.filter((row) => row.index < index).at(-1);
    focusNext.current = before ? `holiday-${before.index}-name` : 'holiday-add';
    setHolidays(holidays.filter((_h, at) => at !== index));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateHolidays(holidays);
    setErrors(found);
    const [first] = Object.entries(found);
    if (first) {
      // The year of the first row that needs attention, then its field.
      const [path, message] = first;
      const index = Number(path.split('/')[0]);
      const rowYear = yearOf(holidays[index]!);
      if (/^\d{4}$/.test(rowYear)) setYear(rowYear);
      return alert.invalid(message, () => document.getElementById(`holiday-${path.replace('/', '-')}`));
    }
    alert.clear();
    try {
      const answer = await save([...holidays].sort((a, b) => a.date.localeCompare(b.date))).unwrap();
      setInitial(answer.holidays);
      setHolidays(answer.holidays);
      toast.show('Public holidays saved', 'success');
    } catch (error) {
      alert.failed(error, 'Failed to save the public holidays');
    }
  };

  return (
    <form
      ref={formRef}
      className={form.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Public holidays"
    >
      {alert.banner}
      <div className={styles.years} role="group" aria-label="Year">
        {years.map((y) => (
          <Chip key={y} selected={y === year} onClick={() => setYear(y)}>
            {y}
          </Chip>
        ))}
      </div>
      {rows.length > 0 ? (
        <ol className={styles.holidays} aria-label={`Public holidays in ${year}`}>
          {rows.map(({ holiday, index }) => {
            const label = holiday.name.trim() || `Holiday ${rows.findIndex((r) => r.index === index) + 1}`;
            return (
              <li key={index} className={styles.holiday}>
                <Input
                  id={`holiday-${index}-date`}
                  label={`Date of ${label}`}
                  hideLabel
                  type="date"
                  required
                  value={/^\d{4}-\d{2}-\d{2}$/.test(holiday.date) ? holiday.date : ''}
                  error={errors[`${index}/date`]}
                  onChange={(event) => update(index, { date: event.target.value })}
                />
                <Input
                  id={`holiday-${index}-name`}
                  label={`Name of ${label}`}
                  hideLabel
                  required
                  maxLength={HOLIDAY_NAME_MAX}
                  value={holiday.name}
                  error={errors[`${index}/name`]}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${label}`}
                  title="Remove"
                  onClick={() => remove(index)}
                >
                  <Icon name="close" />
                </Button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={group.hint}>No public holidays in {year}.</p>
      )}
      <div className={styles.holidayActions}>
        <Button id="holiday-add" variant="secondary" size="sm" onClick={add}>
          <Icon name="plus" /> Add holiday in {year}
        </Button>
      </div>
      <SaveBar saving={saving} label="Save holidays" />
    </form>
  );
}
