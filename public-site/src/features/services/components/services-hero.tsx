import type { Ref } from 'react';
import { Container, SearchBox } from '@mwangaza/shared';
import styles from './services-page.module.css';

interface ServicesHeroProps {
  search: string;
  onSearchChange(value: string): void;
  searchRef: Ref<HTMLDivElement>;
}

export function ServicesHero({ search, onSearchChange, searchRef }: ServicesHeroProps) {
  return (
    <header className={styles.hero}>
      <Container>
        <p className={styles.eyebrow}>Our Services</p>
        <h1 className={styles.title}>
          Data services that turn <span className={styles.accent}>information into decisions</span>
        </h1>
        <p className={styles.lead}>
          From the first pipeline to production machine learning, we design, build and hand over data systems
          that your team can run, trust and grow.
        </p>
        <div ref={searchRef} className={styles.search}>
          <SearchBox
            value={search}
            onChange={onSearchChange}
            label="Search services"
            placeholder="Search services"
          />
        </div>
      </Container>
    </header>
  );
}
