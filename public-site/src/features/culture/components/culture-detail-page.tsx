import { FormattedMessage } from 'react-intl';
import { Container, DEFAULT_CULTURE_IMAGE, contentApi, culture, type CultureItem } from '@mwangaza/shared';
import { LineIcon } from '@mwangaza/shared/controls';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { ContentImage } from '../../../lib/content-image';
import { ARTICLE_IMAGE_SIZES } from '../../../lib/image-sizes';
import { LongText } from '../../../lib/long-text';
import { useCollectionItem } from '../../../lib/use-collection-item';
import styles from './culture-detail-page.module.css';
import { ButtonLink, Link, useT } from '../../../i18n';

function BackToAbout() {
  return (
    <Link to="/about" className={styles.back}>
      <FormattedMessage id="culture.back" />
    </Link>
  );
}

/** /about/culture/:id: the culture item, or 'Culture item not found', or an error with a retry. */
export function CultureDetailPage() {
  const t = useT();
  return (
    <CollectionItemPage
      state={useCollectionItem(culture, contentApi.useGetCultureItemQuery)}
      centered
      notFound={{
        title: t('culture.notFoundTitle'),
        text: t('culture.notFoundText'),
        back: (
          <ButtonLink to="/about">
            <FormattedMessage id="culture.backButton" />
          </ButtonLink>
        ),
      }}
      failed={{
        title: t('culture.failedTitle'),
        fallbackMessage: t('culture.failed'),
        back: <BackToAbout />,
      }}
    >
      {(item) => <CultureDetail item={item} />}
    </CollectionItemPage>
  );
}

/** The culture item's page itself (also drawn for staff previews). */
export function CultureDetail({ item }: { item: CultureItem }) {
  const t = useT();
  return (
    <article className={styles.page}>
      <Container width="narrow">
        <nav aria-label={t('culture.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/about">
                <FormattedMessage id="culture.about" />
              </Link>
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
          alt={t('culture.imageAlt', { title: item.title })}
          priority
        />
        <LongText text={item.fullDescription} className={styles.prose} headingLevel={2} />
        {item.values.length > 0 && (
          <section className={styles.values} aria-labelledby="culture-values">
            <h2 id="culture-values" className={styles.valuesTitle}>
              <FormattedMessage id="culture.dayToDay" />
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
            <FormattedMessage id="culture.join" />
          </ButtonLink>
        </footer>
      </Container>
    </article>
  );
}
