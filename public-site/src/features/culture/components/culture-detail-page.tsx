import { Container, DEFAULT_CULTURE_IMAGE, contentApi, culture, type CultureItem } from '@mwangaza/shared';
import { LineIcon } from '@mwangaza/shared/controls';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { ContentImage } from '../../../lib/content-image';
import { ARTICLE_IMAGE_SIZES } from '../../../lib/image-sizes';
import { LongText } from '../../../lib/long-text';
import { useCollectionItem } from '../../../lib/use-collection-item';
import styles from './culture-detail-page.module.css';
import { ButtonLink, Link } from '../../../i18n';

function BackToAbout() {
  return (
    <Link to="/about" className={styles.back}>
      ← Back to About
    </Link>
  );
}

/** /about/culture/:id: the culture item, or 'Culture item not found', or an error with a retry. */
export function CultureDetailPage() {
  return (
    <CollectionItemPage
      state={useCollectionItem(culture, contentApi.useGetCultureItemQuery)}
      centered
      notFound={{
        title: 'Culture item not found',
        text: 'This part of our culture page may have been moved or retired.',
        back: <ButtonLink to="/about">Back to About</ButtonLink>,
      }}
      failed={{
        title: 'We could not load this page',
        fallbackMessage: 'Failed to load culture item',
        back: <BackToAbout />,
      }}
    >
      {(item) => <CultureDetail item={item} />}
    </CollectionItemPage>
  );
}

/** The culture item's page itself (also drawn for staff previews). */
export function CultureDetail({ item }: { item: CultureItem }) {
  return (
    <article className={styles.page}>
      <Container width="narrow">
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li aria-current="page">{item.title}</li>
          </ol>
        </nav>
        <header className={styles.header}>
          <span className={styles.icon}>
            <LineIcon name={item.icon} size={32} />
          </span>
          <h1 className={styles.title}>{item.title}</h1>
          <p className={styles.lead}>{item.description}</p>
        </header>
        <ContentImage
          className={styles.image}
          src={item.image}
          media={item.imageMedia}
          sizes={ARTICLE_IMAGE_SIZES}
          fallback={DEFAULT_CULTURE_IMAGE}
          alt={`${item.title} at Mwangaza Analytics`}
          priority
        />
        <LongText text={item.fullDescription} className={styles.prose} headingLevel={2} />
        {item.values.length > 0 && (
          <section className={styles.values} aria-labelledby="culture-values">
            <h2 id="culture-values" className={styles.valuesTitle}>
              What this looks like day to day
            </h2>
            <ul role="list">
              {item.values.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ul>
          </section>
        )}
        <footer className={styles.footer}>
          <BackToAbout />
          <ButtonLink to="/contact" variant="secondary">
            Join the team
          </ButtonLink>
        </footer>
      </Container>
    </article>
  );
}
