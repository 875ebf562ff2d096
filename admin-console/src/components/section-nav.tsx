import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { cx, useDisclosure } from '@mwangaza/shared';
import styles from './section-nav.module.css';
import { useCloseOutside } from './use-close-outside';

export interface NavSection {
  /** The id of the section's element on the page. */
  id: string;
  title: string;
}

/**
 * The section being read: the last one whose top has passed 40% of the viewport's height (the last one once
 * the page is scrolled to its end), worked out as the reader scrolls.
 */
function useCurrentSection(sections: readonly NavSection[]): [string | undefined, (id: string) => void] {
  const [current, setCurrent] = useState(sections[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * 0.4;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const passed = sections.filter(
        (section) => (document.getElementById(section.id)?.getBoundingClientRect().top ?? Infinity) <= line,
      );
      const found = atEnd ? sections[sections.length - 1] : passed[passed.length - 1];
      setCurrent(found?.id ?? sections[0]?.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [sections]);
  return [current, setCurrent];
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
  const [current, setCurrent] = useCurrentSection(sections);
  useCloseOutside(rootRef, open, close);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    close();
    setCurrent(id);
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
