import type { ReactNode } from 'react';
import { Section } from '@mwangaza/shared';
import { ContentImage, type ContentImageProps } from '../../../lib/content-image';
import { QueryBody, type QueryState } from '../../../lib/query-body';
import type { HomeSectionCopy } from './home-section-copy';
import styles from './home-cards.module.css';
import { ButtonLink, Link, useT } from '../../../i18n';

export interface HomeCollectionSectionProps {
  copy: HomeSectionCopy;
  query: QueryState;
  /** Whether there is nothing to show. */
  isEmpty: boolean;
  /** The list, shown once there is something in it. */
  children: ReactNode;
}

/** A home-page section that previews a collection: its list (in any of its states), then a link to all of it. */
export function HomeCollectionSection({ copy, query, isEmpty, children }: HomeCollectionSectionProps) {
  const t = useT();
  const messages = {
    loadingLabel: t(copy.loadingLabel),
    failure: t(copy.failure),
    emptyMessage: t(copy.emptyMessage),
  };
  return (
    <Section eyebrow={t(copy.eyebrow)} title={t(copy.title)} intro={t(copy.intro)}>
      <QueryBody query={query} messages={messages} isEmpty={isEmpty}>
        {children}
      </QueryBody>
      <div className={styles.footer}>
        <ButtonLink to={copy.moreTo} variant="secondary">
          {t(copy.moreLabel)}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** A home card's picture: the editor's image, else the site's own artwork for the item, else `lastResort`. */
export function homeCardImage(
  item: { id: string; image?: string; imageMedia?: ContentImageProps['media'] },
  folder: string,
  lastResort: string,
): Pick<ContentImageProps, 'src' | 'media' | 'fallback'> {
  return {
    src: item.image,
    media: item.imageMedia,
    fallback: [`/images/${folder}/${item.id}.webp`, lastResort],
  };
}

export interface HomeCardProps {
  /** The picture; its alt text says it is artwork for the card's title. */
  image: Omit<ContentImageProps, 'className' | 'alt'>;
  /** The card's page: its title links there, and the whole card is clickable through it. */
  to: string;
  title: string;
  /** What stands over the title (a category badge). */
  kicker?: ReactNode;
  /** What stands under the title. */
  children: ReactNode;
  /** The call to action at the card's foot. */
  more: string;
}

/** A card in a home-page list: artwork, title link, a few lines, and a call to action. */
export function HomeCard({ image, to, title, kicker, children, more }: HomeCardProps) {
  const t = useT();
  return (
    <li className={styles.card}>
      <ContentImage className={styles.image} {...image} alt={t('home.cardArtAlt', { title })} />
      <div className={styles.body}>
        {kicker}
        <h3 className={styles.title}>
          <Link to={to} className={styles.cardLink}>
            {title}
          </Link>
        </h3>
        {children}
        <span className={styles.more} aria-hidden="true">
          {more}
        </span>
      </div>
    </li>
  );
}
