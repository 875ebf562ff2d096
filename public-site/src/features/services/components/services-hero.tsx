import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { SearchBox } from '@mwangaza/shared/controls';
import { BUILD_MY_STACK_PATH } from '../../../lib/build-my-stack-path';
import styles from './services-page.module.css';
import { PageHeader } from '../../../lib/page-header';
import { Link, useT } from '../../../i18n';

interface ServicesHeroProps {
  search: string;
  onSearchChange(value: string): void;
  searchRef: Ref<HTMLDivElement>;
}

export function ServicesHero({ search, onSearchChange, searchRef }: ServicesHeroProps) {
  const t = useT();
  return (
    <PageHeader
      className={styles.hero}
      eyebrow={t('services.heroEyebrow')}
      title={t('services.heroTitle')}
      accent={t('services.heroAccent')}
      lead={t('services.heroLead')}
    >
      <div ref={searchRef} className={styles.search}>
        <SearchBox
          value={search}
          onChange={onSearchChange}
          label={t('services.search')}
          placeholder={t('services.search')}
        />
      </div>
      <p className={styles.stackLink}>
        <span>
          <FormattedMessage id="services.stackPrompt" />
        </span>{' '}
        <Link to={BUILD_MY_STACK_PATH}>
          <FormattedMessage id="services.stackLink" />
        </Link>
      </p>
    </PageHeader>
  );
}
