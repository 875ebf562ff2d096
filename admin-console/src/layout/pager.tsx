import { Button } from '@mwangaza/shared';
import styles from './pager.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Enquiry pages'. */
  label: string;
}

/** Previous / Next with 'Page X of Y'; nothing when everything fits on one page. */
export function Pager({ page, pages, onChange, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.root} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <p className={styles.status} aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
