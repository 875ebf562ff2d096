import type { ReactNode } from 'react';
import { Link } from '@mwangaza/shared/router';
import { ButtonLink, Section } from '@mwangaza/shared';
import { ContentImage, type ContentImageProps } from '../../../lib/content-image';
import { QueryBody, type QueryBodyProps } from '../../../lib/query-body';
import styles from './home-cards.module.css';

export interface HomeCollectionSectionProps extends QueryBodyProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The button under the list, to the collection's own page. */
  moreTo: string;
  moreLabel: string;
}

/** A home-page section that previews a collection: its list (in any of its states), then a link to all of it. */
export function HomeCollectionSection({
  eyebrow,
  title,
  intro,
  moreTo,
  moreLabel,
  ...query
}: HomeCollectionSectionProps) {
  return (
    <Section eyebrow={eyebrow} title={title} intro={intro}>
      <QueryBody {...query} />
      <div className={styles.footer}>
        <ButtonLink to={moreTo} variant="secondary">
          {moreLabel}
        </ButtonLink>
      </div>
    </Section>
  );
}

export interface HomeCardProps {
  image: Omit<ContentImageProps, 'className'>;
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
  return (
    <li className={styles.card}>
      <ContentImage className={styles.image} {...image} />
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
