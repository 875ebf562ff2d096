import { useState } from 'react';
import { Button, mediaIdFromUrl } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { MediaPicker } from '../../components/media/media-picker';
import styles from './image-url-field.module.css';

interface ImageUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
}

/**
 * An image field: pick from the media library (the value becomes the image's library URL), or type any
 * image URL. A live preview; a URL that fails to load hides the preview and says so.
 */
export function ImageUrlField({
  value,
  onChange,
  label = 'Image URL',
  error,
  hint,
  required,
  placeholder,
}: ImageUrlFieldProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const url = value.trim();
  const failed = url !== '' && failedUrl === url;
  const fromLibrary = mediaIdFromUrl(url) !== undefined;

  return (
    <div className={styles.root}>
      <Input
        label={label}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        hint={fromLibrary ? 'From the media library' : hint}
        required={required}
        placeholder={placeholder ?? '/images/example.avif or https://…'}
        maxLength={2048}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          Choose from library
        </Button>
      </div>
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(media) => {
          onChange(media.url);
          setPicking(false);
        }}
      />
      {url !== '' &&
        (failed ? (
          <p className={styles.note} role="status">
            Image could not be loaded
          </p>
        ) : (
          <div className={styles.preview}>
            <img
              key={url}
              src={url}
              alt="Preview"
              className={styles.image}
              onError={() => setFailedUrl(url)}
            />
          </div>
        ))}
    </div>
  );
}
