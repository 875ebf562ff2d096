import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  ErrorBanner,
  getErrorMessage,
  zoneAbbreviation,
  zoneFormat,
  type Availability,
} from '@mwangaza/shared';
import { Panel, useSaveAvailabilityMutation, useToast } from '@mwangaza/shared/console';
import { Input } from '@mwangaza/shared/controls';
import { Icon } from '../../../components/icons';
import group from '../../../resource/fields/fieldset.module.css';
import { MAX_BLOCKS, defaultBlock, futureBlocks, readBlock, type Block } from '../lib/availability-rules';
import styles from './availability.module.css';

interface BlockTimeProps {
  personId: string;
  name: string;
  saved: Availability;
}

/**
 * Block time at once: a period in the consultant's saved time zone, saved on its own (the rules' form may
 * hold unsaved changes), so visitors are no longer offered it. Lists the blocks still to come, each removable;
 * those already over are dropped with the next change.
 */
export function BlockTime({ personId, name, saved }: BlockTimeProps) {
  const zone = saved.timeZone;
  const now = new Date();
  const abbreviation = zoneAbbreviation(zone, now);
  const format = zoneFormat(zone);
  const [input, setInput] = useState(() => defaultBlock(now, zone));
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveAvailabilityMutation();
  const toast = useToast();
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const blocks = futureBlocks(saved.blocks, now);

  const send = async (next: Block[], success: string) => {
    setFailure(null);
    try {
      await save({ id: personId, availability: { ...saved, blocks: next } }).unwrap();
      toast.show(success, 'success');
      return true;
    } catch (error) {
      setFailure(getErrorMessage(error, 'Failed to save the blocked times'));
      return false;
    }
  };

  const block = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const read = readBlock(input, zone, new Date());
    if ('errors' in read) {
      setErrors(read.errors);
      (read.errors.start ? startRef : endRef).current?.focus();
      return;
    }
    setErrors({});
    const when = `${format.heading(read.block.start)}, ${format.time(read.block.start)}`;
    if (await send([...blocks, read.block], `Time blocked from ${when}`))
      setInput(defaultBlock(new Date(), zone));
  };

  return (
    <Panel aria-labelledby="block-heading">
      <div>
        <h2 id="block-heading" className={styles.heading}>
          Block time
        </h2>
        <p className={group.hint}>
          Visitors are not offered calls with {name} in a blocked period. Times are in{' '}
          {zone.replaceAll('_', ' ')} ({abbreviation}), the time zone saved below.
        </p>
      </div>
      {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form
        className={styles.blockForm}
        onSubmit={(event) => void block(event)}
        noValidate
        aria-label="Block time"
      >
        <Input
          ref={startRef}
          label={`Start (${abbreviation})`}
          type="datetime-local"
          required
          value={input.start}
          error={errors.start}
          onChange={(event) => setInput({ ...input, start: event.target.value })}
        />
        <Input
          ref={endRef}
          label={`End (${abbreviation})`}
          type="datetime-local"
          required
          value={input.end}
          error={errors.end}
          onChange={(event) => setInput({ ...input, end: event.target.value })}
        />
        <Button type="submit" loading={saving} disabled={blocks.length >= MAX_BLOCKS}>
          Block time
        </Button>
      </form>
      {blocks.length > 0 ? (
        <ul className={styles.list} aria-label="Blocked times to come">
          {blocks.map((b) => (
            <li key={`${b.start}-${b.end}`} className={styles.listRow}>
              <span>
                <time dateTime={b.start}>
                  {format.heading(b.start)}, {format.time(b.start)}
                </time>{' '}
                until{' '}
                <time dateTime={b.end}>
                  {format.dayKey(b.end) === format.dayKey(b.start)
                    ? format.time(b.end)
                    : `${format.heading(b.end)}, ${format.time(b.end)}`}
                </time>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove the block from ${format.heading(b.start)}, ${format.time(b.start)}`}
                title="Remove"
                disabled={saving}
                onClick={() =>
                  void send(
                    blocks.filter((other) => other !== b),
                    'Blocked time removed',
                  )
                }
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={group.hint}>No blocked times to come.</p>
      )}
    </Panel>
  );
}
