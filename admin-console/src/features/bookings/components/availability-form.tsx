import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, timeZoneNames, VisuallyHidden, type Availability } from '@mwangaza/shared';
import { useSaveAvailabilityMutation, useToast } from '@mwangaza/shared/console';
import { Input, Select } from '@mwangaza/shared/controls';
import { CALL_MINUTES, CALL_PLACES } from '@mwangaza/shared/schemas';
import { Icon } from '../../../components/icons';
import group from '../../../resource/fields/fieldset.module.css';
import { FormSection } from '../../../resource/form/resource-form';
import form from '../../../resource/form/resource-form.module.css';
import { useUnsavedChanges } from '../../../resource/form/use-unsaved-changes';
import { SaveBar, useFormAlert } from './form-parts';
import {
  MAX_DAYS_OFF,
  MAX_WINDOWS,
  NUMBER_FIELDS,
  PLACE_DETAIL_MAX,
  PLACE_LABELS,
  WEEKDAYS,
  formValues,
  longDate,
  nextWindow,
  numberLimits,
  validateAvailability,
  windowName,
  type AvailabilityValues,
  type Window,
} from '../lib/availability-rules';
import styles from './availability.module.css';

/** The detail the invitation gives for each place: its label, input type and what it says without one. */
const PLACE_DETAIL: Record<Availability['place'], { label: string; type: string; hint: string }> = {
  video: {
    label: 'Video link',
    type: 'url',
    hint: 'The invitation gives this link; without one it says the link follows by e-mail.',
  },
  phone: {
    label: 'Phone number',
    type: 'tel',
    hint: 'The number visitors call; without one the invitation says you will call them.',
  },
  office: {
    label: 'Directions',
    type: 'text',
    hint: 'Added after “Our office in Nairobi” in the invitation: floor, entrance, parking.',
  },
};

interface AvailabilityFormProps {
  personId: string;
  name: string;
  /** The rules as saved: the form starts from them, and a save keeps their blocked times. */
  saved: Availability;
  /** Told whether the form holds unsaved changes (the screen asks before showing another consultant). */
  onDirtyChange: (dirty: boolean) => void;
}

/** One consultant's rules as one form: time zone and calls, weekly hours, days off, where the call happens. */
export function AvailabilityForm({ personId, name, saved, onDirtyChange }: AvailabilityFormProps) {
  const [initial, setInitial] = useState(() => formValues(saved));
  const [values, setValues] = useState<AvailabilityValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const alert = useFormAlert();
  const [dayOff, setDayOff] = useState('');
  const [dayOffError, setDayOffError] = useState<string>();
  const [save, { isLoading: saving }] = useSaveAvailabilityMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const zones = useMemo(
    () => timeZoneNames(values.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [values.timeZone],
  );
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = <K extends keyof AvailabilityValues>(key: K, value: AvailabilityValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setWeekly = (weekly: Window[]) => set('weekly', weekly);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateAvailability(values);
    setErrors(found);
    const [first] = Object.values(found);
    if (first)
      return alert.invalid(first, () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    alert.clear();
    try {
      const answer = await save({ id: personId, availability: { ...values, blocks: saved.blocks } }).unwrap();
      setInitial(formValues(answer.availability));
      toast.show(`Availability of ${name} saved`, 'success');
    } catch (error) {
      // The API's reason ("Unknown time zone: …", a field it refused): the input stays as it is.
      alert.failed(error, 'Failed to save the availability');
    }
  };

  const addDayOff = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dayOff)) return setDayOffError('Choose the day first');
    if (values.daysOff.includes(dayOff)) return setDayOffError(`${longDate(dayOff)} is already a day off`);
    setDayOffError(undefined);
    set('daysOff', [...values.daysOff, dayOff].sort());
    setDayOff('');
  };

  const detail = PLACE_DETAIL[values.place];
  return (
    <form
      ref={formRef}
      className={form.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="availability-heading"
    >
      <h2 id="availability-heading" className={styles.heading}>
        Rules of {name}
      </h2>
      {alert.banner}
      <FormSection title="Calls" columns={2}>
        <Select
          label="Time zone"
          hint="The weekly hours and days off below are in this zone."
          value={values.timeZone}
          options={zones}
          error={errors.timeZone}
          onChange={(event) => set('timeZone', event.target.value)}
        />
        <Select
          label="Call length"
          value={String(values.callMinutes)}
          options={CALL_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
          onChange={(event) => set('callMinutes', Number(event.target.value) as Availability['callMinutes'])}
        />
        {NUMBER_FIELDS.map(({ key, label, unit }) => {
          const { min, max } = numberLimits(key);
          return (
            <Input
              key={key}
              label={`${label} (${unit})`}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              required
              value={Number.isNaN(values[key]) ? '' : String(values[key])}
              error={errors[key]}
              onChange={(event) =>
                set(key, event.target.value === '' ? Number.NaN : Number(event.target.value))
              }
            />
          );
        })}
      </FormSection>

      <FormSection title="Weekly hours">
        <p className={group.hint}>
          Visitors are offered calls within these hours of the time zone above. A day without hours takes no
          calls.
        </p>
        {errors.weekly && <p className={group.error}>{errors.weekly}</p>}
        <div className={styles.week}>
          {WEEKDAYS.map((day, dayIndex) => (
            <WeekDay
              key={day}
              day={dayIndex + 1}
              weekly={values.weekly}
              errors={errors}
              onChange={setWeekly}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title="Days off">
        <p className={group.hint}>
          Whole days without calls, in the time zone above (Kenya’s public holidays are kept for everyone
          below).
        </p>
        {values.daysOff.length > 0 ? (
          <ul className={styles.list} aria-label={`Days off of ${name}`}>
            {values.daysOff.map((day) => (
              <li key={day} className={styles.listRow}>
                <span>{longDate(day)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove the day off on ${longDate(day)}`}
                  title="Remove"
                  onClick={() =>
                    set(
                      'daysOff',
                      values.daysOff.filter((d) => d !== day),
                    )
                  }
                >
                  <Icon name="close" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={group.hint}>No days off.</p>
        )}
        {errors.daysOff && <p className={group.error}>{errors.daysOff}</p>}
        <div className={styles.addRow}>
          <Input
            label="Day off"
            type="date"
            value={dayOff}
            error={dayOffError}
            onChange={(event) => setDayOff(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the day rather than saving the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                addDayOff();
              }
            }}
          />
          <Button variant="secondary" onClick={addDayOff} disabled={values.daysOff.length >= MAX_DAYS_OFF}>
            <Icon name="plus" /> Add day off
          </Button>
        </div>
      </FormSection>

      <FormSection title="Where the call happens" columns={2}>
        <Select
          label="Place"
          value={values.place}
          options={CALL_PLACES.map((place) => ({ value: place, label: PLACE_LABELS[place] }))}
          onChange={(event) => set('place', event.target.value as Availability['place'])}
        />
        <Input
          label={detail.label}
          type={detail.type}
          hint={detail.hint}
          maxLength={PLACE_DETAIL_MAX}
          value={values.placeDetail}
          error={errors.placeDetail}
          onChange={(event) => set('placeDetail', event.target.value)}
        />
      </FormSection>

      <SaveBar saving={saving} label="Save availability" />
    </form>
  );
}

/** A window's message beside its input, without the day the row already names ("Must end after it starts"). */
function inline(message: string | undefined) {
  const text = message?.replace(/^[^:]+: /, '');
  return text && text[0]!.toUpperCase() + text.slice(1);
}

interface WeekDayProps {
  day: number;
  weekly: Window[];
  errors: Record<string, string>;
  onChange: (weekly: Window[]) => void;
}

/** One weekday's spans of hours, each with its start and end, added and removed one by one. */
function WeekDay({ day, weekly, errors, onChange }: WeekDayProps) {
  const dayName = WEEKDAYS[day - 1]!;
  const indexes = weekly.flatMap((window, index) => (window.day === day ? [index] : []));
  const update = (index: number, change: Partial<Window>) =>
    onChange(weekly.map((window, at) => (at === index ? { ...window, ...change } : window)));
  const add = () => {
    const window = nextWindow(weekly, day);
    const at = indexes.length ? indexes.at(-1)! + 1 : weekly.findIndex((w) => w.day > day);
    onChange(at < 0 ? [...weekly, window] : [...weekly.slice(0, at), window, ...weekly.slice(at)]);
  };
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{dayName}</legend>
      <div className={styles.windows}>
        {indexes.length === 0 && <p className={styles.closed}>No calls</p>}
        {indexes.map((index) => {
          const window = weekly[index]!;
          const label = windowName(weekly, index);
          return (
            <div key={index} className={styles.window}>
              <Input
                label={`${label} from`}
                hideLabel
                type="time"
                required
                value={window.from}
                error={inline(errors[`weekly/${index}/from`])}
                onChange={(event) => update(index, { from: event.target.value })}
              />
              <span className={styles.to} aria-hidden="true">
                to
              </span>
              <Input
                label={`${label} to`}
                hideLabel
                type="time"
                required
                value={window.to}
                error={inline(errors[`weekly/${index}/to`])}
                onChange={(event) => update(index, { to: event.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${label}’s hours`}
                title="Remove these hours"
                onClick={() => onChange(weekly.filter((_w, at) => at !== index))}
              >
                <Icon name="close" />
              </Button>
            </div>
          );
        })}
      </div>
      <Button variant="secondary" size="sm" onClick={add} disabled={weekly.length >= MAX_WINDOWS}>
        <Icon name="plus" /> Add hours<VisuallyHidden> on {dayName}</VisuallyHidden>
      </Button>
    </fieldset>
  );
}
