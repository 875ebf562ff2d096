import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import styles from './account.module.css';

/** The otpauth:// address as a QR code to scan; the key is also shown as text beside it. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { margin: 1, width: 400, errorCorrectionLevel: 'M' })
      .then((url) => current && setSrc(url))
      .catch(() => current && setSrc(null));
    return () => {
      current = false;
    };
  }, [value]);
  return src ? (
    <img className={styles.qr} src={src} alt={label} />
  ) : (
    <div className={styles.qr} aria-hidden="true" />
  );
}
