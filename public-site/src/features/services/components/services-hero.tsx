import type { Ref } from 'react';
import { SearchBox } from '@mwangaza/shared/controls';
import { BUILD_MY_STACK_PATH } from '../../../lib/build-my-stack-path';
import styles from './services-page.module.css';
import { PageHeader } from '../../../lib/page-header';
import { Link } from '../../../i18n';

interface ServicesHeroProps {
  search: string;
  onSearchChange(value: string): void;
  searchRef: Ref<HTMLDivElement>;
}

export function ServicesHero({ search, onSearchChange, searchRef }: ServicesHeroProps) {
  return (
    <PageHeader
      className={styles.hero}
      eyebrow="Our Services"
      title="Data services that turn"
      accent="information into decisions"
      lead="From the first pipeline to production machine learning, we design, build and hand over data systems that your team can run, trust and grow."
    >
      <div ref={searchRef} className={styles.search}>
        <SearchBox
          value={search}
          onChange={onSearchChange}
          label="Search services"
          placeholder="Search services"
        />
      </div>
      <p className={styles.stackLink}>
        <span>Not sure which services you need?</span>{' '}
        <Link to={BUILD_MY_STACK_PATH}>Build My Stack: a recommendation in under a minute →</Link>
      </p>
    </PageHeader>
  );
}
