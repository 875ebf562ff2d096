import { useState } from 'react';
import { Input } from '@mwangaza/shared';
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

/** An image URL input with a live preview; a URL that fails to load hides the preview and says so. */
export function ImageUrlField({ value, onChange, label = 'Image URL', error, hint, required, placeholder }: ImageUrlFieldProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = value.trim();
  const failed = url !== '' && failedUrl === url;

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
        hint={hint}
        required={required}
        placeholder={placeholder ?? '/images/example.avif or https://…'}
        maxLength={2048}
        onChange={(event) => onChange(event.target.value)}
      />
      {url !== '' &&
        (failed ? (
          <p className={styles.note} role="status">
            Image could not be loaded
          </p>
        ) : (
          <div className={styles.preview}>
            <img key={url} src={url} alt="Preview" className={styles.image} onError={() => setFailedUrl(url)} />
          </div>
        ))}
    </div>
  );
}
