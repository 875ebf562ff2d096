import type { MediaImage } from '@mwangaza/shared';
import { cx } from '@mwangaza/shared';
import { ContentImage } from '../../../lib/content-image';
import { initialsOf } from '../lib/person-paths';
import styles from './people.module.css';
import { useT } from '../../../i18n';

/** How big a photo is shown, and the `sizes` its srcset is chosen by (it is square). */
const SIZES = { xs: '40px', sm: '56px', md: '112px', lg: '200px' } as const;

export interface PersonPhotoProps {
  person: { name: string; image?: string; imageMedia?: MediaImage };
  size: keyof typeof SIZES;
  priority?: boolean;
}

/**
 * A person's photo from the media library, round, with the library's alt text; their initials in its place
 * while they have none (beside their name, so the initials are hidden from screen readers).
 */
export function PersonPhoto({ person, size, priority }: PersonPhotoProps) {
  const t = useT();
  const className = cx(styles.photo, styles[size]);
  if (!person.image) {
    return (
      <span className={cx(className, styles.initials)} aria-hidden="true">
        {initialsOf(person.name)}
      </span>
    );
  }
  return (
    <ContentImage
      className={className}
      src={person.image}
      media={person.imageMedia}
      fallback={[]}
      alt={t('people.portraitAlt', { name: person.name })}
      width={480}
      height={480}
      sizes={SIZES[size]}
      priority={priority}
    />
  );
}
