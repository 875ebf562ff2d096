import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { cx, useDisclosure } from '@mwangaza/shared';
import styles from './section-nav.module.css';
import { useCloseOutside } from './use-close-outside';

export interface NavSection {
  /** The id of the section's element on the page. */
  id: string;
  title: string;
}

/** The section nearest the top of the viewport (under the console's sticky header), as the reader scrolls. */
function useCurrentSection(sections: readonly NavSection[]): string | undefined {
  const [current, setCurrent] = useState(sections[0]?.id);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = sections.find((section) => visible.has(section.id));
        if (first) setCurrent(first.id);
      },
      // The band below the header where a section's top is "being read".
      { rootMargin: '-130px 0px -55% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return current;
}

/**
 * "On this page" for a long screen: a sticky list of its sections beside it on wide screens, and on narrow
 * ones a sticky bar naming the current section that opens the same list. A link scrolls to its section and
 * moves focus there, so keyboard and screen-reader users land where they asked.
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly NavSection[] }) {
  const listId = useId();
  const { open, close, buttonProps } = useDisclosure(listId);
  const rootRef = useRef<HTMLElement>(null);
  const current = useCurrentSection(sections);
  useCloseOutside(rootRef, open, close);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    close();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <nav ref={rootRef} aria-label={label} className={styles.root}>
      <button {...buttonProps} className={styles.toggle}>
        <span className={styles.toggleLabel}>Jump to</span>
        <span className={styles.toggleCurrent}>
          {sections.find((section) => section.id === current)?.title ?? label}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className={cx(styles.list, open && styles.open)}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles.link}
              aria-current={section.id === current ? 'location' : undefined}
              onClick={(event) => jump(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
