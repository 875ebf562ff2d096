import { useState, type FormEvent } from 'react';
import { Button, MEDIA_ALT_MAX_LENGTH, getErrorMessage, type Media } from '@mwangaza/shared';
import { useToast, useUpdateMediaAltMutation } from '@mwangaza/shared/console';
import { Input } from '@mwangaza/shared/controls';
import styles from './alt-text-field.module.css';

interface AltTextFieldProps {
  media: Media;
  /** After a successful save (the picker then uses the image). */
  onSaved?: (media: Media) => void;
  saveLabel?: string;
}

/** Alt text, required before an image may appear on a public page: what a screen reader says instead. */
export function AltTextField({ media, onSaved, saveLabel = 'Save alt text' }: AltTextFieldProps) {
  const [alt, setAlt] = useState(media.alt);
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useUpdateMediaAltMutation();
  const toast = useToast();
  const unchanged = alt.trim() === media.alt;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // In the picker this form sits (through a portal) inside a content form: React would bubble the submit there.
    event.stopPropagation();
    if (!alt.trim()) {
      setError('Describe the image for people who cannot see it');
      return;
    }
    setError(undefined);
    try {
      const result = await save({ id: media.id, alt: alt.trim() }).unwrap();
      if (!onSaved) toast.show('Alt text saved', 'success');
      onSaved?.(result.media);
    } catch (failure) {
      setError(getErrorMessage(failure, 'Failed to save alt text'));
    }
  };

  return (
    <form className={styles.root} onSubmit={submit} noValidate>
      <Input
        label="Alt text"
        hint={media.alt ? undefined : 'Required before the image can be used on the site'}
        value={alt}
        maxLength={MEDIA_ALT_MAX_LENGTH}
        error={error}
        onChange={(event) => setAlt(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        loading={isLoading}
        disabled={unchanged && !onSaved}
      >
        {saveLabel}
      </Button>
    </form>
  );
}
