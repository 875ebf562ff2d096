import { useState } from 'react';
import { Button, type TrafficQuery } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { PRESET_DAYS } from '../lib/traffic-params';
import styles from './traffic.module.css';

/** The last 7, 30 or 90 days, or chosen dates (UTC days, both included). */
export function PeriodPicker({
  query,
  onChange,
}: {
  query: TrafficQuery;
  onChange: (next: TrafficQuery) => void;
}) {
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const ready = Boolean(from && to && from <= to);
  return (
    <div className={styles.period}>
      <div className={styles.presets} role="group" aria-label="Period">
        {PRESET_DAYS.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={query.days === days ? 'primary' : 'secondary'}
            aria-pressed={query.days === days}
            onClick={() => onChange({ days })}
          >
            {days} days
          </Button>
        ))}
      </div>
      <div className={styles.dates} role="group" aria-label="Chosen dates">
        {(
          [
            ['From', from, setFrom, { max: to || undefined }],
            ['To', to, setTo, { min: from || undefined }],
          ] as const
        ).map(([label, value, set, limit]) => (
          <Input
            key={label}
            label={label}
            type="date"
            value={value}
            {...limit}
            onChange={(e) => set(e.target.value)}
          />
        ))}
        <Button size="sm" variant="secondary" disabled={!ready} onClick={() => onChange({ from, to })}>
          Show
        </Button>
      </div>
    </div>
  );
}
